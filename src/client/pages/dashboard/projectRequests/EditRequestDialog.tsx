import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { useForm } from '@client/components/forms/useForm';
import {
  type ProjectRequest,
  selectUpdateRequest,
  projectRequestsActions,
  RequestFields,
  EDIT_RULES,
  EDITABLE_STATUSES,
  editValuesOf,
  statusEditable,
  toChanges,
  type EditField,
} from '@client/features/projectRequests';
import { selectAllServices } from '@client/features/services';
import { FormButtons } from '@client/components/FormButtons';
import { ResponsiveDialog } from '@client/components/ResponsiveDialog';
import { menuItems } from '@client/components/forms/menuItems';

interface EditRequestDialogProps {
  request: ProjectRequest;
  onClose: () => void;
}

/** The admin's edit of a project request; it closes once the server has saved the change. */
export function EditRequestDialog({ request, onClose }: EditRequestDialogProps) {
  const services = useAppSelector(selectAllServices);
  const update = useRequest(
    useAppSelector((s) => selectUpdateRequest(s, request.id)),
    { onSuccess: onClose },
  );
  const pending = update.sent && update.pending;
  // The server's messages for the fields, after a save of this dialog's that it refused.
  const { values, bind, handleSubmit } = useForm<EditField>(
    editValuesOf(request),
    EDIT_RULES,
    update.fieldErrors,
  );

  const onSubmit = handleSubmit((v) => {
    const changes = toChanges(request, v);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.send(projectRequestsActions.updateRequested({ id: request.id, changes }));
  });

  return (
    <ResponsiveDialog open pending={pending} onClose={onClose} aria-labelledby="edit-request-title">
      <form onSubmit={onSubmit} noValidate aria-label="Edit request">
        <DialogTitle id="edit-request-title">Edit request</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {update.error && <Alert severity="error">{update.error}</Alert>}
            <RequestFields
              bind={bind}
              serviceId={values.serviceId}
              services={services}
              admin={{ serviceName: request.serviceName }}
            />
            {statusEditable(request) && (
              <TextField label="Status" select fullWidth {...bind('status')}>
                {menuItems(EDITABLE_STATUSES)}
              </TextField>
            )}
            <TextField label="Admin notes" fullWidth multiline minRows={2} {...bind('adminNotes')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormButtons onCancel={onClose} pending={pending}>
            Save
          </FormButtons>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
