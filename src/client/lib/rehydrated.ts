import type { SagaIterator } from 'redux-saga';
import { REHYDRATE } from 'redux-persist';
import { select, take } from 'redux-saga/effects';

type PersistMarker = { _persist?: { rehydrated: boolean } };

/**
 * Waits until a persisted slice has its stored state back; returns at once in a store that does not
 * persist it (tests, the QA frame). A load started earlier could land before the stored state and be
 * overwritten by it: the first screen's data answers at once (api/pageData.ts).
 */
export function* untilRehydrated(key: string): SagaIterator {
  const slice: PersistMarker | undefined = yield select(
    (state: Record<string, PersistMarker | undefined>) => state[key],
  );
  if (!slice?._persist || slice._persist.rehydrated) return;
  yield take((action: { type: string; key?: string }) => action.type === REHYDRATE && action.key === key);
}
