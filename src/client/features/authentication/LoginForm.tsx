import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { SubmitButton } from '@client/components/SubmitButton';
import { useForm } from '@client/components/forms/useForm';
import { emailShape, required } from '@client/components/forms/validation';
import { AUTH_REQUESTS, sessionActions } from './sessionSlice';
import { selectAuthRequest, selectPendingVerificationEmail } from './sessionSelectors';
import { TextInput } from '@client/components/forms/TextInput';
import { PasswordInput } from '@client/components/forms/PasswordInput';
import { Notice } from '@client/components/Notice';
import { TextLink } from '@client/components/TextLink';
import { AuthForm } from './AuthForm';

function fromOf(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : undefined;
}

export function LoginForm() {
  const location = useLocation();
  const login = useRequest(AUTH_REQUESTS.login, { reset: true });
  const resend = useRequest(AUTH_REQUESTS.resendPin, { reset: true });
  const unverifiedEmail = useAppSelector(selectPendingVerificationEmail);
  // Outcomes of the screens that send people here: shown once, not reset by this form.
  const verified = useAppSelector((s) => selectAuthRequest(s, 'verifyEmail'));
  const reset = useAppSelector((s) => selectAuthRequest(s, 'resetPassword'));
  const notice =
    verified.status === 'succeeded' ? verified.message : reset.status === 'succeeded' ? reset.message : null;

  const { bind, handleSubmit } = useForm(
    { email: '', password: '' },
    { email: [required('Email'), emailShape], password: [required('Password')] },
  );

  const onSubmit = handleSubmit(({ email, password }) =>
    login.send(
      sessionActions.loginRequested({ email: email.trim(), password, from: fromOf(location.state) }),
    ),
  );
  const showVerify = login.failed && unverifiedEmail;

  return (
    <AuthForm onSubmit={onSubmit}>
      {notice && login.status === 'idle' && <Notice severity="success">{notice}</Notice>}
      {login.failed && (
        <Notice severity="error">
          {login.error}
          {showVerify && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                disabled={resend.pending}
                onClick={() => resend.send(sessionActions.resendPinRequested({ email: unverifiedEmail }))}
              >
                Resend PIN
              </Button>
              <TextLink to={`/verify-email?email=${encodeURIComponent(unverifiedEmail)}`}>
                Verify email
              </TextLink>
            </Stack>
          )}
          {showVerify && resend.succeeded && <div>{resend.message}</div>}
          {showVerify && resend.failed && <div>{resend.error}</div>}
        </Notice>
      )}
      <TextInput label="Email" type="email" autoComplete="email" autoFocus fullWidth {...bind('email')} />
      <PasswordInput label="Password" autoComplete="current-password" {...bind('password')} />
      <SubmitButton pending={login.pending} size="large" fullWidth>
        Log in
      </SubmitButton>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <TextLink to="/forgot-password" variant="body2">
          Forgot password?
        </TextLink>
        <TextLink to="/signup" variant="body2">
          Sign up
        </TextLink>
      </Stack>
    </AuthForm>
  );
}
