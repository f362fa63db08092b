import type { ReactNode } from 'react';
import { Skeleton } from '@client/components/Skeleton';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';

interface ListStateProps {
  /** How many rows the list holds now. */
  count: number;
  load: { status: string; error: string | null };
  /** What a failed load says when the server said nothing. */
  fallbackError: string;
  onRetry: () => void;
  /** What an empty list says. */
  emptyTitle: string;
  skeletonHeight?: number;
  /** The rows, once there are any. */
  children: ReactNode;
}

/**
 * A server-loaded list in each of its states: failed, loading, empty, or its rows (a failed reload
 * says so above the rows it keeps).
 */
export function ListState({
  count,
  load,
  fallbackError,
  onRetry,
  emptyTitle,
  skeletonHeight = 240,
  children,
}: ListStateProps) {
  const failed = load.status === 'failed';
  const error = failed && <LoadError message={load.error ?? fallbackError} onRetry={onRetry} />;
  if (count === 0) {
    if (failed) return error;
    if (load.status !== 'succeeded') {
      return <Skeleton variant="rounded" height={skeletonHeight} aria-label="Loading" />;
    }
    return <EmptyState title={emptyTitle} />;
  }
  return (
    <>
      {error}
      {children}
    </>
  );
}
