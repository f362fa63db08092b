import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A failed load said plainly, with a way to try again; the rest of the page stays usable. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {message}
    </Alert>
  );
}
