import TextField, { type TextFieldProps } from '@mui/material/TextField';

type DateFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & {
  /** The first day it takes (yyyy-MM-dd). */
  min?: string;
};

/** A full-width date input; its label stays above the browser's own date placeholder. */
export function DateField({ min, ...props }: DateFieldProps) {
  return (
    <TextField
      type="date"
      fullWidth
      {...props}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: min ? { min } : undefined }}
    />
  );
}
