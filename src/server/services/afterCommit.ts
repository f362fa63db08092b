import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';

// A write answers first (docs/decisions/036-project-room.md): it stores its change and the
// notification rows the change raises in one transaction; the hub pushes, the live project room and
// the mail go out once that transaction has committed, after the answer, in commit order.

type Job = () => Promise<void>;

interface OpenWrite {
  trx: Transaction<Database>;
  jobs: Job[];
}

export interface Deferred {
  /**
   * Runs `write` in one transaction. Events raised inside it store their rows in it; what they hand
   * to `later` runs only once it has committed, and not at all when it rolls back.
   */
  transaction<T>(write: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** The transaction open around the caller, if any: where an event raised now stores its rows. */
  openTransaction(): Transaction<Database> | undefined;
  /**
   * Runs `job` after the transaction open around the caller commits, or, outside one, after the
   * current request has answered; jobs run one at a time, in the order they were handed over.
   */
  later(job: Job): void;
  /** Resolves once every job handed over so far has run (tests, shutdown). */
  idle(): Promise<void>;
}

export function createDeferred(db: Kysely<Database>, log: FastifyBaseLogger): Deferred {
  const open = new AsyncLocalStorage<OpenWrite>();
  let tail: Promise<void> = Promise.resolve();
  const queue = (jobs: readonly Job[]) => {
    if (jobs.length === 0) return;
    // setImmediate: after the answer has been written, not between the write and its answer.
    tail = tail
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(async () => {
        for (const job of jobs) {
          try {
            await job();
          } catch (err) {
            log.error({ err }, 'work after a write failed');
          }
        }
      });
  };
  return {
    async transaction(write) {
      const outer = open.getStore();
      // Nested: part of the write already open, whose commit releases the jobs.
      if (outer) return write(outer.trx);
      const jobs: Job[] = [];
      const result = await db.transaction().execute((trx) => open.run({ trx, jobs }, () => write(trx)));
      queue(jobs);
      return result;
    },
    openTransaction: () => open.getStore()?.trx,
    later(job) {
      const current = open.getStore();
      if (current) current.jobs.push(job);
      else queue([job]);
    },
    idle: () => tail,
  };
}

/** The context `ctx` with its database calls going to `trx`: reads inside a write see the write. */
export function within<C extends { db: unknown }>(ctx: C, trx: Transaction<Database>): C {
  return Object.create(ctx, { db: { value: trx, enumerable: true } }) as C;
}
