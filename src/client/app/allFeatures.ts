import { workFeature } from '@client/features/work';
import { quotesFeature } from '@client/features/projectRequests';
import { adminFeature } from '@client/features/users';

/**
 * Every feature with slices, imported at once: for the whole state's type, the replay and the tests.
 * The app itself loads them one by one (featureLoaders.ts), so nothing here is in its first download.
 */
export const ALL_FEATURES = [workFeature, quotesFeature, adminFeature] as const;

export const lazyReducers = {
  ...workFeature.reducers,
  ...quotesFeature.reducers,
  ...adminFeature.reducers,
};
