import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/app/rootReducer';
import { isCurrencyListFresh } from './currencyModel';
import { currencyAdapter } from './currencySlice';

export const {
  selectAll: selectAllCurrencies,
  selectById: selectCurrencyById,
  selectIds: selectCurrencyIds,
} = currencyAdapter.getSelectors((state: RootState) => state.currency);

export const selectSelectedCurrencyCode = (state: RootState) => state.currency.selectedCode;
export const selectCurrencyStatus = (state: RootState) => state.currency.status;
export const selectCurrencyError = (state: RootState) => state.currency.error;
export const selectCurrencyLastLoadedAt = (state: RootState) => state.currency.lastLoadedAt;

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
