import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { ALL_ROLES } from '@shared/roles';
import { ErrorBoundary } from '@client/components/ErrorBoundary';
import { lazyWithTimeout } from '@client/components/lazyWithTimeout';
import { RequireAuth } from '@client/features/authentication';
import { AppShell } from '@client/features/siteSettings';
import { LoadingScreen } from '@client/components/LoadingScreen';
import { FeatureGate } from './FeatureGate';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RequireQaAccess } from '@client/pages/qaReplay/RequireQaAccess';
import { FIRST_SCREEN } from '@client/pages/firstScreen';
import type { FirstScreenHandle, FirstScreenLoad } from '@client/lib/useFirstScreenLoad';

// One chunk per page keeps the initial download inside the 160 KiB budget.
const HomePage = lazyWithTimeout(() => import(/* webpackChunkName: "page-home" */ '../pages/home/HomePage'));
const LoginPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-login" */ '../pages/login/LoginPage'),
);
const SignupPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-signup" */ '../pages/signup/SignupPage'),
);
const VerifyEmailPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-verify-email" */ '../pages/verifyEmail/VerifyEmailPage'),
);
const ForgotPasswordPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-forgot-password" */ '../pages/forgotPassword/ForgotPasswordPage'),
);
const ResetPasswordPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-reset-password" */ '../pages/resetPassword/ResetPasswordPage'),
);
const ProfilePage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-profile" */ '../pages/profile/ProfilePage'),
);
const UnauthorizedPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-unauthorized" */ '../pages/unauthorized/UnauthorizedPage'),
);
const ServicesPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-services" */ '../pages/services/ServicesPage'),
);
const ServiceDetailPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-service-detail" */ '../pages/serviceDetail/ServiceDetailPage'),
);
const ConsultantsPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-consultants" */ '../pages/consultants/ConsultantsPage'),
);
const ConsultantDetailPage = lazyWithTimeout(
  () =>
    import(/* webpackChunkName: "page-consultant-detail" */ '../pages/consultantDetail/ConsultantDetailPage'),
);
const ConsultantProjectsPage = lazyWithTimeout(
  () =>
    import(
      /* webpackChunkName: "page-consultant-projects" */ '../pages/consultantProjects/ConsultantProjectsPage'
    ),
);
const AboutPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-about" */ '../pages/about/AboutPage'),
);
const NotificationsPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-notifications" */ '../pages/notifications/NotificationsPage'),
);
const NotificationSettingsPage = lazyWithTimeout(
  () =>
    import(
      /* webpackChunkName: "page-notification-settings" */ '../pages/notificationSettings/NotificationSettingsPage'
    ),
);
const ProjectRequestPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-request" */ '../pages/request/ProjectRequestPage'),
);
const ProjectsPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-projects" */ '../pages/projects/ProjectsPage'),
);
const ProjectDetailPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-project-detail" */ '../pages/projectDetail/ProjectDetailPage'),
);
// The replay view and the reducers it replays with, every feature's included: one chunk, loaded on /qa.
const QaReplayPage = lazyWithTimeout(() =>
  Promise.all([
    import(/* webpackChunkName: "page-qa-replay" */ '../pages/qaReplay/QaReplayPage'),
    import(/* webpackChunkName: "page-qa-replay" */ './replayReducer'),
  ]).then(([page, { replayReducer }]) => ({
    default: function QaReplay() {
      return <page.default reducer={replayReducer} />;
    },
  })),
);
// The dashboard's layout and its own route table (app/dashboardRoutes.tsx), one chunk.
const DashboardRoutes = lazyWithTimeout(
  () => import(/* webpackChunkName: "dashboard-layout" */ './dashboardRoutes'),
);
const NotFoundPage = lazyWithTimeout(
  () => import(/* webpackChunkName: "page-not-found" */ '../pages/notFound/NotFoundPage'),
);

/** A public page's first loads, which prepare the store before it is prerendered and hydrated. */
const first = (firstScreen: FirstScreenLoad): FirstScreenHandle => ({ firstScreen });

// The store's lazily joined features each page needs (lib/features.ts); public pages need none.
const WORK = ['work'] as const;
const PROJECT_REQUESTS = ['projectRequests'] as const;
const NOTIFICATIONS = ['notifications'] as const;

export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: first(FIRST_SCREEN.home) },
  { path: 'services', element: <ServicesPage />, handle: first(FIRST_SCREEN.services) },
  {
    path: 'services/:slug',
    element: <ServiceDetailPage />,
    handle: first(FIRST_SCREEN.serviceDetail),
  },
  {
    path: 'consultants',
    element: <ConsultantsPage />,
    handle: first(FIRST_SCREEN.consultants),
  },
  {
    path: 'consultants/:slug',
    element: <ConsultantDetailPage />,
    handle: first(FIRST_SCREEN.consultantDetail),
  },
  {
    path: 'consultants/:id/projects',
    element: (
      <FeatureGate features={WORK}>
        <ConsultantProjectsPage />
      </FeatureGate>
    ),
  },
  { path: 'about', element: <AboutPage />, handle: first(FIRST_SCREEN.about) },
  {
    path: 'request',
    element: (
      <FeatureGate features={PROJECT_REQUESTS}>
        <ProjectRequestPage />
      </FeatureGate>
    ),
    handle: first(FIRST_SCREEN.request),
  },
  { path: 'login', element: <LoginPage /> },
  { path: 'signup', element: <SignupPage /> },
  { path: 'verify-email', element: <VerifyEmailPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  {
    path: 'profile',
    element: (
      <RequireAuth roles={ALL_ROLES}>
        <ProfilePage />
      </RequireAuth>
    ),
  },
  {
    path: 'projects',
    element: (
      <RequireAuth roles={ALL_ROLES}>
        <FeatureGate features={WORK}>
          <ProjectsPage />
        </FeatureGate>
      </RequireAuth>
    ),
  },
  {
    path: 'projects/:id',
    element: (
      <RequireAuth roles={ALL_ROLES}>
        <FeatureGate features={WORK}>
          <ProjectDetailPage />
        </FeatureGate>
      </RequireAuth>
    ),
  },
  {
    path: 'notifications',
    element: (
      <RequireAuth roles={ALL_ROLES}>
        <FeatureGate features={NOTIFICATIONS}>
          <NotificationsPage />
        </FeatureGate>
      </RequireAuth>
    ),
  },
  {
    path: 'notification-settings',
    element: (
      <RequireAuth roles={ALL_ROLES}>
        <FeatureGate features={NOTIFICATIONS}>
          <NotificationSettingsPage />
        </FeatureGate>
      </RequireAuth>
    ),
  },
  {
    // Who may open it, and the features its pages need, are the dashboard's own table's.
    path: 'dashboard/*',
    element: <DashboardRoutes />,
  },
  { path: 'unauthorized', element: <UnauthorizedPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The shell's own boundary covers a failing shell; the inner pathless route keeps the bar and footer
 * around a failing page (a render error or a chunk that did not load in time).
 */
export function buildRoutes(children: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <ErrorBoundary>
          <AppShell />
        </ErrorBoundary>
      ),
      children: [{ element: <PageErrorBoundary />, children }],
    },
  ];
}

/** QA's replay view takes the whole window: it shows the app's pages inside itself. */
const qaRoute: RouteObject = {
  path: '/qa',
  element: (
    <ErrorBoundary>
      <RequireQaAccess>
        <Suspense fallback={<LoadingScreen />}>
          <QaReplayPage />
        </Suspense>
      </RequireQaAccess>
    </ErrorBoundary>
  ),
};

export const routes = [qaRoute, ...buildRoutes()];
