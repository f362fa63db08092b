import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { SubmitButton } from '@client/components/SubmitButton';
import { useForm } from '@client/components/forms/useForm';
import { filled } from '@client/components/forms/validation';
import {
  type ProjectRequest,
  selectRejectRequest,
  projectRequestsActions,
} from '@client/features/projectRequests';
import { ErrorAlert } from '@client/components/ErrorAlert';

export const NOTES_REQUIRED = 'Admin notes are required to reject a request.';

interface RejectDialogProps {
  request: ProjectRequest;
  open: boolean;
  onClose: () => void;
}

/** Rejecting needs a reason: the notes reach the customer with the decision; it closes once rejected. */
export function RejectDialog({ request, open, onClose }: RejectDialogProps) {
  const reject = useRequest(
    useAppSelector((s) => selectRejectRequest(s, request.id)),
    { onSuccess: onClose },
  );
  const { bind, handleSubmit } = useForm({ adminNotes: '' }, { adminNotes: [filled(NOTES_REQUIRED)] });

  const submit = handleSubmit((v) =>
    reject.send(projectRequestsActions.rejectRequested({ id: request.id, adminNotes: v.adminNotes.trim() })),
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reject-title">Reject request</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {`Tell ${request.contactName || 'the requester'} why “${request.requestTitle}” is rejected.`}
          </DialogContentText>
          <ErrorAlert error={reject.error} />
          <TextField
            label="Admin notes"
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            {...bind('adminNotes', ' ')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton color="error" pending={reject.pending}>
            Reject
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
