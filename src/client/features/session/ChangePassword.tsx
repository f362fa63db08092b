import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { sessionActions } from './sessionSlice';
import { selectPasswordChangeCodeSent } from './sessionSelectors';
import { useSessionRequest } from './useSessionRequest';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** Asks for an e-mailed code first; the dialog then takes the code and the new password. */
export function ChangePassword() {
  const dispatch = useAppDispatch();
  const codeRequest = useSessionRequest('changePasswordCode');
  const change = useSessionRequest('changePassword');
  const codeSent = useAppSelector(selectPasswordChangeCodeSent);

  return (
    <Box>
      <Button
        variant="outlined"
        disabled={codeRequest.pending || codeSent}
        startIcon={
          codeRequest.pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
        }
        onClick={() => dispatch(sessionActions.passwordChangeCodeRequested())}
      >
        Change password
      </Button>
      {codeRequest.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {codeRequest.error}
        </Alert>
      )}
      {change.status === 'succeeded' && !codeSent && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {change.message}
        </Alert>
      )}
      {codeSent && <ChangePasswordDialog />}
    </Box>
  );
}
