import { createAction, type Reducer } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import type { Watcher } from './lazyWatchers';

/**
 * The parts of the app that join the store only when they are needed (docs/architecture.md#lazy-features):
 * the work area, project requests and the administration of people, which their pages bring in, and
 * the signed-in calls of the eager slices and the currency calls, which the first action they serve
 * brings in. The public
 * pages load none of them. app/featureLoaders.ts has the one loader of each.
 */
export type FeatureName =
  'work' | 'projectRequests' | 'admin' | 'notifications' | 'signedIn' | 'currency' | 'publicContent';

export interface FeatureModule {
  name: FeatureName;
  /** Slices by their key in the state, injected into the store's reducer when the feature joins. */
  reducers: Record<string, Reducer>;
  /** Started once, when the feature joins a store whose sagas run. */
  sagas: ReadonlyArray<() => SagaIterator>;
  /**
   * The watchers of the actions that bring the feature in (its loader's `on`): forked when it joins,
   * and handed what arrived while its chunk loaded.
   */
  watchers?: readonly Watcher[];
}

/**
 * Dispatched once a feature has joined the store: its slices first appear in the state with this
 * action, so a recorded log shows where they begin and a replay adds them at the same step.
 */
export const featureLoaded = createAction<{ name: FeatureName; slices: string[] }>('app/featureLoaded');
