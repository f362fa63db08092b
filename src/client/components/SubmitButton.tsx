import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  pending: boolean;
}

/**
 * Disabled with a spinner while the request runs, so a double click cannot send it twice and a slow
 * answer shows progress; `aria-busy` tells assistive technology the same.
 */
export function SubmitButton({ pending, children, disabled, ...rest }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      {...rest}
    >
      {children}
    </Button>
  );
}
