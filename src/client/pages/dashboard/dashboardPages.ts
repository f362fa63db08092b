import type { ComponentType } from 'react';
import type { RoleId } from '@shared/roles';
import SettingsIcon from '@mui/icons-material/Settings';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import ChecklistIcon from '@mui/icons-material/Checklist';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';

/**
 * The nested pages of /dashboard as the navigation shows them. A page appears in the menu of exactly
 * the roles its route admits (docs/requirements.md#roles): the app's route table takes the roles from
 * here and maps each path to its page, so a page is added here and in that map, nowhere else.
 */
export interface DashboardPage {
  /** Relative to /dashboard, e.g. 'services'. */
  path: string;
  label: string;
  roles: readonly RoleId[];
  icon: ComponentType;
  /** Hidden from the navigation (detail pages reached from a list). */
  hidden?: boolean;
}

/** Who may open the dashboard at all. */
export const DASHBOARD_ROLES: readonly RoleId[] = [1, 2];

export const dashboardPages = [
  { path: 'users', label: 'Users', roles: [1], icon: ManageAccountsOutlinedIcon },
  { path: 'roles', label: 'Roles', roles: [1], icon: AdminPanelSettingsOutlinedIcon },
  { path: 'settings', label: 'Settings', roles: [1], icon: SettingsIcon },
  { path: 'project-requests', label: 'Project Requests', roles: [1], icon: RequestQuoteIcon },
  { path: 'notification-statistics', label: 'Notification Statistics', roles: [1], icon: QueryStatsIcon },
  { path: 'services', label: 'Services', roles: [1], icon: DesignServicesIcon },
  { path: 'aboutus', label: 'About Us', roles: [1], icon: InfoOutlinedIcon },
  { path: 'homepage', label: 'Homepage', roles: [1], icon: HomeOutlinedIcon },
  { path: 'consultants', label: 'Consultants', roles: [1, 2], icon: PeopleAltOutlinedIcon },
  { path: 'projects', label: 'Projects', roles: [1, 2], icon: WorkOutlineIcon },
  { path: 'tasks-management', label: 'Tasks Management', roles: [1, 2], icon: ChecklistIcon },
  { path: 'project-tasks', label: 'Project Tasks', roles: [1], icon: AccountTreeOutlinedIcon },
  { path: 'assigned-projects', label: 'Assigned Projects', roles: [2], icon: AssignmentIndOutlinedIcon },
  { path: 'tasks', label: 'My Tasks', roles: [2], icon: TaskAltIcon },
] as const satisfies readonly DashboardPage[];

export type DashboardPath = (typeof dashboardPages)[number]['path'];

/** The pages a role sees in the navigation. */
export const visibleDashboardPages = (roleId: RoleId): readonly DashboardPage[] =>
  (dashboardPages as readonly DashboardPage[]).filter((p) => !p.hidden && p.roles.includes(roleId));
