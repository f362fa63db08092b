import { randomBytes } from 'node:crypto';
import type { ManagedUserDto, UserCreateBody, UserUpdateBody } from '../../../shared/contracts/users';
import { MSG } from '../../../shared/messages';
import { ROLE_CUSTOMER, effectiveRole } from '../../../shared/roles';
import { isUniqueViolation } from '../../db/errors';
import type { DbEngine } from '../../db/types';
import { HttpError, notFound, type FieldError } from '../../errors';
import {
  adminUpdateUser,
  createUser,
  findConflicts,
  findUserById,
  normaliseEmail,
  setPendingEmail,
  type UserRow,
} from '../../repositories/users';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import { invitationMail } from '../account/accountMail';
import type { ConsultantContext } from '../consultants/consultantAccess';
import { emailChangedMail } from '../account/emailChangeMail';
import { fullNameOf, managedUser } from './managedUsers';
import { codeContext, issueCode } from '../account/oneTimeCodes';
import { hashPassword } from '../account/passwords';
import { accessChanged, endSessions } from '../account/sessions';
import { roleChanged, userCreatedByAdmin, userStatusChanged, userUpdatedByAdmin } from './userEvents';
import { announceProfile, followRole, isActiveAdmin, keepOneAdmin } from './userRoles';
import { userDisplayName } from '../projects/projectAudience';

// Administrators create and change accounts (docs/requirements.md#users); deleting is in userDeletion.ts.

export type AdminContext = ConsultantContext & { dbEngine: DbEngine };

/** A taken user name or address answers 400 with one error per field, as registration's texts say. */
async function assertFree(ctx: AdminContext, email: string, userName: string, exceptId = 0): Promise<void> {
  const taken = await findConflicts(ctx.db, email, userName, exceptId);
  const errors: FieldError[] = [
    ...(taken.userName ? [{ field: 'userName', message: MSG.userNameTaken }] : []),
    ...(taken.email ? [{ field: 'email', message: MSG.emailTaken }] : []),
  ];
  if (errors.length > 0) throw new HttpError(400, errors[0].message, undefined, errors);
}

/** A write that lost a race for a name or address answers as if it came second. */
async function unlessTaken<T>(
  ctx: AdminContext,
  body: { email: string; userName: string },
  id: number,
  work: () => Promise<T>,
) {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await assertFree(ctx, body.email, body.userName, id);
    throw error;
  }
}

/**
 * A new account with a role. With a password it is verified and ready; without one the user is
 * mailed a password-reset code and sets their own password, which also proves the address.
 */
export async function createManagedUser(
  ctx: AdminContext,
  admin: AuthUser,
  body: UserCreateBody,
): Promise<ManagedUserDto> {
  await assertFree(ctx, body.email, body.userName);
  const invited = body.password === undefined;
  // Nobody knows an invited user's first password: it only keeps the column filled.
  const passwordHash = await hashPassword(body.password ?? randomBytes(32).toString('base64url'));
  const adminName = await userDisplayName(ctx.db, admin.id);
  const now = iso(ctx.appConfig.now());
  const fields = {
    userName: body.userName.trim(),
    email: body.email,
    name: body.name.trim(),
    surname: body.surname.trim(),
    phoneNumber: body.phoneNumber?.trim() ?? '',
  };
  // The account, its consultant profile and their notifications in one transaction; pushes after it.
  const { id, user } = await unlessTaken(ctx, body, 0, () =>
    ctx.deferred.transaction(async (trx) => {
      const newId = await createUser(
        trx,
        { ...fields, passwordHash, roleId: body.roleId, emailVerified: !invited },
        now,
      );
      const change = { userId: newId, fullName: fullNameOf({ ...fields, user_name: fields.userName }) };
      const made = await followRole(
        trx,
        { ...change, from: ROLE_CUSTOMER, to: body.roleId },
        { id: admin.id, name: adminName },
        now,
      );
      const tx = within(ctx, trx);
      const created = await managedUser(tx, newId);
      await userCreatedByAdmin(tx, created, invited);
      await announceProfile(tx, admin, made);
      return { id: newId, user: created };
    }),
  );
  if (invited) {
    const code = await issueCode(codeContext(ctx), id, 'reset');
    const email = normaliseEmail(body.email);
    await ctx.mailer.enqueue(
      invitationMail(email, fields.name, fields.userName, code, ctx.appConfig.publicUrl),
    );
  }
  return user;
}

