import Grid from '@mui/material/Grid';
import { CardGridSkeleton } from '@client/components/CardGridSkeleton';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import type { RequestStatus } from '@client/lib/requestState';
import { ServiceCard } from './ServiceCard';

interface ServiceGridProps {
  ids: readonly number[];
  status: RequestStatus;
  error: string | null;
  onRetry: () => void;
  skeletons?: number;
  /** The cards' title level: h2 when the grid follows the page's h1 directly. */
  cardHeading?: 'h2' | 'h3';
}

/** Skeletons on the first load, the error with Retry, an empty note, or the cards. */
export function ServiceGrid({ ids, status, error, onRetry, skeletons = 6, cardHeading }: ServiceGridProps) {
  if (status === 'failed' && error) return <LoadError message={error} onRetry={onRetry} />;
  if (ids.length === 0 && (status === 'pending' || status === 'idle')) {
    return <CardGridSkeleton count={skeletons} />;
  }
  if (ids.length === 0) return <EmptyState title="No expertise areas are listed yet." />;
  return (
    <Grid container spacing={3}>
      {ids.map((id) => (
        <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }}>
          <ServiceCard id={id} heading={cardHeading} />
        </Grid>
      ))}
    </Grid>
  );
}
