import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CURRENCY_CODE } from '@shared/constants';
import type { RequestStatus } from '@client/lib/requestState';
import { normalizeCurrencyList, type Currency } from './currencyModel';

export const currencyAdapter = createEntityAdapter<Currency>();

export interface CurrencyExtraState {
  selectedCode: string;
  /** When the list was last loaded (ms since epoch), for the 24-hour cache. */
  lastLoadedAt: number | null;
  status: RequestStatus;
  error: string | null;
}

export const initialCurrencyState = currencyAdapter.getInitialState<CurrencyExtraState>({
  selectedCode: DEFAULT_CURRENCY_CODE,
  lastLoadedAt: null,
  status: 'idle',
  error: null,
});
export type CurrencyState = typeof initialCurrencyState;

const currencySlice = createSlice({
  name: 'currency',
  initialState: initialCurrencyState,
  reducers: {
    /** `force` skips the 24-hour cache. */
    fetchRequested(state, _action: PayloadAction<{ force?: boolean } | undefined>) {
      state.status = 'pending';
      state.error = null;
    },
    fetchSucceeded: {
      reducer(state, action: PayloadAction<{ currencies: Currency[]; loadedAt: number }>) {
        currencyAdapter.setAll(state, action.payload.currencies);
        state.lastLoadedAt = action.payload.loadedAt;
        state.status = 'succeeded';
      },
      prepare: (body: unknown, loadedAt: number = Date.now()) => ({
        payload: { currencies: normalizeCurrencyList(body), loadedAt },
      }),
    },
    /** The cached list stays; only a missing one means an empty list. */
    fetchFailed(state, action: PayloadAction<{ error: string }>) {
      state.status = 'failed';
      state.error = action.payload.error;
    },
    /**
     * The server answered something other than a list: that counts as an empty list, and it is not
     * cached, so the next request asks again.
     */
    invalidDataReceived(state, action: PayloadAction<{ error: string }>) {
      currencyAdapter.removeAll(state);
      state.lastLoadedAt = null;
      state.status = 'failed';
      state.error = action.payload.error;
    },
    selected(state, action: PayloadAction<string>) {
      state.selectedCode = action.payload.toUpperCase();
    },
  },
});

export const currencyActions = currencySlice.actions;
export const currencyReducer = currencySlice.reducer;
export default currencySlice;
