import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { useForm } from '@client/components/forms/useForm';
import { selectProjectApplyRequest } from './projectDetailSelectors';
import { projectApplicationsActions } from './projectApplicationsSlice';
import type { Project } from './projectModel';

interface ApplyToProjectDialogProps {
  project: Project;
  onClose: () => void;
}

/** A consultant applies to an open project, with an optional message; it closes once the server agreed. */
export function ApplyToProjectDialog({ project, onClose }: ApplyToProjectDialogProps) {
  const apply = useRequest(useAppSelector((state) => selectProjectApplyRequest(state, project.id)));
  const { pending, succeeded: done } = apply;
  const { bind, handleSubmit } = useForm({ message: '' }, {});

  const submit = handleSubmit(({ message }) => {
    const text = message.trim();
    apply.send(
      projectApplicationsActions.applyRequested({
        projectId: project.id,
        ...(text ? { message: text } : {}),
      }),
    );
  });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="apply-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="apply-dialog-title">Apply to {project.name}</DialogTitle>
        <DialogContent>
          {done ? (
            <Alert severity="success">Your application has been sent.</Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                Tell the team why you would like to work on this project (optional).
              </DialogContentText>
              {apply.error && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {apply.error}
                </Alert>
              )}
              <TextField
                label="Message"
                {...bind('message')}
                multiline
                minRows={3}
                fullWidth
                autoFocus
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {done ? 'Close' : 'Cancel'}
          </Button>
          {!done && (
            <Button type="submit" variant="contained" disabled={pending}>
              {pending ? 'Sending…' : 'Apply'}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
