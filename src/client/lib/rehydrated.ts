import type { SagaIterator } from 'redux-saga';
import { REHYDRATE } from 'redux-persist';
import { select, take } from 'redux-saga/effects';

type PersistMarker = { _persist?: { rehydrated: boolean } };

/** True when a slice has its stored state back, or is not persisted at all. */
export function isSliceRehydrated(slice: unknown): boolean {
  const marker = (slice as PersistMarker | undefined)?._persist;
  return !marker || marker.rehydrated;
}

/** True once every persisted slice of `state` has its stored state back (at once in a store that keeps none). */
export function isRehydrated(state: object): boolean {
  return Object.values(state).every(isSliceRehydrated);
}

/**
 * Waits until a persisted slice has its stored state back; returns at once in a store that does not
 * persist it (tests, the QA frame). A load started earlier could land before the stored state and be
 * overwritten by it: the first screen's data answers at once (api/pageData.ts).
 */
export function* untilRehydrated(key: string): SagaIterator {
  const slice: unknown = yield select((state: Record<string, unknown>) => state[key]);
  if (isSliceRehydrated(slice)) return;
  yield take((action: { type: string; key?: string }) => action.type === REHYDRATE && action.key === key);
}
