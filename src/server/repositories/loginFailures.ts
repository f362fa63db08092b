import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

// Keyed by the normalised e-mail whether or not an account exists, so that an unknown address
// counts, locks and answers exactly like a known one.

export async function lockedUntil(db: Kysely<Database>, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/**
 * Counts one failure; at `max` the address is locked until `lockUntil` and the count starts over.
 * Returns whether this failure locked it.
 */
export async function recordFailure(
  db: Kysely<Database>,
  email: string,
  max: number,
  now: string,
  lockUntil: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('login_failures')
      .select(['count'])
      .where('email', '=', email)
      .executeTakeFirst();
    const count = (row?.count ?? 0) + 1;
    const locks = count >= max;
    const values = { count: locks ? 0 : count, locked_until: locks ? lockUntil : null, updated_at: now };
    await trx
      .insertInto('login_failures')
      .values({ email, ...values })
      .onConflict((oc) => oc.column('email').doUpdateSet(values))
      .execute();
    return locks;
  });
}

export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
