import { requestsReducer } from '@client/lib/requests';
import { sessionReducer } from '@client/features/authentication';
import { profileReducer } from '@client/features/profile';
import { siteSettingsReducer } from '@client/features/siteSettings';
import { consultantsReducer } from '@client/features/consultants';
import { currencyReducer } from '@client/features/currency';
import { cacheReducer } from '@client/features/cache';
import { toastsReducer } from '@client/features/toasts';
import { servicesReducer } from '@client/features/services';
import { contentReducer } from '@client/features/content';

/** The slices every page may need, in the store from the start; the others join with their feature. */
export const eagerReducers = {
  requests: requestsReducer,
  session: sessionReducer,
  profile: profileReducer,
  siteSettings: siteSettingsReducer,
  consultants: consultantsReducer,
  currency: currencyReducer,
  cache: cacheReducer,
  toasts: toastsReducer,
  services: servicesReducer,
  content: contentReducer,
};
