import { RouterLink } from '@client/components/RouterLink';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { SubmitButton } from '@client/components/SubmitButton';
import { useRequest } from '@client/lib/useRequest';
import { useForm } from '@client/components/forms/useForm';
import { emailShape, required } from '@client/components/forms/validation';
import { AUTH_REQUESTS, sessionActions } from './sessionSlice';
import { TextInput } from '@client/components/forms/TextInput';
import { AuthForm } from './AuthForm';

export function ForgotPasswordForm() {
  const forgot = useRequest(AUTH_REQUESTS.forgotPassword, { reset: true });
  const { values, bind, handleSubmit } = useForm({ email: '' }, { email: [required('Email'), emailShape] });

  const onSubmit = handleSubmit(({ email }) =>
    forgot.send(sessionActions.forgotPasswordRequested({ email: email.trim() })),
  );

  return (
    <AuthForm onSubmit={onSubmit}>
      {forgot.failed && <Alert severity="error">{forgot.error}</Alert>}
      {forgot.succeeded && (
        <Alert severity="success">
          {forgot.message}{' '}
          <Link
            component={RouterLink}
            to={`/reset-password?email=${encodeURIComponent(values.email.trim())}`}
          >
            Enter the code
          </Link>
        </Alert>
      )}
      <TextInput label="Email" type="email" autoComplete="email" autoFocus fullWidth {...bind('email')} />
      <SubmitButton pending={forgot.pending} size="large" fullWidth>
        Send reset code
      </SubmitButton>
      <Link component={RouterLink} to="/login" variant="body2">
        Back to log in
      </Link>
    </AuthForm>
  );
}
