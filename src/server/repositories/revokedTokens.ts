import type { CompiledQuery, Kysely } from 'kysely';
import { directRead } from '../db/directReads';
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

type HolderRow = Omit<TokenHolder, 'revoked'> & { revoked: number | boolean };

/** The token check's query, built and compiled once per database; its parameters are the token id, then the user. */
const compiled = new WeakMap<Kysely<Database>, CompiledQuery<HolderRow>>();

function holderQuery(db: Kysely<Database>): CompiledQuery<HolderRow> {
  let query = compiled.get(db);
  if (!query) {
    query = db
      .selectFrom('users as u')
      .select(['u.id', 'u.role_id', 'u.is_active', 'u.token_version'])
      .select((eb) =>
        eb.exists(eb.selectFrom('revoked_tokens as r').select('r.jti').where('r.jti', '=', '')).as('revoked'),
      )
      .where('u.id', '=', 0)
      .compile();
    compiled.set(db, query);
  }
  return query;
}

/**
 * The user a token names and whether the token itself was revoked, in one query: every signed-in
 * request asks this (through services/account/tokenHolders.ts), so it is compiled once and run as a
 * prepared statement (db/directReads.ts).
 */
export async function readTokenHolder(
  db: Kysely<Database>,
  userId: number,
  jti: string,
): Promise<TokenHolder | undefined> {
  const [row] = await directRead(db, holderQuery(db), [jti, userId]);
  // SQLite answers exists() with 0 or 1, PostgreSQL with a boolean.
  return row && { ...row, revoked: Boolean(Number(row.revoked)) };
}
