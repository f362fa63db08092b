import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { SubmitButton } from '@client/components/SubmitButton';
import type { ProjectRequest } from '@client/features/projectRequests/projectRequestModel';
import { selectRejectRequest } from '@client/features/projectRequests/projectRequestsSelectors';
import { projectRequestsActions } from '@client/features/projectRequests/projectRequestsSlice';

export const NOTES_REQUIRED = 'Admin notes are required to reject a request.';

interface RejectDialogProps {
  request: ProjectRequest;
  open: boolean;
  onClose: () => void;
}

/** Rejecting needs a reason: the notes reach the customer with the decision. */
export function RejectDialog({ request, open, onClose }: RejectDialogProps) {
  const dispatch = useAppDispatch();
  const reject = useAppSelector((s) => selectRejectRequest(s, request.id));
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const adminNotes = notes.trim();
    if (!adminNotes) {
      setError(NOTES_REQUIRED);
      return;
    }
    dispatch(projectRequestsActions.rejectRequested({ id: request.id, adminNotes }));
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reject-title">Reject request</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {`Tell ${request.contactName || 'the requester'} why “${request.requestTitle}” is rejected.`}
          </DialogContentText>
          {reject.status === 'failed' && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {reject.error}
            </Alert>
          )}
          <TextField
            label="Admin notes"
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            value={notes}
            onChange={(e) => {
              setNotes(e.target.value);
              if (error) setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton color="error" pending={reject.status === 'pending'}>
            Reject
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
