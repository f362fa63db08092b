import Stack from '@mui/material/Stack';
import { TextInput, type BoundTextInput } from '@client/components/forms/TextInput';

interface AccountFieldsProps {
  /** The form's `bind` for the five fields. */
  bind: (name: 'userName' | 'email' | 'name' | 'surname' | 'phoneNumber') => BoundTextInput;
}

/** User name, email, first and last name, phone: the account's fields on sign-up and in the profile. */
export function AccountFields({ bind }: AccountFieldsProps) {
  return (
    <>
      <TextInput label="User name" autoComplete="username" autoFocus fullWidth {...bind('userName')} />
      <TextInput label="Email" type="email" autoComplete="email" fullWidth {...bind('email')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput label="First name" autoComplete="given-name" fullWidth {...bind('name')} />
        <TextInput label="Last name" autoComplete="family-name" fullWidth {...bind('surname')} />
      </Stack>
      <TextInput label="Phone number" type="tel" autoComplete="tel" fullWidth {...bind('phoneNumber')} />
    </>
  );
}
