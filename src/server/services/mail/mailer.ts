import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { enqueueMail, type OutgoingMail } from '../../repositories/outbox';
import { iso } from '../../time';
import type { OutboxTuning } from './backoff';
import { createOutboxWorker, type OutboxWorker } from './outboxWorker';
import type { MailTransport } from './transport';

/** Every mail of the app (account codes, notifications, digests) goes through here. */
export interface Mailer {
  /**
   * Stores the mail in the outbox and returns: the worker sends it, with retries. A caller never
   * waits for the mail server, so a slow or failing one cannot slow or fail the caller's write.
   */
  enqueue(mail: OutgoingMail): Promise<void>;
  readonly worker: OutboxWorker;
  /** Stops the worker (waiting briefly for a send in progress) and closes the transport. */
  close(): Promise<void>;
}

export interface MailerDeps {
  db: Kysely<Database>;
  transport: MailTransport;
  log: FastifyBaseLogger;
  now: () => number;
  tuning?: Partial<OutboxTuning>;
}

export function createMailer({ db, transport, log, now, tuning }: MailerDeps): Mailer {
  const worker = createOutboxWorker({ db, transport, log, now, tuning });
  return {
    async enqueue(mail) {
      await enqueueMail(db, mail, iso(now()));
      worker.wake();
    },
    worker,
    async close() {
      await worker.stop();
      transport.close();
    },
  };
}
