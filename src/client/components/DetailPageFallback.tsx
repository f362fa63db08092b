import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';

interface DetailLoad {
  status: string;
  error: string | null;
  httpStatus?: number;
}

/** Whether a detail page's load found that its record does not exist: a deleted (or draft) one answers 404 even when an older list still holds it. */
export const notFound = (load: DetailLoad) => load.status === 'failed' && load.httpStatus === 404;

interface DetailPageFallbackProps {
  /** The link back to the list, above what is said. */
  back: ReactNode;
  load: DetailLoad;
  /** What a 404 says. */
  notFoundTitle: string;
  onRetry: () => void;
  /** The record's place while it loads. */
  skeleton: ReactNode;
}

/** A detail page without its record: not found, failed to load (with a retry), or still loading. */
export function DetailPageFallback({
  back,
  load,
  notFoundTitle,
  onRetry,
  skeleton,
}: DetailPageFallbackProps) {
  let body = skeleton;
  if (notFound(load)) body = <EmptyState title={notFoundTitle} />;
  else if (load.status === 'failed' && load.error)
    body = <LoadError message={load.error} onRetry={onRetry} />;
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      {back}
      {body}
    </Container>
  );
}
