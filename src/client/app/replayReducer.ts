import type { Reducer } from '@reduxjs/toolkit';
import { withLazySlices } from '@client/lib/actionLog/replay';
import { lazyReducers } from './allFeatures';
import { eagerReducers } from './eagerReducers';
import type { RootState } from './rootReducer';

/**
 * The reducer a recorded log replays through (the QA view and `npm run replay`): the app's eager
 * slices, and each feature's slices from the step where the recorded store took them in.
 */
export const replayReducer = withLazySlices(eagerReducers, lazyReducers) as unknown as Reducer<RootState>;
