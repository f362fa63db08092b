import Button from '@mui/material/Button';
import { Notice } from '@client/components/Notice';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A failed load said plainly, with a way to try again; the rest of the page stays usable. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Notice
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Notice>
  );
}
