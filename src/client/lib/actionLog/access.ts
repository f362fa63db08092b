import { ROLE_ADMIN, type RoleId } from '@shared/roles';

/** Admins export the action log; in a development build everyone does (docs/requirements.md). */
export function canExportActionLog(roleId: RoleId): boolean {
  return roleId === ROLE_ADMIN || process.env.NODE_ENV !== 'production';
}
