import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { request, type Outcome } from '@client/lib/request';
import { currentTime } from '@client/lib/sagaContext';
import { currencyListOf, InvalidCurrencyData, isCurrencyListFresh, type Currency } from './currencyModel';
import { selectAllCurrencies, selectCurrencyLastLoadedAt } from './currencySelectors';
import { CURRENCY_REQUESTS, currencyActions as a } from './currencySlice';

interface LoadedList {
  currencies: Currency[];
  loadedAt: number;
}

/** The list answer, whatever its shape (the contract says a list; the requirements allow otherwise). */
const readCurrencyList = async (): Promise<unknown> => api.currency.list();

/**
 * The list is kept 24 hours (docs/requirements.md#caching) through `lastLoadedAt`, which is persisted with
 * the list, so a reload within the day makes no call either. The original load time stays when the
 * list comes from the cache, so answering from it never stretches the 24 hours.
 */
export function* loadCurrencies(force: boolean): SagaIterator<LoadedList> {
  const now: number = yield call(currentTime);
  const lastLoadedAt: number | null = yield select(selectCurrencyLastLoadedAt);
  const cached: Currency[] = yield select(selectAllCurrencies);
  if (!force && cached.length > 0 && lastLoadedAt !== null && isCurrencyListFresh(lastLoadedAt, now)) {
    return { currencies: cached, loadedAt: lastLoadedAt };
  }
  const body: unknown = yield call(readCurrencyList);
  return { currencies: currencyListOf(body), loadedAt: now };
}

export function* handleFetch(action: ReturnType<typeof a.fetchRequested>): SagaIterator {
  const outcome: Outcome<LoadedList> = yield* request({
    key: CURRENCY_REQUESTS.list,
    call: [loadCurrencies, action.payload?.force ?? false],
    // The spec's texts, whatever the server said.
    error: (e) => (e instanceof InvalidCurrencyData ? MSG.currencyInvalidData : MSG.currencyLoad),
    onSuccess: function* (list: LoadedList) {
      yield put(a.listReceived(list));
    },
  });
  // Only an answer that is not a list empties the list; a failed call keeps what was loaded.
  if (!outcome.ok && outcome.error.message === MSG.currencyInvalidData) yield put(a.listInvalidated());
}

export function* currencySaga(): SagaIterator {
  yield takeLatest(a.fetchRequested.type, handleFetch);
}
