import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { useForm } from '@client/components/forms/useForm';
import type { Consultant } from '@client/features/consultants/consultantModel';
import { consultantsActions } from '@client/features/consultants/consultantsSlice';
import { selectConsultantUpdateRequest } from '@client/features/consultants/consultantAdminSelectors';
import { ConsultantFields } from './ConsultantFields';
import { ExpertiseEditor } from './ExpertiseEditor';
import { CONSULTANT_RULES, draftOf, updateOf } from './consultantForm';
import { SubmitButton } from '@client/components/SubmitButton';

interface ConsultantEditDialogProps {
  consultant: Consultant;
  onClose: () => void;
}

/** An administrator edits a consultant's profile and expertise. */
export function ConsultantEditDialog({ consultant, onClose }: ConsultantEditDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="consultant-edit-title"
    >
      <DialogTitle id="consultant-edit-title">Edit {consultant.fullName}</DialogTitle>
      <DialogContent>
        {request.failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {request.error}
          </Alert>
        )}
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
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton pending={pending} form="consultant-edit-form">
          Save
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
