import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CURRENCY_CODE } from '@shared/constants';
import type { CurrencyInfo } from '@shared/contracts/currency';
import type { Currency } from './currencyModel';

export const currencyAdapter = createEntityAdapter<Currency>();

export interface CurrencyExtraState {
  selectedCode: string;
  /** When the list was last loaded (ms since epoch), for the 24-hour cache. */
  lastLoadedAt: number | null;
  /**
   * What `GET /currency/info/{code}` answered, by upper-case code: null where it failed (the
   * requirements' fallback), so the view shows the bare code.
   */
  info: Record<string, CurrencyInfo | null>;
  /**
   * Every accepted ISO 4217 currency (`GET /currency/available`), null until loaded; a failed call
   * counts as an empty list (the requirements' fallback, `{currencies: []}`).
   */
  available: CurrencyInfo[] | null;
  /** One of the site's currencies read by id (`GET /currency/{id}`): null after a failure. */
  detail: { id: number; currency: Currency | null } | null;
}

export const initialCurrencyState = currencyAdapter.getInitialState<CurrencyExtraState>({
  selectedCode: DEFAULT_CURRENCY_CODE,
  lastLoadedAt: null,
  info: {},
  available: null,
  detail: null,
});
export type CurrencyState = typeof initialCurrencyState;

/** Request key (lib/requests): the list's load state. */
export const CURRENCY_REQUESTS = {
  list: 'currency/list',
  available: 'currency/available',
  detail: 'currency/detail',
  info: (code: string) => `currency/info:${code.toUpperCase()}`,
} as const;

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
    infoReceived(state, action: PayloadAction<{ code: string; info: CurrencyInfo | null }>) {
      state.info[action.payload.code.toUpperCase()] = action.payload.info;
    },
    availableReceived(state, action: PayloadAction<CurrencyInfo[]>) {
      state.available = action.payload;
    },
    detailReceived(state, action: PayloadAction<{ id: number; currency: Currency | null }>) {
      state.detail = action.payload;
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
  /** The name and symbol of a code the site does not offer (a saved project's currency). */
  infoRequested: createAction<{ code: string }>('currency/infoRequested'),
  /** Every accepted currency, for a picker that offers more than the site's own. */
  availableRequested: createAction('currency/availableRequested'),
  /** One of the site's currencies, read afresh by id. */
  detailRequested: createAction<{ id: number }>('currency/detailRequested'),
};
export const currencyReducer = currencySlice.reducer;
export default currencySlice;
