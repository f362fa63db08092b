import { TextInput, type BoundTextInput } from './TextInput';

interface PasswordInputProps extends BoundTextInput {
  label: string;
  /** 'current-password' to sign in, 'new-password' to choose one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A full-width password field. */
export function PasswordInput(props: PasswordInputProps) {
  return <TextInput type="password" fullWidth {...props} />;
}
