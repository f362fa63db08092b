import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { MSG } from '@shared/messages';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { useForm } from '@client/components/forms/useForm';
import { filled, passwordLength, required, sameAs } from '@client/components/forms/validation';
import { CodeAndNewPasswordFields } from '@client/features/authentication';
import { profileActions } from './profileSlice';
import { selectProfileRequest } from './profileSelectors';
import { FormButtons } from '@client/components/FormButtons';

export function ChangePasswordDialog() {
  const dispatch = useAppDispatch();
  const codeRequest = useAppSelector((s) => selectProfileRequest(s, 'passwordCode'));
  const change = useAppSelector((s) => selectProfileRequest(s, 'password'));
  const pending = change.status === 'pending';
  const { bind, handleSubmit } = useForm(
    { code: '', password: '', confirmPassword: '' },
    {
      code: [filled(MSG.codeNotEntered)],
      password: [required('New password'), passwordLength],
      confirmPassword: [required('Confirm new password'), sameAs('password')],
    },
  );

  const cancel = () => dispatch(profileActions.passwordChangeCancelled());
  const onSubmit = handleSubmit((v) =>
    dispatch(
      profileActions.passwordChangeRequested({
        code: v.code.trim(),
        password: v.password,
        confirmPassword: v.confirmPassword,
      }),
    ),
  );

  return (
    <Dialog
      open
      onClose={pending ? undefined : cancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="change-password-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="change-password-title">Change password</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              {codeRequest.message ?? 'Enter the code sent to your email.'}
            </DialogContentText>
            {change.status === 'failed' && <Alert severity="error">{change.error}</Alert>}
            <CodeAndNewPasswordFields codeLabel="Verification code" autoFocusCode={true} bind={bind} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormButtons onCancel={cancel} pending={pending}>
            Update password
          </FormButtons>
        </DialogActions>
      </form>
    </Dialog>
  );
}
