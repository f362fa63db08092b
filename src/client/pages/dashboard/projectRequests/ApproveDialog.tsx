import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ProjectRequest } from '@client/features/projectRequests';

interface ApproveDialogProps {
  request: ProjectRequest;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Approval creates a project and may create a customer account: it is asked for once more. */
export function ApproveDialog({ request, open, onCancel, onConfirm }: ApproveDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="approve-title">
      <DialogTitle id="approve-title">Approve request?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {`Approving “${request.requestTitle}” creates a project for ${request.contactName} (${request.email}). ` +
            'If no account uses that e-mail address, a customer account is created for it.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        {/* Off while the dialog fades out, so that a double click approves once. */}
        <Button variant="contained" color="success" onClick={onConfirm} disabled={!open}>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}
