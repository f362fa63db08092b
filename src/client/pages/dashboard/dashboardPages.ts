import type { RoleId } from '@shared/roles';

/**
 * The nested pages of /dashboard as the navigation shows them (their icons: dashboardIcons.ts, which
 * loads with the dashboard, not with every page). A page appears in the menu of exactly
 * the roles its route admits (docs/requirements.md#roles): the app's route table takes the roles from
 * here and maps each path to its page, so a page is added here and in that map, nowhere else.
 */
export interface DashboardPage {
  /** Relative to /dashboard, e.g. 'services'. */
  path: string;
  label: string;
  roles: readonly RoleId[];
  /** Hidden from the navigation (detail pages reached from a list). */
  hidden?: boolean;
}

/** Who may open the dashboard at all. */
export const DASHBOARD_ROLES: readonly RoleId[] = [1, 2];

export const dashboardPages = [
  { path: 'users', label: 'Users', roles: [1] },
  { path: 'roles', label: 'Roles', roles: [1] },
  { path: 'settings', label: 'Settings', roles: [1] },
  { path: 'project-requests', label: 'Project Requests', roles: [1] },
  { path: 'notification-statistics', label: 'Notification Statistics', roles: [1] },
  { path: 'services', label: 'Services', roles: [1] },
  { path: 'aboutus', label: 'About Us', roles: [1] },
  { path: 'homepage', label: 'Homepage', roles: [1] },
  { path: 'consultants', label: 'Consultants', roles: [1, 2] },
  { path: 'projects', label: 'Projects', roles: [1, 2] },
  { path: 'tasks-management', label: 'Tasks Management', roles: [1, 2] },
  { path: 'project-tasks', label: 'Project Tasks', roles: [1] },
  { path: 'assigned-projects', label: 'Assigned Projects', roles: [2] },
  { path: 'tasks', label: 'My Tasks', roles: [2] },
] as const satisfies readonly DashboardPage[];

export type DashboardPath = (typeof dashboardPages)[number]['path'];

/** The pages a role sees in the navigation. */
export const visibleDashboardPages = (
  roleId: RoleId,
): ReadonlyArray<DashboardPage & { path: DashboardPath }> =>
  (dashboardPages as ReadonlyArray<DashboardPage & { path: DashboardPath }>).filter(
    (p) => !p.hidden && p.roles.includes(roleId),
  );
