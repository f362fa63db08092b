import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { PROFILE_REQUESTS, profileActions } from './profileSlice';
import { selectPasswordDialogOpen } from './profileSelectors';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** Asks for an e-mailed code first; the dialog then takes the code and the new password. */
export function ChangePassword() {
  const codeRequest = useRequest(PROFILE_REQUESTS.passwordCode, { reset: true });
  const change = useRequest(PROFILE_REQUESTS.password, { reset: true });
  const dialogOpen = useAppSelector(selectPasswordDialogOpen);

  return (
    <Box>
      <Button
        variant="outlined"
        disabled={codeRequest.pending || dialogOpen}
        startIcon={
          codeRequest.pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
        }
        onClick={() => codeRequest.send(profileActions.passwordCodeRequested())}
      >
        Change password
      </Button>
      {codeRequest.failed && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {codeRequest.error}
        </Alert>
      )}
      {change.succeeded && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {change.message}
        </Alert>
      )}
      {dialogOpen && <ChangePasswordDialog />}
    </Box>
  );
}
