import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import {
  claimMail,
  dueMailIds,
  purgeOutbox,
  recordOutcome,
  type MailOutcome,
  type OutboxRow,
} from '../../repositories/outbox';
import { iso } from '../../time';
import { DEFAULT_OUTBOX_TUNING, retryDelay, type OutboxTuning } from './backoff';
import type { MailTransport } from './transport';

export interface OutboxWorkerDeps {
  db: Kysely<Database>;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Milliseconds since the epoch; injected so that tests move time for backoff and leases. */
  now: () => number;
  tuning?: Partial<OutboxTuning>;
  /** Names this worker's leases; unique per process unless given. */
  owner?: string;
}

export interface OutboxWorker {
  /** Polls every `pollMs` until stopped; the timer never keeps the process alive. */
  start(): void;
  /** Asks for a round soon: a mail was just queued by this process. */
  wake(): void;
  /** Sends every row due now; resolves with how many rows this worker tried. Rounds never overlap. */
  runOnce(): Promise<number>;
  /** Stops polling and waits (at most `stopGraceMs`) for the round in progress. */
  stop(): Promise<void>;
}

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 500);

// Bounds one round, so that a flood of due rows still lets the event loop breathe between rounds.
const MAX_BATCHES_PER_ROUND = 10;

export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { db, transport, log, now } = deps;
  const tuning: OutboxTuning = { ...DEFAULT_OUTBOX_TUNING, ...deps.tuning };
  const owner = deps.owner ?? randomUUID();
  let rounds: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let wakeQueued = false;
  let stopped = false;

  function outcomeOf(row: OutboxRow, error: unknown, at: number): MailOutcome {
    const attempts = row.attempts + 1;
    if (error === undefined) return { status: 'sent', at: iso(at) };
    if (attempts >= tuning.maxAttempts) return { status: 'failed', attempts, error: errorText(error) };
    const nextAttemptAt = iso(at + retryDelay(attempts, tuning));
    return { status: 'pending', attempts, nextAttemptAt, error: errorText(error) };
  }

  async function attempt(row: OutboxRow): Promise<void> {
    let error: unknown;
    try {
      await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
    } catch (err) {
      error = err ?? new Error('mail not accepted');
    }
    const outcome = outcomeOf(row, error, now());
    await recordOutcome(db, row.id, owner, outcome);
    if (outcome.status === 'pending') {
      log.warn(
        { err: error, mailId: row.id, attempts: outcome.attempts },
        'mail delivery failed; will retry',
      );
    } else if (outcome.status === 'failed') {
      log.error({ err: error, mailId: row.id, attempts: outcome.attempts }, 'mail delivery failed for good');
    }
  }

  // Sent mail loses its text at once (it holds codes); sent and failed rows go after the retention time.
  async function purge(): Promise<void> {
    const at = now();
    await purgeOutbox(db, {
      blankSentBefore: iso(at - tuning.sentBodyRetentionMs),
      deleteBefore: iso(at - tuning.retentionMs),
    });
  }

  async function round(): Promise<number> {
    let tried = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_ROUND && !stopped; batch += 1) {
      const at = now();
      const ids = await dueMailIds(db, iso(at), tuning.batchSize);
      if (ids.length === 0) break;
      for (const id of ids) {
        if (stopped) break;
        const claimedAt = now();
        const row = await claimMail(db, id, owner, iso(claimedAt), iso(claimedAt + tuning.leaseMs));
        if (!row) continue; // Another worker has it.
        await attempt(row);
        tried += 1;
      }
    }
    if (!stopped) await purge();
    return tried;
  }

  function runOnce(): Promise<number> {
    const run = rounds.then(round);
    rounds = run.catch(() => undefined);
    return run;
  }

  function runLogged(): Promise<void> {
    return runOnce().then(
      () => undefined,
      (err: unknown) => log.error({ err }, 'mail outbox round failed'),
    );
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void runLogged().then(schedule);
    }, tuning.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (timer || stopped) return;
      schedule();
      void runLogged();
    },
    wake() {
      if (stopped || wakeQueued) return;
      wakeQueued = true;
      setImmediate(() => {
        wakeQueued = false;
        if (!stopped) void runLogged();
      });
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let grace: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        grace = setTimeout(resolve, tuning.stopGraceMs);
        grace.unref();
      });
      await Promise.race([rounds, waited]);
      clearTimeout(grace);
    },
  };
}
