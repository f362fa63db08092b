import { requestsReducer } from '@client/lib/requests';
import { sessionReducer } from '@client/features/authentication/sessionSlice';
import { profileReducer } from '@client/features/profile/profileSlice';
import { siteSettingsReducer } from '@client/features/siteSettings/siteSettingsSlice';
import { consultantsReducer } from '@client/features/consultants/consultantsSlice';
import { notificationsReducer } from '@client/features/notifications/notificationsSlice';
import { currencyReducer } from '@client/features/currency/currencySlice';
import { cacheReducer } from '@client/features/cache/cacheSlice';
import { toastsReducer } from '@client/features/toasts/toastsSlice';
import { servicesReducer } from '@client/features/services/servicesSlice';
import { contentReducer } from '@client/features/content/contentSlice';

/** The slices every page may need, in the store from the start; the others join with their feature. */
export const eagerReducers = {
  requests: requestsReducer,
  session: sessionReducer,
  profile: profileReducer,
  siteSettings: siteSettingsReducer,
  consultants: consultantsReducer,
  notifications: notificationsReducer,
  currency: currencyReducer,
  cache: cacheReducer,
  toasts: toastsReducer,
  services: servicesReducer,
  content: contentReducer,
};
