import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { useForm } from '@client/components/forms/useForm';
import {
  type Consultant,
  consultantsActions,
  selectConsultantUpdateRequest,
} from '@client/features/consultants';
import { ConsultantFields } from './ConsultantFields';
import { ExpertiseEditor } from './ExpertiseEditor';
import { CONSULTANT_RULES, draftOf, updateOf } from './consultantForm';
import { FormButtons } from '@client/components/FormButtons';
import { ResponsiveDialog } from '@client/components/ResponsiveDialog';
import { ErrorAlert } from '@client/components/ErrorAlert';

interface ConsultantEditDialogProps {
  consultant: Consultant;
  onClose: () => void;
}

/** An administrator edits a consultant's profile and expertise. */
export function ConsultantEditDialog({ consultant, onClose }: ConsultantEditDialogProps) {
  const request = useRequest(
    useAppSelector((s) => selectConsultantUpdateRequest(s, consultant.id)),
    { onSuccess: onClose },
  );
  const form = useForm(draftOf(consultant), CONSULTANT_RULES, request.fieldErrors);
  const { pending } = request;
  const submit = form.handleSubmit((draft) =>
    request.send(consultantsActions.updateRequested(updateOf(consultant, draft))),
  );

  return (
    <ResponsiveDialog
      open
      pending={pending}
      onClose={onClose}
      maxWidth="md"
      aria-labelledby="consultant-edit-title"
    >
      <DialogTitle id="consultant-edit-title">Edit {consultant.fullName}</DialogTitle>
      <DialogContent>
        <ErrorAlert error={request.error} />
        {/* The expertise editor has a form of its own, so this one ends before it (forms do not nest). */}
        <form id="consultant-edit-form" onSubmit={submit} noValidate style={{ paddingTop: 8 }}>
          <ConsultantFields form={form} admin />
        </form>
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h3">
          Expertise
        </Typography>
        <ExpertiseEditor consultant={consultant} />
      </DialogContent>
      <DialogActions>
        <FormButtons onCancel={onClose} pending={pending} form="consultant-edit-form">
          Save
        </FormButtons>
      </DialogActions>
    </ResponsiveDialog>
  );
}
