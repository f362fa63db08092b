import type { RegisterBody } from '../../shared/contracts/account';
import { MSG } from '../../shared/messages';
import { ROLE_CUSTOMER } from '../../shared/roles';
import { HttpError, badRequest } from '../errors';
import { isUniqueViolation } from '../db/errors';
import {
  createUser,
  findConflicts,
  findUserByEmail,
  markVerified,
  type UserRow,
} from '../repositories/users';
import { iso } from '../time';
import type { AppContext } from '../types';
import { verificationMail } from './accountMail';
import { userCreated } from './notifications/events';
import { codeContext, issueCode, redeemCode } from './oneTimeCodes';
import { hashPassword } from './passwords';

async function sendPin(ctx: AppContext, user: UserRow): Promise<void> {
  const pin = await issueCode(codeContext(ctx), user.id, 'verify');
  await ctx.mailer.enqueue(verificationMail(user.email, user.name, pin, ctx.appConfig.publicUrl));
}

function conflictError(conflicts: { email: boolean; userName: boolean }): HttpError | null {
  const errors = [
    ...(conflicts.email ? [{ field: 'email', message: MSG.emailTaken }] : []),
    ...(conflicts.userName ? [{ field: 'userName', message: MSG.userNameTaken }] : []),
  ];
  return errors.length ? new HttpError(400, errors[0].message, undefined, errors) : null;
}

export async function register(ctx: AppContext, body: RegisterBody): Promise<void> {
  if (body.password !== body.confirmPassword) throw badRequest(MSG.passwordsDiffer, 'confirmPassword');
  const conflict = conflictError(await findConflicts(ctx.db, body.email, body.userName));
  if (conflict) throw conflict;
  const passwordHash = await hashPassword(body.password);
  try {
    await createUser(
      ctx.db,
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
  } catch (error) {
    // Two registrations racing for the same name: the loser gets the same answer as a plain duplicate.
    if (!isUniqueViolation(error)) throw error;
    throw (
      conflictError(await findConflicts(ctx.db, body.email, body.userName)) ??
      badRequest(MSG.emailTaken, 'email')
    );
  }
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user) return;
  await sendPin(ctx, user);
  await ctx.notifier.notify(userCreated({ id: user.id, userName: user.user_name, email: user.email }));
}

export async function verifyEmail(ctx: AppContext, email: string, pin: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.email_verified === 1 || !(await redeemCode(codeContext(ctx), user.id, 'verify', pin))) {
    throw badRequest(MSG.invalidCode, 'pin');
  }
  await markVerified(ctx.db, user.id, iso(ctx.appConfig.now()));
}

/** Answers the same whether or not the account exists or is already verified. */
export async function resendPin(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && user.email_verified !== 1 && user.is_active === 1) await sendPin(ctx, user);
}
