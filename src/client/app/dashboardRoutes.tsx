import type { ReactElement } from 'react';
import { useRoutes } from 'react-router';
import { lazyWithTimeout } from '@client/components/lazyWithTimeout';
import { RequireAuth } from '@client/features/authentication';
import DashboardLayout from '@client/pages/dashboard/DashboardLayout';
import { DASHBOARD_ROLES, dashboardPages, type DashboardPath } from '@client/pages/dashboard/dashboardPages';
import { FeatureGate } from './FeatureGate';

// The dashboard's route table, in the dashboard's own chunk (the app's table has `dashboard/*`): the
// pages' list (paths, labels, roles) belongs to the dashboard pages; here each path gets its lazily
// loaded page, and the compiler insists that every path has one.

const DashboardHomePage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-dashboard-home" */ '../pages/dashboard/home/DashboardHomePage'),
);

const SettingsPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-dashboard-settings" */ '../pages/dashboard/settings/SettingsPage'),
);
const ProjectRequestsPage = lazyWithTimeout(
  () =>
    import(
      /* webpackChunkName: "page-dashboard-project-requests" */ '../pages/dashboard/projectRequests/ProjectRequestsPage'
    ),
);
const NotificationStatisticsPage = lazyWithTimeout(
  () =>
    import(
      /* webpackChunkName: "page-dashboard-notification-statistics" */ '../pages/dashboard/notificationStatistics/NotificationStatisticsPage'
    ),
);
const ServicesAdminPage = lazyWithTimeout(
  () =>
    import(/* webpackChunkName: "page-dashboard-services" */ '../pages/dashboard/services/ServicesAdminPage'),
);
const AboutUsAdminPage = lazyWithTimeout(
  () =>
    import(/* webpackChunkName: "page-dashboard-about-us" */ '../pages/dashboard/aboutUs/AboutUsAdminPage'),
);
const HomepageAdminPage = lazyWithTimeout(
  () =>
    import(/* webpackChunkName: "page-dashboard-homepage" */ '../pages/dashboard/homepage/HomepageAdminPage'),
);

const ConsultantsAdminPage = lazyWithTimeout(
  () =>
    import(
      /* webpackChunkName: "page-dashboard-consultants" */ '../pages/dashboard/consultants/ConsultantsPage'
    ),
);
const ProjectsAdminPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-dashboard-projects" */ '../pages/dashboard/projects/ProjectsPage'),
);
const TasksManagementPage = lazyWithTimeout(
  () =>
    import(
      /* webpackChunkName: "page-dashboard-tasks-management" */ '../pages/dashboard/tasks/TasksManagementPage'
    ),
);
const ProjectTasksPage = lazyWithTimeout(
  () =>
    import(
      /* webpackChunkName: "page-dashboard-project-tasks" */ '../pages/dashboard/tasks/ProjectTasksPage'
    ),
);
const AssignedProjectsPage = lazyWithTimeout(
  () =>
    import(
      /* webpackChunkName: "page-dashboard-assigned-projects" */ '../pages/dashboard/assignedProjects/AssignedProjectsPage'
    ),
);
const MyTasksPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-dashboard-my-tasks" */ '../pages/dashboard/myTasks/MyTasksPage'),
);
const UsersPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-dashboard-users" */ '../pages/dashboard/users/UsersPage'),
);
const RolesPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-dashboard-roles" */ '../pages/dashboard/roles/RolesPage'),
);
const elements: Record<DashboardPath, ReactElement> = {
  users: <UsersPage />,
  roles: <RolesPage />,
  settings: <SettingsPage />,
  'project-requests': <ProjectRequestsPage />,
  'notification-statistics': <NotificationStatisticsPage />,
  services: <ServicesAdminPage />,
  aboutus: <AboutUsAdminPage />,
  homepage: <HomepageAdminPage />,
  consultants: <ConsultantsAdminPage />,
  projects: <ProjectsAdminPage />,
  'tasks-management': <TasksManagementPage />,
  'project-tasks': <ProjectTasksPage />,
  'assigned-projects': <AssignedProjectsPage />,
  tasks: <MyTasksPage />,
};

const NotFoundPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-not-found" */ '../pages/notFound/NotFoundPage'),
);

/** Every dashboard page with the roles its route admits and the page it shows. */
export const dashboardRoutes = dashboardPages.map(({ path, roles }) => ({
  path,
  roles,
  element: elements[path],
}));

/** The store's lazily joined features the dashboard's pages need (lib/features.ts). */
const DASHBOARD_FEATURES = ['work', 'projectRequests', 'admin', 'notifications'] as const;

const routes = [
  {
    element: (
      <RequireAuth roles={DASHBOARD_ROLES}>
        <FeatureGate features={DASHBOARD_FEATURES}>
          <DashboardLayout />
        </FeatureGate>
      </RequireAuth>
    ),
    children: [
      { index: true, element: <DashboardHomePage /> },
      ...dashboardRoutes.map(({ path, roles, element }) => ({
        path,
        element: <RequireAuth roles={roles}>{element}</RequireAuth>,
      })),
    ],
  },
  // An address under /dashboard that names no page, for anyone, as anywhere else in the app.
  { path: '*', element: <NotFoundPage /> },
];

/** The dashboard below /dashboard: its layout and the page the address names. */
export default function DashboardRoutes() {
  return useRoutes(routes);
}
