import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../db/types';

export type OutboxRow = Selectable<OutboxTable>;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function storeMail(db: Kysely<Database>, mail: OutgoingMail, now: string) {
  await db
    .insertInto('outbox')
    .values({ ...mail, created_at: now })
    .execute();
}

export async function listMail(db: Kysely<Database>, to?: string): Promise<OutboxRow[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'asc');
  if (to) query = query.where('to', '=', to);
  return query.execute();
}
