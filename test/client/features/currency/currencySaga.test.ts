import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { currencyCalls, currencySaga } from '@client/features/currency/currencySaga';
import { serveAction } from '@client/lib/calls';
import { selectAllCurrencies, selectCurrencyListRequest } from '@client/features/currency/currencySelectors';
import { currencyActions as a } from '@client/features/currency/currencySlice';
import { MSG } from '@shared/messages';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';

const list = [
  { id: 1, code: 'TRY', symbol: '₺', name: 'Turkish Lira' },
  { id: 2, code: 'USD', symbol: '$', name: 'US Dollar' },
];
const fresh = [{ id: 3, code: 'EUR', symbol: '€', name: 'Euro' }];

/** State holding `list`, loaded `ageMs` before NOW. */
function loadedAgo(ageMs: number): RootState {
  const initial = rootReducer(undefined, { type: '@@init' });
  return rootReducer(initial, a.listReceived({ currencies: list, loadedAt: NOW - ageMs }));
}

const ctx = contextProvider(makeTestContext());
let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const answer = (reply: FakeReply) => {
  fake = serveRoutes({ 'GET /currency': reply });
  return fake;
};
const fetch = (state: RootState, force = false) =>
  expectSaga(serveAction, currencyCalls, a.fetchRequested(force ? { force } : undefined))
    .withReducer(rootReducer, state)
    .provide([ctx])
    .run();

describe('currency list saga', () => {
  it('loads the list on request and records when', async () => {
    answer({ status: 200, data: list });
    const { storeState } = await expectSaga(currencySaga)
      .withReducer(rootReducer)
      .provide([ctx])
      .dispatch(a.fetchRequested())
      .put(a.listReceived({ currencies: list, loadedAt: NOW }))
      .silentRun(20);
    expect(selectAllCurrencies(storeState)).toEqual(list);
    expect(storeState.currency.lastLoadedAt).toBe(NOW);
    expect(selectCurrencyListRequest(storeState).status).toBe('succeeded');
  });

  it('answers from the cache for 24 hours without a call, keeping the load time', async () => {
    const age = 86_400_000 - 1;
    answer({ status: 200, data: fresh });
    const { storeState } = await fetch(loadedAgo(age));
    expect(fake!.calls).toHaveLength(0);
    expect(selectAllCurrencies(storeState)).toEqual(list);
    expect(storeState.currency.lastLoadedAt).toBe(NOW - age);
    expect(selectCurrencyListRequest(storeState).status).toBe('succeeded');
  });

  it('loads again once the 24 hours are over', async () => {
    answer({ status: 200, data: fresh });
    const { storeState } = await fetch(loadedAgo(86_400_000));
    expect(fake!.calls).toHaveLength(1);
    expect(selectAllCurrencies(storeState)).toEqual(fresh);
    expect(storeState.currency.lastLoadedAt).toBe(NOW);
  });

  it('loads within the 24 hours when a refresh is forced', async () => {
    answer({ status: 200, data: fresh });
    const { storeState } = await fetch(loadedAgo(1000), true);
    expect(selectAllCurrencies(storeState)).toEqual(fresh);
  });

  it('treats a non-list answer as empty with the invalid-data text, and does not cache it', async () => {
    answer({ status: 200, data: { currencies: list } });
    const { storeState } = await fetch(loadedAgo(1000), true);
    expect(selectAllCurrencies(storeState)).toEqual([]);
    expect(selectCurrencyListRequest(storeState)).toMatchObject({
      status: 'failed',
      error: 'Invalid currency data received',
    });
    expect(storeState.currency.lastLoadedAt).toBeNull();
  });

  it('reports a failed load with the spec text and keeps a list it already had', async () => {
    answer({ status: 500, data: { message: 'x' } });
    const { storeState } = await fetch(loadedAgo(1000), true);
    expect(selectAllCurrencies(storeState)).toEqual(list);
    expect(selectCurrencyListRequest(storeState)).toMatchObject({
      status: 'failed',
      error: MSG.currencyLoad,
    });
  });

  it('an empty cached list does not count as fresh', async () => {
    const empty = rootReducer(
      rootReducer(undefined, { type: '@@init' }),
      a.listReceived({ currencies: [], loadedAt: NOW }),
    );
    answer({ status: 200, data: list });
    await fetch(empty);
    expect(fake!.calls).toHaveLength(1);
  });
});
