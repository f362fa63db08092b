// Roles by numeric roleId (docs/requirements.md#roles).
export const ROLE_ADMIN = 1;
export const ROLE_CONSULTANT = 2;
export const ROLE_CUSTOMER = 3;
export const ROLE_OTHER = 4;
export const DEFAULT_ROLE = ROLE_CUSTOMER;

export type RoleId = 1 | 2 | 3 | 4;
export const ALL_ROLES: readonly RoleId[] = [1, 2, 3, 4];
/** Role ids are consecutive, so a schema can bound them. */
export const ROLE_ID_RANGE = { min: ROLE_ADMIN, max: ROLE_OTHER } as const;

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Admin',
  2: 'Consultant',
  3: 'Customer',
  4: 'Other',
};

export function isRoleId(value: unknown): value is RoleId {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** `roles` in responses: the role's name, plus 'Consultant' for roleId 2 (docs/requirements.md#roles). */
export function rolesFor(roleId: RoleId): string[] {
  return roleId === ROLE_CONSULTANT ? ['Consultant'] : [ROLE_NAMES[roleId]];
}

/** A user is a consultant when roleId is 2 or roles includes 2, 'Consultant' or 'SuperUser'. */
export function isConsultantUser(user: { roleId?: unknown; roles?: unknown }): boolean {
  if (Number(user.roleId) === ROLE_CONSULTANT) return true;
  const roles = Array.isArray(user.roles) ? (user.roles as unknown[]) : [];
  return roles.some((r) => r === 2 || r === '2' || r === 'Consultant' || r === 'SuperUser');
}

/** A missing or unknown role counts as the default role 3. */
export function effectiveRole(roleId: unknown): RoleId {
  const n = Number(roleId);
  return isRoleId(n) ? n : DEFAULT_ROLE;
}
