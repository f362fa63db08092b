import {
  RESET_CODES_PER_WINDOW,
  RESET_FAILURES_PER_WINDOW,
  RESET_THROTTLE_WINDOW_MS,
} from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { HttpError } from '../../errors';
import { clearEvents, countSince, recordEvent } from '../../repositories/accountThrottle';
import { normaliseEmail } from '../../repositories/users';
import { iso } from '../../time';
import type { AppContext } from '../../types';

// A code has 5 tries, but each ForgotPassword brings a new one: without a cap per address, asking
// again and again turns 5 guesses into any number. Both caps count by address, known or not, so
// reaching one reveals nothing about whether an account exists.

function throttleWindow(ctx: AppContext): { now: string; start: string } {
  const now = ctx.appConfig.now();
  return { now: iso(now), start: iso(now - RESET_THROTTLE_WINDOW_MS) };
}

/**
 * Counts a code request and says whether a code may be mailed: false once this hour's codes are
 * used up. Called for unknown addresses too, so that both paths do the same work.
 */
export async function takeResetCode(ctx: AppContext, email: string): Promise<boolean> {
  const address = normaliseEmail(email);
  const { now, start } = throttleWindow(ctx);
  if ((await countSince(ctx.db, address, 'reset-code', start)) >= RESET_CODES_PER_WINDOW) return false;
  await recordEvent(ctx.db, address, 'reset-code', now, start);
  return true;
}

/** Refuses every reset of an address, right code or not, while its wrong tries are at the cap. */
export async function assertResetAllowed(ctx: AppContext, email: string): Promise<void> {
  const { start } = throttleWindow(ctx);
  const failures = await countSince(ctx.db, normaliseEmail(email), 'reset-failure', start);
  if (failures >= RESET_FAILURES_PER_WINDOW) throw new HttpError(429, MSG.resetTooManyAttempts);
}

export async function recordResetFailure(ctx: AppContext, email: string): Promise<void> {
  const { now, start } = throttleWindow(ctx);
  await recordEvent(ctx.db, normaliseEmail(email), 'reset-failure', now, start);
}

/** A successful reset starts the address afresh. */
export async function clearResetFailures(ctx: AppContext, email: string): Promise<void> {
  await clearEvents(ctx.db, normaliseEmail(email), 'reset-failure');
}
