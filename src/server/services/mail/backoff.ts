/** How the outbox worker paces itself; every field has a default in DEFAULT_OUTBOX_TUNING. */
export interface OutboxTuning {
  /** Tries before a row is marked failed. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each further one… */
  baseDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** How long a claimed row stays with its worker; longer than one SMTP try can take. */
  leaseMs: number;
  /** How often the worker looks for due rows when nothing wakes it. */
  pollMs: number;
  /** Rows claimed per round. */
  batchSize: number;
  /** How long closing the server waits for a send in progress. */
  stopGraceMs: number;
  /**
   * How long a sent mail keeps its text and HTML. They hold PINs and reset codes, so by default they
   * are blanked in the round that sent them.
   */
  sentBodyRetentionMs: number;
  /** How long a sent or failed row is kept, for diagnosis, before it is deleted. */
  retentionMs: number;
}

export const DEFAULT_OUTBOX_TUNING: OutboxTuning = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
  pollMs: 5_000,
  batchSize: 20,
  stopGraceMs: 10_000,
  sentBodyRetentionMs: 0,
  retentionMs: 7 * 24 * 60 * 60_000,
};

/** The wait before try `failures + 1`: base, 2×base, 4×base… capped at the maximum. */
export function retryDelay(
  failures: number,
  tuning: Pick<OutboxTuning, 'baseDelayMs' | 'maxDelayMs'>,
): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(tuning.maxDelayMs, tuning.baseDelayMs * 2 ** exponent);
}
