import { useSearchParams } from 'react-router';
import { RouterLink } from '@client/components/RouterLink';
import Link from '@mui/material/Link';
import { SubmitButton } from '@client/components/SubmitButton';
import { useRequest } from '@client/lib/useRequest';
import { useForm } from '@client/components/forms/useForm';
import { CodeAndNewPasswordFields } from './CodeAndNewPasswordFields';
import { emailShape, passwordLength, required, sameAs, sixDigits } from '@client/components/forms/validation';
import { AUTH_REQUESTS, sessionActions } from './sessionSlice';
import { TextInput } from '@client/components/forms/TextInput';
import { AuthForm, RequestOutcome } from './AuthForm';

export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const reset = useRequest(AUTH_REQUESTS.resetPassword, { reset: true });
  const prefilled = params.get('email') ?? '';
  const { bind, handleSubmit } = useForm(
    { email: prefilled, code: '', password: '', confirmPassword: '' },
    {
      email: [required('Email'), emailShape],
      code: [required('Reset code'), sixDigits('Reset code')],
      password: [required('New password'), passwordLength],
      confirmPassword: [required('Confirm new password'), sameAs('password')],
    },
  );

  const onSubmit = handleSubmit((v) =>
    reset.send(
      sessionActions.resetPasswordRequested({
        email: v.email.trim(),
        code: v.code.trim(),
        password: v.password,
        confirmPassword: v.confirmPassword,
      }),
    ),
  );

  return (
    <AuthForm onSubmit={onSubmit}>
      <RequestOutcome request={reset} />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus={!prefilled}
        fullWidth
        {...bind('email')}
      />
      <CodeAndNewPasswordFields codeLabel="Reset code" autoFocusCode={Boolean(prefilled)} bind={bind} />
      <SubmitButton pending={reset.pending} size="large" fullWidth>
        Reset password
      </SubmitButton>
      <Link component={RouterLink} to="/forgot-password" variant="body2">
        Need a new code?
      </Link>
    </AuthForm>
  );
}
