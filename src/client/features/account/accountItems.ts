import { ROLE_ADMIN, ROLE_CONSULTANT, ROLE_CUSTOMER, type RoleId } from '@shared/roles';
import type { NavItem } from '@client/components/navItem';

/** The account menu's links for a role (Logout is an action, not a link). */
export function accountItems(roleId: RoleId): NavItem[] {
  const items: NavItem[] = [];
  if (roleId === ROLE_ADMIN || roleId === ROLE_CONSULTANT)
    items.push({ label: 'Dashboard', to: '/dashboard' });
  if (roleId === ROLE_CUSTOMER) items.push({ label: 'My Projects', to: '/projects' });
  items.push({ label: 'My Profile', to: '/profile' });
  return items;
}
