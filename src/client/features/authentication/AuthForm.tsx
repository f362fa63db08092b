import type { FormEventHandler, ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { Notice } from '@client/components/Notice';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The form of a sign-in or account page: its fields one under another. */
export function AuthForm({ onSubmit, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} method="post" noValidate>
      <Stack spacing={2}>{children}</Stack>
    </form>
  );
}

interface RequestOutcomeProps {
  request: { failed: boolean; error: string | null; succeeded: boolean; message: string | null | undefined };
}

/** What the form's request answered: its error, or its success message. */
export function RequestOutcome({ request }: RequestOutcomeProps) {
  return (
    <>
      {request.failed && <Notice severity="error">{request.error}</Notice>}
      {request.succeeded && <Notice severity="success">{request.message}</Notice>}
    </>
  );
}
