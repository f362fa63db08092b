import { findNonSerializableValue, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import type { Storage } from 'redux-persist';
import { makeStore, type MakeStoreOptions } from '@client/app/store';
import { ALL_FEATURES } from '@client/app/allFeatures';
import type { RootState } from '@client/app/rootReducer';

/** redux-persist storage over a plain object, so tests can read what would be written. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data: Record<string, string> = { ...initial };
  const storage: Storage = {
    getItem: (key: string) => Promise.resolve(data[key] ?? null),
    setItem: (key: string, value: string) => {
      data[key] = value;
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      delete data[key];
      return Promise.resolve();
    },
  };
  return { storage, data };
}

/** The fields redux-persist stored under a key (each value is itself JSON). */
export function storedFields(data: Record<string, string>, key: string): Record<string, unknown> | undefined {
  const raw = data[`persist:${key}`];
  if (!raw) return undefined;
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([k, v]) => [k, JSON.parse(v)]));
}

/** A store with its sagas running and every action recorded; `stop` cancels the sagas. */
export function startStore(preloaded?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const made = makeStore(preloaded, {
    features: ALL_FEATURES,
    ...options,
    extraMiddleware: [recorder, ...(options.extraMiddleware ?? [])],
  });
  return {
    ...made,
    actions,
    types: () => actions.map((a) => a.type),
    nonSerializable: () => actions.filter((a) => findNonSerializableValue(a) !== false),
    stop: () => made.sagaTask?.cancel(),
  };
}
