import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { currentTime } from '@client/lib/sagaContext';
import { fetchCurrencyList } from '@client/api/calls/currency';
import { isCurrencyListFresh, type Currency } from './currencyModel';
import { selectAllCurrencies, selectCurrencyLastLoadedAt } from './currencySelectors';
import { currencyActions as a } from './currencySlice';

/**
 * The list is kept 24 hours (product-spec section 9) through `lastLoadedAt`, which is persisted with
 * the list, so a reload within the day makes no call either.
 */
export function* handleFetch(action: PayloadAction<{ force?: boolean } | undefined>): SagaIterator {
  const now: number = yield call(currentTime);
  const lastLoadedAt: number | null = yield select(selectCurrencyLastLoadedAt);
  const cached: Currency[] = yield select(selectAllCurrencies);
  if (!action.payload?.force && cached.length > 0 && isCurrencyListFresh(lastLoadedAt, now)) {
    // The original load time stays, so answering from the cache never stretches the 24 hours.
    yield put(a.fetchSucceeded(cached, lastLoadedAt ?? now));
    return;
  }
  try {
    const body: unknown = yield call(fetchCurrencyList);
    if (!Array.isArray(body)) {
      yield put(a.invalidDataReceived({ error: MSG.currencyInvalidData }));
      return;
    }
    yield put(a.fetchSucceeded(body, now));
  } catch {
    yield put(a.fetchFailed({ error: MSG.currencyLoad }));
  }
}

export function* currencySaga(): SagaIterator {
  yield takeLatest(a.fetchRequested.type, handleFetch);
}
