import TextField from '@mui/material/TextField';
import { ONE_TIME_CODE_LENGTH } from '@shared/domain/patterns';

type Bound = Record<string, unknown>;

interface CodeAndNewPasswordFieldsProps {
  /** 'Reset code' on the reset page, 'Verification code' in the profile's password dialog. */
  codeLabel: string;
  autoFocusCode?: boolean;
  /** The form's `bind` for the three fields. */
  bind: (name: 'code' | 'password' | 'confirmPassword') => Bound;
}

/** The e-mailed 6-digit code and the new password twice: one set of fields for both password flows. */
export function CodeAndNewPasswordFields({ codeLabel, autoFocusCode, bind }: CodeAndNewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={codeLabel}
        autoComplete="one-time-code"
        autoFocus={autoFocusCode}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: ONE_TIME_CODE_LENGTH } }}
        {...bind('code')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        fullWidth
        {...bind('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        fullWidth
        {...bind('confirmPassword')}
      />
    </>
  );
}
