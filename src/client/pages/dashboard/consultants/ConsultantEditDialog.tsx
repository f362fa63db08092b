import { useEffect, useState, type FormEvent } from 'react';
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
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { requestsActions } from '@client/lib/requests';
import type { Consultant } from '@client/features/consultants/consultantModel';
import { consultantsActions } from '@client/features/consultants/consultantsSlice';
import { CONSULTANT_WRITE_REQUESTS } from '@client/features/consultants/consultantsRequested';
import { selectConsultantUpdateRequest } from '@client/features/consultants/consultantAdminSelectors';
import { ConsultantFields } from './ConsultantFields';
import { ExpertiseEditor } from './ExpertiseEditor';
import { draftOf, hasDraftProblems, updateOf } from './consultantForm';
import { SubmitButton } from '@client/components/SubmitButton';

interface ConsultantEditDialogProps {
  consultant: Consultant;
  onClose: () => void;
}

/** An administrator edits a consultant's profile and expertise. */
export function ConsultantEditDialog({ consultant, onClose }: ConsultantEditDialogProps) {
  const dispatch = useAppDispatch();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const request = useAppSelector((s) => selectConsultantUpdateRequest(s, consultant.id));
  const [draft, setDraft] = useState(() => draftOf(consultant));
  const [sent, setSent] = useState(false);
  const pending = request.status === 'pending';

  useEffect(() => {
    if (sent && request.status === 'succeeded') onClose();
  }, [sent, request.status, onClose]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The fields already say what is wrong.
    if (hasDraftProblems(draft)) return;
    dispatch(requestsActions.reset(CONSULTANT_WRITE_REQUESTS.update(consultant.id)));
    setSent(true);
    dispatch(consultantsActions.updateRequested(updateOf(consultant, draft)));
  };

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
        {sent && request.status === 'failed' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {request.error}
          </Alert>
        )}
        {/* The expertise editor has a form of its own, so this one ends before it (forms do not nest). */}
        <form id="consultant-edit-form" onSubmit={submit} noValidate style={{ paddingTop: 8 }}>
          <ConsultantFields
            draft={draft}
            onChange={setDraft}
            admin
            fieldErrors={request.status === 'failed' ? request.fieldErrors : {}}
          />
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
