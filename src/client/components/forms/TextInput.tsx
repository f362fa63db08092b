import { useId, type ChangeEvent, type FocusEvent, type HTMLAttributes, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps {
  label: string;
  name?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  autoComplete?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

/** What a form's `bind(name)` gives a field (components/forms/useForm.ts). */
export type BoundTextInput = Pick<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'error' | 'helperText' | 'inputRef'
>;

/**
 * An outlined text field with its label and helper text, as MUI's TextField draws one, without the
 * select variant that TextField always brings (its menu, popover and modal): the sign-in and account
 * pages load a fraction of the code. The helper text describes the input for assistive technology.
 */
export function TextInput({
  label,
  helperText,
  error,
  fullWidth,
  required,
  disabled,
  inputMode,
  maxLength,
  ...input
}: TextInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl fullWidth={fullWidth} error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        aria-describedby={helperId}
        inputProps={{ inputMode, maxLength }}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
