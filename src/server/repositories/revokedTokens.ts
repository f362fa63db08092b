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

/** What checking a token needs of its user, with whether the token was revoked. */
export interface TokenHolder {
  id: number;
  role_id: number;
  is_active: number;
  token_version: number;
  revoked: boolean;
}

/**
 * The user a token names and whether the token itself was revoked, in one query: every signed-in
 * request asks this.
 */
export async function findTokenHolder(
  db: Kysely<Database>,
  userId: number,
  jti: string,
): Promise<TokenHolder | undefined> {
  const row = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.role_id', 'u.is_active', 'u.token_version'])
    .select((eb) =>
      eb.exists(eb.selectFrom('revoked_tokens as r').select('r.jti').where('r.jti', '=', jti)).as('revoked'),
    )
    .where('u.id', '=', userId)
    .executeTakeFirst();
  // SQLite answers exists() with 0 or 1, PostgreSQL with a boolean.
  return row && { ...row, revoked: Boolean(Number(row.revoked)) };
}
