import type {
  CustomerDto,
  CustomerListQuery,
  ManagedUserDto,
  RoleDto,
  UserListQuery,
  UserStatistics,
} from '../../../shared/contracts/users';
import { ROLE_NAMES, effectiveRole, rolesFor } from '../../../shared/roles';
import { notFound } from '../../errors';
import {
  listCustomers,
  listManagedUsers,
  managedQuery,
  rolesWithCounts,
  signUpsByDay,
  userCounts,
  type ManagedRow,
} from '../../repositories/userDirectory';
import { iso } from '../../time';
import type { AppContext } from '../../types';

// Reads of the administration of people (docs/requirements.md#users).

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sign-up chart covers today and the 29 days before. */
const STATISTICS_DAYS = 30;

/** Name and surname joined, else the user name (docs/requirements.md#customers). */
export const fullNameOf = (r: { name: string; surname: string; user_name: string }): string =>
  `${r.name} ${r.surname}`.trim() || r.user_name;

export function toManagedUserDto(r: ManagedRow): ManagedUserDto {
  const roleId = effectiveRole(r.role_id);
  return {
    id: r.id,
    userName: r.user_name,
    email: r.email,
    name: r.name,
    surname: r.surname,
    fullName: fullNameOf(r),
    phoneNumber: r.phone_number,
    photo: r.photo,
    roleId,
    roles: rolesFor(roleId),
    isActive: r.is_active === 1,
    emailVerified: r.email_verified === 1,
    pendingEmail: r.pending_email ?? null,
    consultantId: r.consultant_id ?? null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function toCustomerDto(r: ManagedRow): CustomerDto {
  const fullName = fullNameOf(r);
  return {
    id: r.id,
    value: r.id,
    label: fullName,
    fullName,
    name: r.name,
    surname: r.surname,
    userName: r.user_name,
    email: r.email,
    phoneNumber: r.phone_number,
    isActive: r.is_active === 1,
  };
}

export async function managedUser(ctx: Pick<AppContext, 'db'>, id: number): Promise<ManagedUserDto> {
  const row = await managedQuery(ctx.db).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toManagedUserDto(row);
}

export async function managedUsers(ctx: Pick<AppContext, 'db'>, query: UserListQuery) {
  const { rows, ...page } = await listManagedUsers(ctx.db, query);
  return { data: rows.map(toManagedUserDto), ...page };
}

export async function customers(ctx: Pick<AppContext, 'db'>, query: CustomerListQuery) {
  const { rows, ...page } = await listCustomers(ctx.db, query);
  return { data: rows.map(toCustomerDto), ...page };
}

/** The dashboard's figures: every role, and each of the last 30 days, even those with none. */
export async function userStatistics(ctx: Pick<AppContext, 'db' | 'appConfig'>): Promise<UserStatistics> {
  const today = Date.parse(iso(ctx.appConfig.now()).slice(0, 10));
  const first = today - (STATISTICS_DAYS - 1) * DAY_MS;
  const counts = await userCounts(ctx.db);
  const perDay = await signUpsByDay(ctx.db, iso(first));
  const byDay = Array.from({ length: STATISTICS_DAYS }, (_, i) => {
    const date = iso(first + i * DAY_MS).slice(0, 10);
    return { date, count: perDay.get(date) ?? 0 };
  });
  const byRole = (await rolesWithCounts(ctx.db)).map((r) => {
    const roleId = effectiveRole(r.id);
    return { roleId, roleName: r.name || ROLE_NAMES[roleId], count: r.count };
  });
  return {
    total: counts.total,
    active: counts.active,
    inactive: counts.total - counts.active,
    unverified: counts.unverified,
    byRole,
    byDay,
    newLast30Days: byDay.reduce((sum, d) => sum + d.count, 0),
  };
}

/** The roles with how many users hold each. */
export async function roles(ctx: Pick<AppContext, 'db'>): Promise<RoleDto[]> {
  return (await rolesWithCounts(ctx.db)).map((r) => {
    const id = effectiveRole(r.id);
    return { id, name: r.name || ROLE_NAMES[id], memberCount: r.count };
  });
}
