import { combineReducers } from '@reduxjs/toolkit';
import { sessionReducer } from '../features/session/sessionSlice';
import { siteSettingsReducer } from '../features/siteSettings/siteSettingsSlice';
import { consultantsReducer } from '../features/consultants/consultantsSlice';
import { projectsReducer } from '../features/projects/projectsSlice';
import { notificationsReducer } from '../features/notifications/notificationsSlice';
import { currencyReducer } from '../features/currency/currencySlice';
import { cacheReducer } from '../features/cache/cacheSlice';
import { toastsReducer } from '../features/toasts/toastsSlice';

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
};

export const rootReducer = combineReducers(reducers);
export type RootState = ReturnType<typeof rootReducer>;
