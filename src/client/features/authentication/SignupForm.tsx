import { RouterLink } from '@client/components/RouterLink';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
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
import { TextInput } from '@client/components/forms/TextInput';

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
    <form onSubmit={onSubmit} method="post" noValidate>
      <Stack spacing={2}>
        {register.failed && <Alert severity="error">{register.error}</Alert>}
        {register.succeeded && <Alert severity="success">{register.message}</Alert>}
        <TextInput label="User name" autoComplete="username" autoFocus fullWidth {...bind('userName')} />
        <TextInput label="Email" type="email" autoComplete="email" fullWidth {...bind('email')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput label="First name" autoComplete="given-name" fullWidth {...bind('name')} />
          <TextInput label="Last name" autoComplete="family-name" fullWidth {...bind('surname')} />
        </Stack>
        <TextInput label="Phone number" type="tel" autoComplete="tel" fullWidth {...bind('phoneNumber')} />
        <TextInput
          label="Password"
          type="password"
          autoComplete="new-password"
          fullWidth
          {...bind('password')}
        />
        <TextInput
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          fullWidth
          {...bind('confirmPassword')}
        />
        <SubmitButton pending={register.pending} size="large" fullWidth>
          Sign up
        </SubmitButton>
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Log in
          </Link>
        </Typography>
      </Stack>
    </form>
  );
}
