import { rootReducer } from '@client/app/rootReducer';
import { selectCacheEntry } from '@client/features/cache/cacheSelectors';
import { cacheActions as a } from '@client/features/cache/cacheSlice';
import {
  CACHE_KEYS,
  consultantKey,
  isFresh,
  projectKey,
  serviceKey,
} from '@client/features/cache/cacheModel';
import { sessionActions } from '@client/features/authentication/sessionSlice';

const T0 = 1_000_000;

describe('cache', () => {
  it('is fresh until its expiry', () => {
    const entry = { data: 1, timestamp: T0, expiry: T0 + 10 };
    expect(isFresh(entry, T0 + 9)).toBe(true);
    expect(isFresh(entry, T0 + 10)).toBe(false);
    expect(isFresh(undefined, T0)).toBe(false);
  });

  it('keeps data for 5 minutes by default', () => {
    const state = rootReducer(undefined, a.set(CACHE_KEYS.services, [{ id: 1 }], undefined, T0));
    expect(state.cache.entries.services).toEqual({
      data: [{ id: 1 }],
      timestamp: T0,
      expiry: T0 + 300_000,
    });
    expect(selectCacheEntry(state, 'services', T0 + 300_000 - 1)).toEqual([{ id: 1 }]);
    expect(selectCacheEntry(state, 'services', T0 + 300_000)).toBeUndefined();
    expect(selectCacheEntry(state, 'users', T0)).toBeUndefined();
  });

  it('names detail keys by id', () => {
    expect([consultantKey(3), serviceKey('web'), projectKey(9)]).toEqual([
      'consultant:3',
      'service:web',
      'project:9',
    ]);
  });

  it('invalidates, prunes and clears', () => {
    let state = [
      a.set(consultantKey(1), { id: 1 }, 100, T0),
      a.set(projectKey(2), { id: 2 }, 1000, T0),
      a.set(CACHE_KEYS.dashboardStats, { total: 3 }, 1000, T0),
    ].reduce((s, action) => rootReducer(s, action), rootReducer(undefined, { type: '@@init' }));
    state = rootReducer(state, a.invalidated([projectKey(2)]));
    expect(Object.keys(state.cache.entries)).toEqual(['consultant:1', 'dashboardStats']);
    state = rootReducer(state, a.expiredPruned(T0 + 500));
    expect(Object.keys(state.cache.entries)).toEqual(['dashboardStats']);
    expect(rootReducer(state, a.cleared()).cache.entries).toEqual({});
  });

  it('forgets what a user loaded when they log out', () => {
    const state = rootReducer(undefined, a.set(CACHE_KEYS.userProfile, { id: 7 }, undefined, T0));
    expect(rootReducer(state, sessionActions.loggedOut({ reason: 'logout' })).cache.entries).toEqual({});
  });
});
