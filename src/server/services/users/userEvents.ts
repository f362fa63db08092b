import type { ManagedUserDto } from '../../../shared/contracts/users';
import { ROLE_NAMES, effectiveRole } from '../../../shared/roles';
import { raise, type ContentContext } from '../contentEvents';

// The events of the users and roles families (docs/requirements.md#notification-families): the
// administrators hear of each; the user hears of their own role and status changes, but not of
// their own deletion (docs/requirements.md#users).

type Who = Pick<ManagedUserDto, 'id' | 'userName' | 'email' | 'fullName' | 'roleId'>;

const roleName = (roleId: number): string => ROLE_NAMES[effectiveRole(roleId)] ?? 'Unknown Role';

const userData = (u: Who, extra: Record<string, unknown> = {}) => ({
  userId: u.id,
  userName: u.userName,
  email: u.email,
  name: u.fullName,
  role: roleName(u.roleId),
  ...extra,
});

export async function userCreatedByAdmin(ctx: ContentContext, u: Who, invited: boolean): Promise<void> {
  await raise(ctx, {
    family: 'users',
    type: 'user_created',
    title: 'User created',
    message: `${u.fullName} (${u.email}) was given an account as ${roleName(u.roleId)}${invited ? ' and invited to choose a password' : ''}.`,
    data: userData(u, { invited }),
  });
}

export async function userUpdatedByAdmin(ctx: ContentContext, u: Who): Promise<void> {
  await raise(ctx, {
    family: 'users',
    type: 'user_updated',
    title: 'User updated',
    message: `The account of ${u.fullName} was updated.`,
    data: userData(u),
  });
}

export async function userDeleted(ctx: ContentContext, u: Who): Promise<void> {
  await raise(ctx, {
    family: 'users',
    type: 'user_deleted',
    title: 'User deleted',
    message: `The account of ${u.fullName} (${u.email}) was deleted.`,
    data: userData(u),
  });
}

export async function userStatusChanged(ctx: ContentContext, u: Who, isActive: boolean): Promise<void> {
  const status = isActive ? 'Active' : 'Inactive';
  await raise(ctx, {
    family: 'users',
    type: 'user_status_changed',
    title: isActive ? 'Account activated' : 'Account deactivated',
    message: `The account of ${u.fullName} was ${isActive ? 'activated' : 'deactivated'}.`,
    data: userData(u, { status, isActive }),
    toUserIds: [u.id],
  });
}

/** A new role; back to the default role 3 counts as the former role removed. */
export async function roleChanged(ctx: ContentContext, u: Who, formerRoleId: number): Promise<void> {
  const removed = effectiveRole(u.roleId) === 3;
  const former = roleName(formerRoleId);
  await raise(ctx, {
    family: 'roles',
    type: removed ? 'role_removed' : 'role_assigned',
    title: removed ? 'Role removed' : 'Role assigned',
    message: removed
      ? `${u.fullName} is no longer ${former} and is a Customer again.`
      : `${u.fullName} is now ${roleName(u.roleId)} (was ${former}).`,
    data: userData(u, { roleId: u.roleId, formerRole: former }),
    toUserIds: [u.id],
  });
}
