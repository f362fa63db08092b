import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export async function revokeToken(
  db: Kysely<Database>,
  jti: string,
  expiresAt: string,
  now: string,
): Promise<void> {
  // A revoked token stops mattering once it has expired anyway, so old entries are dropped here.
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

export async function isRevoked(db: Kysely<Database>, jti: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst();
  return row !== undefined;
}
