import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@client/app/rootReducer';

/** The slices that a list of actions produces, for preloading a page's store. */
export function stateAfter(...actions: UnknownAction[]): RootState {
  return actions.reduce<RootState>(
    (state, action) => rootReducer(state, action),
    rootReducer(undefined, { type: '@@init' }),
  );
}
