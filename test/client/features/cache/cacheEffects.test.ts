import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '@client/app/rootReducer';
import { cachedCall, invalidateCache } from '@client/features/cache/cacheEffects';
import { cacheActions } from '@client/features/cache/cacheSlice';

const NOW = 1_000_000;
const context = { now: () => NOW };

describe('cachedCall', () => {
  it('calls and stores the answer when nothing is cached', async () => {
    const fetcher = jest.fn().mockResolvedValue(['a']);
    const { returnValue, storeState } = await expectSaga(cachedCall, 'services', fetcher)
      .withReducer(rootReducer)
      .provide({ getContext: (name) => (context as Record<string, unknown>)[name] })
      .run();
    expect(returnValue).toEqual(['a']);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(storeState.cache.entries.services).toEqual({ data: ['a'], timestamp: NOW, expiry: NOW + 300_000 });
  });

  it('returns fresh cached data without calling', async () => {
    const fetcher = jest.fn().mockResolvedValue(['new']);
    const state = rootReducer(undefined, cacheActions.set('services', ['old'], 300_000, NOW - 1000));
    const { returnValue } = await expectSaga(cachedCall, 'services', fetcher)
      .withReducer(rootReducer, state)
      .provide({ getContext: (name) => (context as Record<string, unknown>)[name] })
      .run();
    expect(returnValue).toEqual(['old']);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('calls again when the entry is stale or the refresh is forced', async () => {
    const fetcher = jest.fn().mockResolvedValue(['new']);
    const stale = rootReducer(undefined, cacheActions.set('services', ['old'], 1000, NOW - 1000));
    const first = await expectSaga(cachedCall, 'services', fetcher)
      .withReducer(rootReducer, stale)
      .provide({ getContext: (name) => (context as Record<string, unknown>)[name] })
      .run();
    expect(first.returnValue).toEqual(['new']);
    const fresh = rootReducer(undefined, cacheActions.set('services', ['old'], 300_000, NOW));
    const forced = await expectSaga(cachedCall, 'services', fetcher, { force: true })
      .withReducer(rootReducer, fresh)
      .provide({ getContext: (name) => (context as Record<string, unknown>)[name] })
      .run();
    expect(forced.returnValue).toEqual(['new']);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('invalidates the named entries', async () => {
    const state = rootReducer(undefined, cacheActions.set('services', ['old'], 300_000, NOW));
    const { storeState } = await expectSaga(invalidateCache, 'services', 'service:1')
      .withReducer(rootReducer, state)
      .run();
    expect(storeState.cache.entries.services).toBeUndefined();
  });
});
