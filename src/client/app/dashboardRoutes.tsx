import type { ComponentType, ReactElement } from 'react';
import type { RoleId } from '../../shared/roles';
import { lazyWithTimeout } from '../components/lazyWithTimeout';

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

export const dashboardPages: DashboardPage[] = [];
