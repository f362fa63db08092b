import type { Kysely } from 'kysely';
import type { Database, ThrottledAction } from '../db/types';

// Keyed by the normalised e-mail whether or not an account exists, like the login failures, so
// that a limit reached answers the same for every address.

export async function countSince(
  db: Kysely<Database>,
  email: string,
  action: ThrottledAction,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('account_throttle')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('email', '=', email)
    .where('action', '=', action)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counts one event and forgets every event that has left the window. */
export async function recordEvent(
  db: Kysely<Database>,
  email: string,
  action: ThrottledAction,
  now: string,
  windowStart: string,
): Promise<void> {
  await db.deleteFrom('account_throttle').where('created_at', '<=', windowStart).execute();
  await db.insertInto('account_throttle').values({ email, action, created_at: now }).execute();
}

export async function clearEvents(
  db: Kysely<Database>,
  email: string,
  action: ThrottledAction,
): Promise<void> {
  await db.deleteFrom('account_throttle').where('email', '=', email).where('action', '=', action).execute();
}
