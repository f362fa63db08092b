import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { isCurrencyListFresh } from './currencyModel';
import { CURRENCY_REQUESTS, currencyAdapter } from './currencySlice';

export const {
  selectAll: selectAllCurrencies,
  selectById: selectCurrencyById,
  selectIds: selectCurrencyIds,
} = currencyAdapter.getSelectors((state: RootState) => state.currency);

export const selectSelectedCurrencyCode = (state: RootState) => state.currency.selectedCode;
export const selectCurrencyListRequest = (state: RootState) => selectRequest(state, CURRENCY_REQUESTS.list);
export const selectCurrencyLastLoadedAt = (state: RootState) => state.currency.lastLoadedAt;
export const selectCurrencyInfos = (state: RootState) => state.currency.info;
/** What `GET /currency/info/{code}` said of a code: undefined before it answered, null if it failed. */
export const selectCurrencyInfo = (state: RootState, code: string) => state.currency.info[code.toUpperCase()];
export const selectAvailableCurrencies = (state: RootState) => state.currency.available;
export const selectCurrencyDetail = (state: RootState) => state.currency.detail;

export const selectCurrencyByCode = createSelector(
  [selectAllCurrencies, (_state: RootState, code: string) => code.toUpperCase()],
  (all, code) => all.find((c) => c.code === code) ?? null,
);

export const selectSelectedCurrency = createSelector(
  [selectAllCurrencies, selectSelectedCurrencyCode],
  (all, code) => all.find((c) => c.code === code) ?? null,
);

export const selectIsCurrencyListFresh = (state: RootState, now: number) =>
  isCurrencyListFresh(state.currency.lastLoadedAt, now);
