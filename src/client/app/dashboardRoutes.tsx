import type { ReactElement } from 'react';
import { lazyWithTimeout } from '@client/components/lazyWithTimeout';
import { dashboardPages, type DashboardPath } from '@client/pages/dashboard/dashboardPages';

// The dashboard's route table: the pages' list (paths, labels, roles) belongs to the dashboard pages;
// here each path gets its lazily loaded page, and the compiler insists that every path has one.

export const DashboardLayout = lazyWithTimeout(
  () => import(/* webpackChunkName: "dashboard-layout" */ '../pages/dashboard/DashboardLayout'),
);
export const DashboardHomePage = lazyWithTimeout(
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

/** Every dashboard page with the roles its route admits and the page it shows. */
export const dashboardRoutes = dashboardPages.map(({ path, roles }) => ({
  path,
  roles,
  element: elements[path],
}));
