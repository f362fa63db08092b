import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { currencySaga, handleFetch } from '@client/features/currency/currencySaga';
import { selectAllCurrencies } from '@client/features/currency/currencySelectors';
import { currencyActions as a } from '@client/features/currency/currencySlice';
import * as api from '@client/api/calls/currency';
import { CURRENCY_LIST_TTL_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { httpError } from '@test/client/apiAdapter';
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
  return rootReducer(initial, a.fetchSucceeded(list, NOW - ageMs));
}

const ctx = contextProvider(makeTestContext());

describe('currency list saga', () => {
  it('loads the list on request and records when', async () => {
    const { storeState } = await expectSaga(currencySaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.fetchCurrencyList), list], ctx])
      .dispatch(a.fetchRequested())
      .put(a.fetchSucceeded(list, NOW))
      .silentRun(20);
    expect(selectAllCurrencies(storeState)).toEqual(list);
    expect(storeState.currency.lastLoadedAt).toBe(NOW);
    expect(storeState.currency.status).toBe('succeeded');
  });

  it('answers from the cache for 24 hours without a call, keeping the load time', async () => {
    const age = CURRENCY_LIST_TTL_MS - 1;
    const { storeState } = await expectSaga(handleFetch, a.fetchRequested())
      .withReducer(rootReducer, loadedAgo(age))
      .provide([[matchers.call.fn(api.fetchCurrencyList), fresh], ctx])
      .not.call.fn(api.fetchCurrencyList)
      .run();
    expect(selectAllCurrencies(storeState)).toEqual(list);
    expect(storeState.currency.lastLoadedAt).toBe(NOW - age);
  });

  it('loads again once the 24 hours are over', async () => {
    const { storeState } = await expectSaga(handleFetch, a.fetchRequested())
      .withReducer(rootReducer, loadedAgo(CURRENCY_LIST_TTL_MS))
      .provide([[matchers.call.fn(api.fetchCurrencyList), fresh], ctx])
      .call(api.fetchCurrencyList)
      .run();
    expect(selectAllCurrencies(storeState)).toEqual(fresh);
    expect(storeState.currency.lastLoadedAt).toBe(NOW);
  });

  it('loads within the 24 hours when a refresh is forced', async () => {
    const { storeState } = await expectSaga(handleFetch, a.fetchRequested({ force: true }))
      .withReducer(rootReducer, loadedAgo(1000))
      .provide([[matchers.call.fn(api.fetchCurrencyList), fresh], ctx])
      .call(api.fetchCurrencyList)
      .run();
    expect(selectAllCurrencies(storeState)).toEqual(fresh);
  });

  it('treats a non-list answer as empty with the invalid-data text, and does not cache it', async () => {
    const { storeState } = await expectSaga(handleFetch, a.fetchRequested({ force: true }))
      .withReducer(rootReducer, loadedAgo(1000))
      .provide([[matchers.call.fn(api.fetchCurrencyList), { currencies: list }], ctx])
      .put(a.invalidDataReceived({ error: MSG.currencyInvalidData }))
      .run();
    expect(selectAllCurrencies(storeState)).toEqual([]);
    expect(storeState.currency.error).toBe('Invalid currency data received');
    expect(storeState.currency.lastLoadedAt).toBeNull();
  });

  it('reports a failed load and keeps a list it already had', async () => {
    const { storeState } = await expectSaga(handleFetch, a.fetchRequested({ force: true }))
      .withReducer(rootReducer, loadedAgo(1000))
      .provide([[matchers.call.fn(api.fetchCurrencyList), throwError(httpError(500, { message: 'x' }))], ctx])
      .put(a.fetchFailed({ error: 'Failed to load currencies' }))
      .run();
    expect(selectAllCurrencies(storeState)).toEqual(list);
    expect(storeState.currency.status).toBe('failed');
  });

  it('an empty cached list does not count as fresh', async () => {
    const empty = rootReducer(rootReducer(undefined, { type: '@@init' }), a.fetchSucceeded([], NOW));
    await expectSaga(handleFetch, a.fetchRequested())
      .withReducer(rootReducer, empty)
      .provide([[matchers.call.fn(api.fetchCurrencyList), list], ctx])
      .call(api.fetchCurrencyList)
      .run();
  });
});
