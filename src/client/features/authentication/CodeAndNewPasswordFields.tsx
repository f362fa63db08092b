import { ONE_TIME_CODE_LENGTH } from '@shared/domain/patterns';
import { TextInput, type BoundTextInput } from '@client/components/forms/TextInput';
import { PasswordInput } from '@client/components/forms/PasswordInput';

interface CodeAndNewPasswordFieldsProps {
  /** 'Reset code' on the reset page, 'Verification code' in the profile's password dialog. */
  codeLabel: string;
  autoFocusCode?: boolean;
  /** The form's `bind` for the three fields. */
  bind: (name: 'code' | 'password' | 'confirmPassword') => BoundTextInput;
}

/** The e-mailed 6-digit code and the new password twice: one set of fields for both password flows. */
export function CodeAndNewPasswordFields({ codeLabel, autoFocusCode, bind }: CodeAndNewPasswordFieldsProps) {
  return (
    <>
      <TextInput
        label={codeLabel}
        autoComplete="one-time-code"
        autoFocus={autoFocusCode}
        fullWidth
        inputMode="numeric"
        maxLength={ONE_TIME_CODE_LENGTH}
        {...bind('code')}
      />
      <PasswordInput label="New password" autoComplete="new-password" {...bind('password')} />
      <PasswordInput label="Confirm new password" autoComplete="new-password" {...bind('confirmPassword')} />
    </>
  );
}
