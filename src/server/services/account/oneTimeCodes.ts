import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ONE_TIME_CODE_MAX_TRIES, ONE_TIME_CODE_TTL_MS } from '../../../shared/constants';
import type { CodePurpose, Database } from '../../db/types';
import { consumeCode, countAttempt, currentCode, replaceCode } from '../../repositories/oneTimeCodes';
import { iso } from '../../time';
import type { AppContext } from '../../types';

export interface CodeContext {
  db: Kysely<Database>;
  secret: string;
  now: number;
}

export const codeContext = (ctx: AppContext): CodeContext => ({
  db: ctx.db,
  secret: ctx.appConfig.jwtSecret,
  now: ctx.appConfig.now(),
});

// Keyed with the server secret and bound to user and purpose: a leaked table row cannot be
// brute-forced offline over the small 6-digit space, nor replayed for the other purpose.
function codeHash(secret: string, userId: number, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

/** A fresh 6-digit code; older unused codes of the same purpose stop working. */
export async function issueCode(ctx: CodeContext, userId: number, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceCode(
    ctx.db,
    userId,
    purpose,
    codeHash(ctx.secret, userId, purpose, code),
    iso(ctx.now),
    iso(ctx.now + ONE_TIME_CODE_TTL_MS),
  );
  return code;
}

/**
 * True exactly once for the current, unexpired code; a wrong guess uses up one of the tries and
 * after the last try the code is dead even for the right digits.
 */
export async function redeemCode(
  ctx: CodeContext,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const row = await currentCode(ctx.db, userId, purpose);
  if (!row || row.expires_at <= iso(ctx.now) || row.attempts >= ONE_TIME_CODE_MAX_TRIES) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(codeHash(ctx.secret, userId, purpose, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    await countAttempt(ctx.db, row.id);
    return false;
  }
  return consumeCode(ctx.db, row.id, iso(ctx.now));
}
