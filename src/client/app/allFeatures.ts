import { workFeature } from '@client/features/work';
import { projectRequestsFeature } from '@client/features/projectRequests';
import { adminFeature } from '@client/features/users';
// eslint-disable-next-line import-x/no-restricted-paths -- the feature's chunk entry (app/featureLoaders.ts), for the state's type and the replay.
import { notificationsFeature } from '@client/features/notifications/notificationsFeature';

/**
 * Every feature with slices, imported at once: for the whole state's type, the replay and the tests.
 * The app itself loads them one by one (featureLoaders.ts), so nothing here is in its first download.
 */
export const ALL_FEATURES = [
  workFeature,
  projectRequestsFeature,
  adminFeature,
  notificationsFeature,
] as const;

export const lazyReducers = {
  ...workFeature.reducers,
  ...projectRequestsFeature.reducers,
  ...adminFeature.reducers,
  ...notificationsFeature.reducers,
};
