import { RouterLink } from '@client/components/RouterLink';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SubmitButton } from '@client/components/SubmitButton';
import { useRequest } from '@client/lib/useRequest';
import { withinLength } from '@client/components/forms/limits';
import { useForm } from '@client/components/forms/useForm';
import {
  emailShape,
  passwordLength,
  required,
  sameAs,
  userNameShape,
} from '@client/components/forms/validation';
import { AUTH_REQUESTS, sessionActions } from './sessionSlice';
import { FIELD } from '@shared/domain/fields';
import { PasswordInput } from '@client/components/forms/PasswordInput';
import { AccountFields } from './AccountFields';
import { AuthForm, RequestOutcome } from './AuthForm';

const empty = {
  userName: '',
  email: '',
  name: '',
  surname: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};

export function SignupForm() {
  const register = useRequest(AUTH_REQUESTS.register, { reset: true });
  const { bind, handleSubmit } = useForm(empty, {
    userName: [required('User name'), userNameShape],
    email: [required('Email'), emailShape],
    name: [required('First name'), withinLength('First name', FIELD.account.name)],
    surname: [required('Last name'), withinLength('Last name', FIELD.account.surname)],
    phoneNumber: [withinLength('Phone number', FIELD.account.phoneNumber)],
    password: [required('Password'), passwordLength],
    confirmPassword: [required('Confirm password'), sameAs('password')],
  });

  const onSubmit = handleSubmit((v) =>
    register.send(
      sessionActions.registerRequested({
        userName: v.userName.trim(),
        email: v.email.trim(),
        name: v.name.trim(),
        surname: v.surname.trim(),
        phoneNumber: v.phoneNumber.trim(),
        password: v.password,
        confirmPassword: v.confirmPassword,
      }),
    ),
  );

  return (
    <AuthForm onSubmit={onSubmit}>
      <RequestOutcome request={register} />
      <AccountFields bind={bind} />
      <PasswordInput label="Password" autoComplete="new-password" {...bind('password')} />
      <PasswordInput label="Confirm password" autoComplete="new-password" {...bind('confirmPassword')} />
      <SubmitButton pending={register.pending} size="large" fullWidth>
        Sign up
      </SubmitButton>
      <Typography variant="body2">
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Log in
        </Link>
      </Typography>
    </AuthForm>
  );
}
