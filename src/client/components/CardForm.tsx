import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import { FormButtons } from '@client/components/FormButtons';

interface CardFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler;
  /** Why the last submit failed. */
  error: string | null;
  pending: boolean;
  onCancel: () => void;
  submitLabel: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A small form in an outlined card, opened in place (a new task, a metric, an update). */
export function CardForm({
  label,
  onSubmit,
  error,
  pending,
  onCancel,
  submitLabel,
  children,
}: CardFormProps) {
  return (
    <Card variant="outlined" component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      <CardContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {children}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <FormButtons onCancel={onCancel} pending={pending}>
          {submitLabel}
        </FormButtons>
      </CardActions>
    </Card>
  );
}
