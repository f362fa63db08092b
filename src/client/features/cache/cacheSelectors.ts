import type { RootState } from '@client/lib/hooks';
import { isFresh } from './cacheModel';

export const selectCacheEntries = (state: RootState) => state.cache.entries;

/** The cached data while fresh, else undefined (the caller then loads it). */
export function selectCacheEntry<T = unknown>(state: RootState, key: string, now: number): T | undefined {
  const entry = state.cache.entries[key];
  return isFresh(entry, now) ? (entry.data as T) : undefined;
}
