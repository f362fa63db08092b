import { createAction, type Reducer } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';

/**
 * The parts of the store that join it only when a page needs them (docs/architecture.md#lazy-features):
 * the work area, quote requests, and the administration of people. The public pages load none of them.
 */
export type FeatureName = 'work' | 'quotes' | 'admin';

export interface FeatureModule {
  name: FeatureName;
  /** Slices by their key in the state. */
  reducers: Record<string, Reducer>;
  /** Started once, when the feature joins a store whose sagas run. */
  sagas: ReadonlyArray<() => SagaIterator>;
}

/**
 * Dispatched once a feature's slices have joined the store: its slices first appear in the state with
 * this action, so a recorded log shows where they begin and a replay adds them at the same step.
 */
export const featureLoaded = createAction<{ name: FeatureName; slices: string[] }>('app/featureLoaded');
