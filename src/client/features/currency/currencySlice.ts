import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CURRENCY_CODE } from '@shared/constants';
import type { Currency } from './currencyModel';

export const currencyAdapter = createEntityAdapter<Currency>();

export interface CurrencyExtraState {
  selectedCode: string;
  /** When the list was last loaded (ms since epoch), for the 24-hour cache. */
  lastLoadedAt: number | null;
}

export const initialCurrencyState = currencyAdapter.getInitialState<CurrencyExtraState>({
  selectedCode: DEFAULT_CURRENCY_CODE,
  lastLoadedAt: null,
});
export type CurrencyState = typeof initialCurrencyState;

/** Request key (lib/requests): the list's load state. */
export const CURRENCY_REQUESTS = { list: 'currency/list' } as const;

const currencySlice = createSlice({
  name: 'currency',
  initialState: initialCurrencyState,
  reducers: {
    /** `loadedAt` is the original load time, also when the list came from the 24-hour cache. */
    listReceived(state, action: PayloadAction<{ currencies: Currency[]; loadedAt: number }>) {
      currencyAdapter.setAll(state, action.payload.currencies);
      state.lastLoadedAt = action.payload.loadedAt;
    },
    /**
     * The server answered something other than a list: that counts as an empty list, and it is not
     * cached, so the next request asks again. (A failed call keeps the list it had.)
     */
    listInvalidated(state) {
      currencyAdapter.removeAll(state);
      state.lastLoadedAt = null;
    },
    selected(state, action: PayloadAction<string>) {
      state.selectedCode = action.payload.toUpperCase();
    },
  },
});

export const currencyActions = {
  ...currencySlice.actions,
  /** `force` skips the 24-hour cache. */
  fetchRequested: createAction<{ force?: boolean } | undefined>('currency/fetchRequested'),
};
export const currencyReducer = currencySlice.reducer;
export default currencySlice;
