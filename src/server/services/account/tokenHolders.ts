import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { contentVersion } from '../../repositories/contentVersions';
import { readTokenHolder, type TokenHolder } from '../../repositories/revokedTokens';
import { keptRead, type KeptKind } from '../keptReads';

/** Tokens whose holder a process keeps, least recently used out. */
export const KEPT_TOKEN_HOLDERS: KeptKind = { name: 'tokenHolders', capacity: 4096 };

/**
 * The user a token names and whether the token was revoked. A holder is kept under the
 * `tokenHolders` counter (migration 016), which every role change, deactivation, password reset,
 * deletion and revocation raises: the check then runs no query of its own until one of them happens
 * (docs/decisions/029-version-mirror.md).
 */
export function findTokenHolder(
  db: Kysely<Database>,
  userId: number,
  jti: string,
): Promise<TokenHolder | undefined> {
  return keptRead(
    db,
    KEPT_TOKEN_HOLDERS,
    `${userId}\t${jti}`,
    () => contentVersion(db, 'tokenHolders'),
    () => readTokenHolder(db, userId, jti),
  );
}
