import type { RegisterBody } from '../../../shared/contracts/account';
import { MSG } from '../../../shared/messages';
import { ROLE_CUSTOMER } from '../../../shared/roles';
import { HttpError, badRequest } from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import {
  createUser,
  findConflicts,
  findUserByEmail,
  markVerified,
  type UserRow,
} from '../../repositories/users';
import { claimRequestsByVerifiedEmail } from '../../repositories/projectRequests';
import { iso } from '../../time';
import type { AppContext } from '../../types';
import type { Deferred } from '../afterCommit';
import { registrationAttemptMail, verificationMail } from './accountMail';
import { userCreated } from '../notifications/events';
import { codeContext, issueCode, redeemCode } from './oneTimeCodes';
import { hashPassword } from './passwords';

async function sendPin(ctx: AppContext, user: UserRow): Promise<void> {
  const pin = await issueCode(codeContext(ctx), user.id, 'verify');
  await ctx.mailer.enqueue(verificationMail(user.email, user.name, pin, ctx.appConfig.publicUrl));
}

function userNameTaken(): HttpError {
  return new HttpError(400, MSG.userNameTaken, undefined, [
    { field: 'userName', message: MSG.userNameTaken },
  ]);
}

/**
 * A taken address answers like a new one, so that registration cannot probe for accounts
 * (docs/requirements.md#security); its owner is told instead, and the account stays as it is.
 */
async function warnOwner(ctx: AppContext, email: string): Promise<void> {
  const owner = await findUserByEmail(ctx.db, email);
  if (!owner) return;
  await ctx.mailer.enqueue(registrationAttemptMail(owner.email, owner.name, ctx.appConfig.publicUrl));
}

export async function register(ctx: AppContext & { deferred: Deferred }, body: RegisterBody): Promise<void> {
  if (body.password !== body.confirmPassword) throw badRequest(MSG.passwordsDiffer, 'confirmPassword');
  // A taken user name is refused whatever the address, so that this answer says nothing about it.
  const conflicts = await findConflicts(ctx.db, body.email, body.userName);
  if (conflicts.userName) throw userNameTaken();
  // Hashed on both paths, so that a taken address takes as long as a new one.
  const passwordHash = await hashPassword(body.password);
  if (conflicts.email) return warnOwner(ctx, body.email);
  let user: UserRow | undefined;
  try {
    // The account and its notification in one transaction; pushes after it.
    user = await ctx.deferred.transaction(async (trx) => {
      await createUser(
        trx,
        {
          userName: body.userName.trim(),
          email: body.email,
          name: body.name.trim(),
          surname: body.surname.trim(),
          phoneNumber: body.phoneNumber.trim(),
          passwordHash,
          roleId: ROLE_CUSTOMER,
          emailVerified: false,
        },
        iso(ctx.appConfig.now()),
      );
      const created = await findUserByEmail(trx, body.email);
      if (created) {
        await ctx.notifier.notify(
          userCreated({ id: created.id, userName: created.user_name, email: created.email }),
        );
      }
      return created;
    });
  } catch (error) {
    // Two registrations racing for the same name or address: the loser answers as if it came second.
    if (!isUniqueViolation(error)) throw error;
    if ((await findConflicts(ctx.db, body.email, body.userName)).userName) throw userNameTaken();
    return warnOwner(ctx, body.email);
  }
  if (!user) return;
  await sendPin(ctx, user);
}

export async function verifyEmail(ctx: AppContext, email: string, pin: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.email_verified === 1 || !(await redeemCode(codeContext(ctx), user.id, 'verify', pin))) {
    throw badRequest(MSG.invalidCode, 'pin');
  }
  await markVerified(ctx.db, user.id, iso(ctx.appConfig.now()));
  // The address is now proved: project requests made with it before signing up become this account's.
  await claimRequestsByVerifiedEmail(ctx.db, user.id, user.email);
}

/** Answers the same whether or not the account exists or is already verified. */
export async function resendPin(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && user.email_verified !== 1 && user.is_active === 1) await sendPin(ctx, user);
}
