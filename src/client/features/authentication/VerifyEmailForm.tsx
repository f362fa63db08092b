import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { SubmitButton } from '@client/components/SubmitButton';
import { useForm } from '@client/components/forms/useForm';
import { emailShape, required, sixDigits } from '@client/components/forms/validation';
import { AUTH_REQUESTS, sessionActions } from './sessionSlice';
import { selectPendingVerificationEmail } from './sessionSelectors';
import { ONE_TIME_CODE_LENGTH } from '@shared/domain/patterns';
import { TextInput } from '@client/components/forms/TextInput';
import { AuthForm } from './AuthForm';

export function VerifyEmailForm() {
  const [params] = useSearchParams();
  const pendingEmail = useAppSelector(selectPendingVerificationEmail);
  const verify = useRequest(AUTH_REQUESTS.verifyEmail, { reset: true });
  const resend = useRequest(AUTH_REQUESTS.resendPin, { reset: true });
  const { values, bind, handleSubmit } = useForm(
    { email: params.get('email') ?? pendingEmail ?? '', pin: '' },
    {
      email: [required('Email'), emailShape],
      pin: [required('Verification PIN'), sixDigits('Verification PIN')],
    },
  );

  const onSubmit = handleSubmit(({ email, pin }) =>
    verify.send(sessionActions.verifyEmailRequested({ email: email.trim(), pin: pin.trim() })),
  );
  const email = values.email.trim();
  const outcome = verify.failed
    ? { severity: 'error' as const, text: verify.error }
    : verify.succeeded
      ? { severity: 'success' as const, text: verify.message }
      : resend.failed
        ? { severity: 'error' as const, text: resend.error }
        : resend.succeeded
          ? { severity: 'success' as const, text: resend.message }
          : null;

  return (
    <AuthForm onSubmit={onSubmit}>
      {outcome?.text && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      <TextInput label="Email" type="email" autoComplete="email" fullWidth {...bind('email')} />
      <TextInput
        label="Verification PIN"
        autoComplete="one-time-code"
        autoFocus
        fullWidth
        inputMode="numeric"
        maxLength={ONE_TIME_CODE_LENGTH}
        {...bind('pin')}
      />
      <SubmitButton pending={verify.pending} size="large" fullWidth>
        Verify
      </SubmitButton>
      <Button
        variant="text"
        disabled={resend.pending || email === ''}
        onClick={() => resend.send(sessionActions.resendPinRequested({ email }))}
      >
        Resend PIN
      </Button>
    </AuthForm>
  );
}
