import type { ResetPasswordBody } from '../../../shared/contracts/account';
import { MSG } from '../../../shared/messages';
import { badRequest } from '../../errors';
import { clearFailures } from '../../repositories/loginFailures';
import { findUserByEmail, setPassword } from '../../repositories/users';
import { iso } from '../../time';
import type { AppContext } from '../../types';
import { resetMail } from './accountMail';
import { codeContext, issueCode, redeemCode } from './oneTimeCodes';
import { hashPassword } from './passwords';
import { endSessions, type HubContext } from './sessions';
import { assertResetAllowed, clearResetFailures, recordResetFailure, takeResetCode } from './resetThrottle';

/** Answers the same whether or not the account exists. */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  // Counted for every address, known or not, so that both paths do the same work.
  if (!(await takeResetCode(ctx, email))) return;
  if (!user || user.is_active !== 1) return;
  const code = await issueCode(codeContext(ctx), user.id, 'reset');
  await ctx.mailer.enqueue(resetMail(user.email, user.name, code, ctx.appConfig.publicUrl));
}

export async function resetPassword(ctx: AppContext & HubContext, body: ResetPasswordBody): Promise<void> {
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
    throw badRequest(MSG.passwordsDiffer, 'confirmPassword');
  }
  await assertResetAllowed(ctx, body.email);
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user || !(await redeemCode(codeContext(ctx), user.id, 'reset', body.code))) {
    await recordResetFailure(ctx, body.email);
    throw badRequest(MSG.invalidCode, 'code');
  }
  await setPassword(ctx.db, user.id, await hashPassword(body.password), iso(ctx.appConfig.now()));
  // Whoever held the old password may hold a token too: every session from before ends here.
  await endSessions(ctx, user.id);
  // A reset is the way out of a lockout too.
  await clearFailures(ctx.db, user.email);
  await clearResetFailures(ctx, user.email);
}
