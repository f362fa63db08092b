import { combineReducers } from '@reduxjs/toolkit';
import { requestsReducer } from '@client/lib/requests';
import { sessionReducer } from '@client/features/authentication/sessionSlice';
import { profileReducer } from '@client/features/profile/profileSlice';
import { siteSettingsReducer } from '@client/features/siteSettings/siteSettingsSlice';
import { consultantsReducer } from '@client/features/consultants/consultantsSlice';
import { projectsReducer } from '@client/features/projects/projectsSlice';
import { notificationsReducer } from '@client/features/notifications/notificationsSlice';
import { currencyReducer } from '@client/features/currency/currencySlice';
import { cacheReducer } from '@client/features/cache/cacheSlice';
import { toastsReducer } from '@client/features/toasts/toastsSlice';
import { servicesReducer } from '@client/features/services/servicesSlice';
import { contentReducer } from '@client/features/content/contentSlice';
import { projectRequestsReducer } from '@client/features/projectRequests/projectRequestsSlice';
import { projectApplicationsReducer } from '@client/features/projects/projectApplicationsSlice';
import { tasksReducer } from '@client/features/tasks/tasksSlice';
import { usersReducer } from '@client/features/users/usersSlice';
import { dashboardStatsReducer } from '@client/features/dashboardStats/dashboardStatsSlice';

/** The un-persisted shape; makeStore wraps the persisted slices. */
export const reducers = {
  requests: requestsReducer,
  session: sessionReducer,
  profile: profileReducer,
  siteSettings: siteSettingsReducer,
  consultants: consultantsReducer,
  projects: projectsReducer,
  notifications: notificationsReducer,
  currency: currencyReducer,
  cache: cacheReducer,
  toasts: toastsReducer,
  services: servicesReducer,
  content: contentReducer,
  projectRequests: projectRequestsReducer,
  projectApplications: projectApplicationsReducer,
  tasks: tasksReducer,
  users: usersReducer,
  dashboardStats: dashboardStatsReducer,
};

export const rootReducer = combineReducers(reducers);
export type RootState = ReturnType<typeof rootReducer>;