async function userOr404(ctx: AdminContext, id: number): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound();
  return user;
}

/**
 * Changes an account's details, role and state. The last active administrator keeps role 1 and
 * stays active, and nobody deactivates themselves. A role change reaches the user's next request
 * and reconnects their live sockets; a deactivation ends their sessions at once.
 */
export async function changeManagedUser(
  ctx: AdminContext,
  admin: AuthUser,
  id: number,
  body: UserUpdateBody,
): Promise<ManagedUserDto> {
  const before = await userOr404(ctx, id);
  await assertFree(ctx, body.email, body.userName, id);
  const formerRole = effectiveRole(before.role_id);
  const roleMoved = body.roleId !== formerRole;
  const deactivating = body.isActive === false && before.is_active === 1;
  const activating = body.isActive === true && before.is_active !== 1;
  if (deactivating && id === admin.id) throw new HttpError(409, MSG.cannotDeactivateSelf);
  const fields = {
    userName: body.userName.trim(),
    email: normaliseEmail(body.email),
    name: body.name.trim(),
    surname: body.surname.trim(),
    phoneNumber: body.phoneNumber?.trim() ?? before.phone_number,
  };
  const detailsChanged =
    fields.userName !== before.user_name ||
    fields.email !== before.email ||
    fields.name !== before.name ||
    fields.surname !== before.surname ||
    fields.phoneNumber !== before.phone_number;
  const adminName = await userDisplayName(ctx.db, admin.id);
  const now = iso(ctx.appConfig.now());
  // The change, its consultant profile and their notifications in one transaction; pushes after it.
  await unlessTaken(ctx, body, id, () =>
    ctx.deferred.transaction(async (trx) => {
      if (isActiveAdmin(before) && (roleMoved || deactivating)) await keepOneAdmin(trx, ctx.dbEngine, id);
      await adminUpdateUser(trx, id, { ...fields, roleId: body.roleId, isActive: body.isActive }, now);
      // The address an administrator sets replaces one that was waiting for its PIN.
      if (fields.email !== before.email) await setPendingEmail(trx, id, null, now);
      const change = { userId: id, fullName: fullNameOf({ ...fields, user_name: fields.userName }) };
      const profile = roleMoved
        ? await followRole(
            trx,
            { ...change, from: formerRole, to: body.roleId },
            { id: admin.id, name: adminName },
            now,
          )
        : null;
      const tx = within(ctx, trx);
      const user = await managedUser(tx, id);
      if (detailsChanged) await userUpdatedByAdmin(tx, user);
      if (roleMoved) await roleChanged(tx, user, formerRole);
      if (deactivating || activating) await userStatusChanged(tx, user, user.isActive);
      await announceProfile(tx, admin, profile);
    }),
  );
  if (deactivating) await endSessions(ctx, id);
  else if (roleMoved) await accessChanged(ctx, id);
  if (fields.email !== before.email) {
    await ctx.mailer.enqueue(
      emailChangedMail(before.email, before.name, fields.email, ctx.appConfig.publicUrl),
    );
  }
  // Read again: ending the sessions stamps the row.
  return managedUser(ctx, id);
}

/** Only the role changes (the roles calls); the rest of the account stays as it is. */
export async function setRole(ctx: AdminContext, admin: AuthUser, userId: number, roleId: number) {
  const user = await userOr404(ctx, userId);
  return changeManagedUser(ctx, admin, userId, {
    userName: user.user_name,
    email: user.email,
    name: user.name,
    surname: user.surname,
    roleId: effectiveRole(roleId),
  });
}
