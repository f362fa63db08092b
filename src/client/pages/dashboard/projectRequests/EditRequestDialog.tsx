import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { SubmitButton } from '@client/components/SubmitButton';
import { useForm } from '@client/components/forms/useForm';
import { CurrencySelect } from '@client/features/currency/CurrencySelect';
import type { ProjectRequest } from '@client/features/projectRequests/projectRequestModel';
import { selectUpdateRequest } from '@client/features/projectRequests/projectRequestsSelectors';
import { projectRequestsActions } from '@client/features/projectRequests/projectRequestsSlice';
import { selectAllServices } from '@client/features/services/servicesSelectors';
import {
  EDIT_RULES,
  EDITABLE_STATUSES,
  editValuesOf,
  statusEditable,
  toChanges,
  type EditField,
} from './editRequestForm';

interface EditRequestDialogProps {
  request: ProjectRequest;
  onClose: () => void;
}

/** The admin's edit of a quote request; it closes once the server has saved the change. */
export function EditRequestDialog({ request, onClose }: EditRequestDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
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

  const serviceKnown = values.serviceId === '' || services.some((s) => String(s.id) === values.serviceId);

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="edit-request-title"
    >
      <form onSubmit={onSubmit} noValidate aria-label="Edit request">
        <DialogTitle id="edit-request-title">Edit request</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {update.error && <Alert severity="error">{update.error}</Alert>}
            <TextField label="Request title" required fullWidth {...bind('requestTitle')} />
            <TextField
              label="Description"
              required
              fullWidth
              multiline
              minRows={3}
              {...bind('description')}
            />
            <TextField label="Service" select fullWidth {...bind('serviceId')}>
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
              {!serviceKnown && (
                <MenuItem value={values.serviceId}>
                  {request.serviceName ?? `Service #${values.serviceId}`}
                </MenuItem>
              )}
              {services.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.title}
                </MenuItem>
              ))}
            </TextField>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 7 }}>
                <TextField
                  label="Budget"
                  type="number"
                  fullWidth
                  {...bind('budget')}
                  slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 5 }}>
                <CurrencySelect label="Currency" fullWidth offerAll {...bind('currency')} />
              </Grid>
            </Grid>
            <TextField
              label="Desired start date"
              type="date"
              fullWidth
              {...bind('desiredStartDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Contact name" required fullWidth {...bind('contactName')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Email" type="email" required fullWidth {...bind('email')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Phone number" type="tel" fullWidth {...bind('phoneNumber')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Company" fullWidth {...bind('company')} />
              </Grid>
            </Grid>
            {statusEditable(request) && (
              <TextField label="Status" select fullWidth {...bind('status')}>
                {EDITABLE_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField label="Admin notes" fullWidth multiline minRows={2} {...bind('adminNotes')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <SubmitButton pending={pending}>Save</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
