import { combineReducers } from '@reduxjs/toolkit';
import { sessionReducer } from '../features/session/sessionSlice';
import { siteSettingsReducer } from '../features/siteSettings/siteSettingsSlice';
import { consultantsReducer } from '../features/consultants/consultantsSlice';
import { projectsReducer } from '../features/projects/projectsSlice';
import { notificationsReducer } from '../features/notifications/notificationsSlice';
import { currencyReducer } from '../features/currency/currencySlice';
import { cacheReducer } from '../features/cache/cacheSlice';
import { toastsReducer } from '../features/toasts/toastsSlice';
import { servicesReducer } from '../features/services/servicesSlice';
import { contentReducer } from '../features/content/contentSlice';
import { projectRequestsReducer } from '../features/projectRequests/projectRequestsSlice';

/** The un-persisted shape; makeStore wraps the persisted slices. */
export const reducers = {
  session: sessionReducer,
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
};

export const rootReducer = combineReducers(reducers);
export type RootState = ReturnType<typeof rootReducer>;
