import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../db/types';

export type OutboxRow = Selectable<OutboxTable>;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Queues a mail, due at once. */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail, now: string): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ ...mail, created_at: now, next_attempt_at: now })
    .execute();
}

export async function listMail(db: Kysely<Database>, to?: string): Promise<OutboxRow[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'asc');
  if (to) query = query.where('to', '=', to);
  return query.execute();
}

/** Ids of pending rows that are due and not held by a live lease, oldest first. */
export async function dueMailIds(db: Kysely<Database>, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes a row for `owner` until `leaseUntil`. The conditions are checked again inside the UPDATE,
 * which both engines apply to one row at a time: of two workers racing for a row, one updates it and
 * the other updates nothing. Returns the row when this worker got it.
 */
export async function claimMail(
  db: Kysely<Database>,
  id: number,
  owner: string,
  now: string,
  leaseUntil: string,
): Promise<OutboxRow | undefined> {
  const result = await db
    .updateTable('outbox')
    .set({ lease_owner: owner, lease_until: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return undefined;
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
}

export interface OutboxPurge {
  /** Sent rows sent at or before this instant lose their text and HTML. */
  blankSentBefore: string;
  /** Sent rows sent, and failed rows last tried, at or before this instant are deleted. */
  deleteBefore: string;
}

/** Drops what the outbox no longer needs; pending rows are never touched. */
export async function purgeOutbox(db: Kysely<Database>, purge: OutboxPurge): Promise<void> {
  await db
    .deleteFrom('outbox')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sent'), eb('sent_at', '<=', purge.deleteBefore)]),
        // A failed row is due no more: its next_attempt_at is when its last try was due.
        eb.and([eb('status', '=', 'failed'), eb('next_attempt_at', '<=', purge.deleteBefore)]),
      ]),
    )
    .execute();
  await db
    .updateTable('outbox')
    .set({ text: '', html: '' })
    .where('status', '=', 'sent')
    .where('sent_at', '<=', purge.blankSentBefore)
    .where((eb) => eb.or([eb('text', '<>', ''), eb('html', '<>', '')]))
    .execute();
}

/** The outcome of one try, written only while `owner` still holds the row. */
export type MailOutcome =
  | { status: 'sent'; at: string }
  | { status: 'pending'; attempts: number; nextAttemptAt: string; error: string }
  | { status: 'failed'; attempts: number; error: string };

export async function recordOutcome(
  db: Kysely<Database>,
  id: number,
  owner: string,
  outcome: MailOutcome,
): Promise<void> {
  const released = { lease_owner: null, lease_until: null };
  const changes =
    outcome.status === 'sent'
      ? { ...released, status: 'sent' as const, sent_at: outcome.at, last_error: '' }
      : outcome.status === 'pending'
        ? {
            ...released,
            status: 'pending' as const,
            attempts: outcome.attempts,
            next_attempt_at: outcome.nextAttemptAt,
            last_error: outcome.error,
          }
        : { ...released, status: 'failed' as const, attempts: outcome.attempts, last_error: outcome.error };
  await db.updateTable('outbox').set(changes).where('id', '=', id).where('lease_owner', '=', owner).execute();
}
