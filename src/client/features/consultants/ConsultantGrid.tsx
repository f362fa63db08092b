import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import type { RequestStatus } from '@client/lib/requestState';
import { CardGridSkeleton } from '@client/components/CardGridSkeleton';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import { ConsultantCard } from './ConsultantCard';

interface ConsultantGridProps {
  ids: readonly number[];
  status: RequestStatus;
  error: string | null;
  onRetry: () => void;
  empty: ReactNode;
  skeletons?: number;
  /** Whether anything is loaded: filters may leave no ids while a reload runs, which is not a first load. */
  hasData?: boolean;
  /** The cards' title level: h2 when the grid follows the page's h1 directly. */
  cardHeading?: 'h2' | 'h3';
}

const CARD_SIZE = { xs: 12, sm: 6, md: 4, lg: 3 };

/** Skeletons on the first load, the error with Retry, an empty note, or the cards. */
export function ConsultantGrid({
  ids,
  status,
  error,
  onRetry,
  empty,
  skeletons = 8,
  hasData = ids.length > 0,
  cardHeading,
}: ConsultantGridProps) {
  if (status === 'failed' && error) return <LoadError message={error} onRetry={onRetry} />;
  if (!hasData && (status === 'pending' || status === 'idle')) {
    return <CardGridSkeleton count={skeletons} size={CARD_SIZE} />;
  }
  if (ids.length === 0) return typeof empty === 'string' ? <EmptyState title={empty} /> : empty;
  return (
    <Grid container spacing={3}>
      {ids.map((id) => (
        <Grid key={id} size={CARD_SIZE}>
          <ConsultantCard id={id} heading={cardHeading} />
        </Grid>
      ))}
    </Grid>
  );
}
