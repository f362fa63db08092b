import { combineReducers } from '@reduxjs/toolkit';
import { eagerReducers } from './eagerReducers';
import { lazyReducers } from './allFeatures';

/**
 * Every slice of the store, the eager ones and those that join with their feature: the whole state's
 * shape. The app's store starts with `eagerReducers` only; this map is for the replay and the tests.
 */
export const reducers = { ...eagerReducers, ...lazyReducers };

export const rootReducer = combineReducers(reducers);
export type RootState = ReturnType<typeof rootReducer>;
