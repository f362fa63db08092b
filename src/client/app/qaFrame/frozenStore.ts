import type { Action, Store, UnknownAction } from '@reduxjs/toolkit';

/**
 * A store that only shows states it is handed: the QA frame renders the real views from a replayed
 * state, and whatever those views dispatch (a list asking to be loaded, a toast timing out) must not
 * change it. Dispatched actions are reported instead, so the replay view can say what was not applied.
 */
export interface FrozenStore<S> extends Store<S, UnknownAction> {
  /** Shows `state` and tells the subscribed views. */
  show: (state: S) => void;
}

export function createFrozenStore<S>(initial: S, onDispatch: (action: UnknownAction) => void = () => {}) {
  let state = initial;
  const listeners = new Set<() => void>();
  const store = {
    getState: () => state,
    dispatch: <A extends Action>(action: A): A => {
      onDispatch(action as unknown as UnknownAction);
      return action;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    replaceReducer: () => {
      throw new Error('A replayed state has no reducer to replace');
    },
    show: (next: S) => {
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
  return store as unknown as FrozenStore<S>;
}
