import type { UserDto } from '../../../shared/contracts/account';
import { MSG } from '../../../shared/messages';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, notFound } from '../../errors';
import { claimRequestsByVerifiedEmail } from '../../repositories/projectRequests';
import {
  findConflicts,
  findUserById,
  normaliseEmail,
  setPendingEmail,
  switchToPendingEmail,
  type UserRow,
} from '../../repositories/users';
import { iso } from '../../time';
import type { AppContext } from '../../types';
import type { Deferred } from '../afterCommit';
import { emailChangeCodeMail, emailChangeRequestedMail, emailChangedMail } from './emailChangeMail';
import { userUpdated } from '../notifications/events';
import { codeContext, issueCode, redeemCode } from './oneTimeCodes';
import { toUserDto } from './userDto';

// An address is proved before it counts: it becomes the account's sign-in and the key that links
// project requests to accounts, so switching at once let anyone claim someone else's requests
// (docs/requirements.md#profile).

/**
 * Records the new address as pending and mails a PIN to it; the account keeps its current address,
 * whose owner is told. A new request replaces any earlier one and its PIN.
 */
export async function requestEmailChange(ctx: AppContext, user: UserRow, newEmail: string): Promise<void> {
  const email = normaliseEmail(newEmail);
  await setPendingEmail(ctx.db, user.id, email, iso(ctx.appConfig.now()));
  const pin = await issueCode(codeContext(ctx), user.id, 'email-change');
  const { publicUrl } = ctx.appConfig;
  await ctx.mailer.enqueue(emailChangeCodeMail(email, user.name, pin, publicUrl));
  await ctx.mailer.enqueue(emailChangeRequestedMail(user.email, user.name, email, publicUrl));
}

/** Switches to the pending address once its PIN is right (one use, 10 minutes, 5 tries). */
export async function confirmEmailChange(
  ctx: AppContext & { deferred: Deferred },
  userId: number,
  code: string,
): Promise<UserDto> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound();
  const next = user.pending_email;
  if (!next || !(await redeemCode(codeContext(ctx), userId, 'email-change', code))) {
    throw badRequest(MSG.invalidCode, 'code');
  }
  const now = iso(ctx.appConfig.now());
  // Another account may have taken the address since the request: it stays theirs.
  const taken = async () => {
    await setPendingEmail(ctx.db, userId, null, now);
    return badRequest(MSG.emailTaken, 'email');
  };
  if ((await findConflicts(ctx.db, next, '', userId)).email) throw await taken();
  let changed: UserRow;
  try {
    // The switch, the requests it links and its notification in one transaction; pushes after it.
    changed = await ctx.deferred.transaction(async (trx) => {
      if (!(await switchToPendingEmail(trx, userId, next, now))) throw badRequest(MSG.invalidCode, 'code');
      await claimRequestsByVerifiedEmail(trx, userId, next);
      const row = (await findUserById(trx, userId))!;
      await ctx.notifier.notify(userUpdated({ id: userId, userName: row.user_name, email: row.email }));
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await taken();
    throw error;
  }
  await ctx.mailer.enqueue(emailChangedMail(user.email, user.name, next, ctx.appConfig.publicUrl));
  return toUserDto(ctx.db, changed);
}
