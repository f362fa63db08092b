import type { GenericAbortSignal } from 'axios';
import { errorStatus, isAxiosError, retryAfterSeconds } from './client';

// When a failed call is sent again (docs/requirements.md#errors-global). Only reads are: a read that
// got no answer at all (the network, status 0) or a 502, 503 or 504 from a proxy or a server that is
// starting or stopping. A write (POST, PUT, PATCH, DELETE) is never sent again by itself, so it can
// never reach the server twice; its failure is shown and the user decides.

/** The waits before the first, second and third retry of a read; then it fails. */
export const READ_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];

/**
 * A 503's `Retry-After` is waited for, when longer than the back-off, if it is at most this long; a
 * longer one fails the read at once.
 */
export const RETRY_AFTER_CAP_MS = 5000;

const READ_METHODS = new Set(['get', 'head']);
const RETRIED_STATUSES = new Set([0, 502, 503, 504]);

/** What a retried call's config carries: how many retries it has had. */
export interface RetriedConfig {
  method?: string;
  readRetries?: number;
}

/**
 * How long to wait before sending `config` again after `error`, or null to let the call fail: not a
 * read, a status that another try will not change, a cancelled call, or no retries left.
 */
export function readRetryDelay(error: unknown, config: RetriedConfig | undefined): number | null {
  if (!config || !isAxiosError(error) || error.code === 'ERR_CANCELED') return null;
  if (!READ_METHODS.has((config.method ?? 'get').toLowerCase())) return null;
  const status = errorStatus(error);
  if (!RETRIED_STATUSES.has(status)) return null;
  const delay = READ_RETRY_DELAYS_MS[config.readRetries ?? 0];
  if (delay === undefined) return null;
  if (status !== 503) return delay;
  const asked = retryAfterSeconds(error);
  if (asked === null) return delay;
  // Never sooner than the server asks, nor sooner than the back-off.
  return asked * 1000 <= RETRY_AFTER_CAP_MS ? Math.max(delay, asked * 1000) : null;
}

/** Resolves after `ms`, or at once when the call is cancelled meanwhile (it then fails as cancelled). */
export function retryWait(ms: number, signal?: GenericAbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener?.('abort', done);
      resolve();
    }
    signal?.addEventListener?.('abort', done);
  });
}
