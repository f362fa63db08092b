import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CACHE_DEFAULT_TTL_MS } from '@shared/constants';
import { sessionActions } from '@client/features/authentication';
import { isFresh, type CacheEntry } from './cacheModel';

export interface CacheState {
  entries: Record<string, CacheEntry>;
}

export const initialCacheState: CacheState = { entries: {} };

const cacheSlice = createSlice({
  name: 'cache',
  initialState: initialCacheState,
  reducers: {
    set: {
      reducer(state, action: PayloadAction<{ key: string; entry: CacheEntry }>) {
        state.entries[action.payload.key] = action.payload.entry;
      },
      // The clock is read here, not in the reducer, so the reducer stays pure and replayable.
      prepare: (
        key: string,
        data: unknown,
        ttlMs: number = CACHE_DEFAULT_TTL_MS,
        now: number = Date.now(),
      ) => ({
        payload: { key, entry: { data, timestamp: now, expiry: now + ttlMs } },
      }),
    },
    invalidated(state, action: PayloadAction<string | string[]>) {
      const keys = Array.isArray(action.payload) ? action.payload : [action.payload];
      for (const key of keys) delete state.entries[key];
    },
    /** Drops stale entries so that they are not carried in storage. */
    expiredPruned(state, action: PayloadAction<number>) {
      for (const [key, entry] of Object.entries(state.entries)) {
        if (!isFresh(entry, action.payload)) delete state.entries[key];
      }
    },
    cleared() {
      return initialCacheState;
    },
  },
  extraReducers: (builder) => {
    // Cached lists and profiles belong to the user who loaded them.
    builder.addCase(sessionActions.loggedOut, () => initialCacheState);
  },
});

export const cacheActions = cacheSlice.actions;
export const cacheReducer = cacheSlice.reducer;
export default cacheSlice;
