import Alert from '@mui/material/Alert';

interface ErrorAlertProps {
  /** Why a request failed; nothing is shown while it is empty (or false: not now). */
  error: string | null | false | undefined;
  onClose?: () => void;
}

/** A failed request said in red, above the form or list it concerns. */
export function ErrorAlert({ error, onClose }: ErrorAlertProps) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} onClose={onClose}>
      {error}
    </Alert>
  );
}
