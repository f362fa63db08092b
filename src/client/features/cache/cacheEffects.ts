import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { CACHE_DEFAULT_TTL_MS } from '@shared/constants';
import { currentTime } from '@client/lib/sagaContext';
import type { RootState } from '@client/lib/hooks';
import { cacheActions } from './cacheSlice';
import { selectCacheEntry } from './cacheSelectors';

export interface CachedCallOptions {
  ttlMs?: number;
  /** Skip the cache read (a forced refresh); the answer is still stored. */
  force?: boolean;
}

/**
 * Reads the client cache before calling (docs/requirements.md#caching): fresh data is returned as is;
 * otherwise `fetcher` is called and its answer stored under `key` for `ttlMs` (5 minutes by default).
 */
export function* cachedCall<T>(
  key: string,
  fetcher: () => Promise<T>,
  options: CachedCallOptions = {},
): SagaIterator<T> {
  const now: number = yield call(currentTime);
  if (!options.force) {
    const cached: T | undefined = yield select((state: RootState) => selectCacheEntry<T>(state, key, now));
    if (cached !== undefined) return cached;
  }
  const data: T = yield call(fetcher);
  yield put(cacheActions.set(key, data, options.ttlMs ?? CACHE_DEFAULT_TTL_MS, now));
  return data;
}

/** A write made these entries stale. */
export function* invalidateCache(...keys: string[]): SagaIterator<void> {
  if (keys.length > 0) yield put(cacheActions.invalidated(keys));
}
