import type { ComponentType, ReactElement } from 'react';
import type { RoleId } from '@shared/roles';
import { lazyWithTimeout } from '@client/components/lazyWithTimeout';
import SettingsIcon from '@mui/icons-material/Settings';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';

/**
 * The nested pages of /dashboard. The layout's navigation is drawn from this list, so a page appears in
 * the menu of exactly the roles its route admits (product-spec section 2). Add a page here, nowhere else.
 */
export interface DashboardPage {
  /** Relative to /dashboard, e.g. 'services'. */
  path: string;
  label: string;
  roles: readonly RoleId[];
  icon: ComponentType;
  element: ReactElement;
  /** Hidden from the navigation (detail pages reached from a list). */
  hidden?: boolean;
}

export const DashboardLayout = lazyWithTimeout(
  () => import(/* webpackChunkName: "dashboard-layout" */ '../pages/dashboard/DashboardLayout'),
);
export const DashboardHomePage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-dashboard-home" */ '../pages/dashboard/home/DashboardHomePage'),
);

export const DASHBOARD_ROLES: readonly RoleId[] = [1, 2];

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

export const dashboardPages: DashboardPage[] = [
  { path: 'settings', label: 'Settings', roles: [1], icon: SettingsIcon, element: <SettingsPage /> },
  {
    path: 'project-requests',
    label: 'Project Requests',
    roles: [1],
    icon: RequestQuoteIcon,
    element: <ProjectRequestsPage />,
  },
  {
    path: 'notification-statistics',
    label: 'Notification Statistics',
    roles: [1],
    icon: QueryStatsIcon,
    element: <NotificationStatisticsPage />,
  },
  {
    path: 'services',
    label: 'Services',
    roles: [1],
    icon: DesignServicesIcon,
    element: <ServicesAdminPage />,
  },
  { path: 'aboutus', label: 'About Us', roles: [1], icon: InfoOutlinedIcon, element: <AboutUsAdminPage /> },
  { path: 'homepage', label: 'Homepage', roles: [1], icon: HomeOutlinedIcon, element: <HomepageAdminPage /> },
];
