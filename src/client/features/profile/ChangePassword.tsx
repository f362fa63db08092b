import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { useFormRequest } from '@client/features/authentication/useFormRequest';
import { PROFILE_REQUESTS, profileActions } from './profileSlice';
import { selectPasswordDialogOpen } from './profileSelectors';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** Asks for an e-mailed code first; the dialog then takes the code and the new password. */
export function ChangePassword() {
  const dispatch = useAppDispatch();
  const codeRequest = useFormRequest(PROFILE_REQUESTS.passwordCode);
  const change = useFormRequest(PROFILE_REQUESTS.password);
  const dialogOpen = useAppSelector(selectPasswordDialogOpen);

  return (
    <Box>
      <Button
        variant="outlined"
        disabled={codeRequest.pending || dialogOpen}
        startIcon={
          codeRequest.pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
        }
        onClick={() => dispatch(profileActions.passwordCodeRequested())}
      >
        Change password
      </Button>
      {codeRequest.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {codeRequest.error}
        </Alert>
      )}
      {change.status === 'succeeded' && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {change.message}
        </Alert>
      )}
      {dialogOpen && <ChangePasswordDialog />}
    </Box>
  );
}
