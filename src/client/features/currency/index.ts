// The public surface of features/currency: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { CurrencySelect } from './CurrencySelect';
export { selectCurrencyDetail, selectSelectedCurrencyCode } from './currencySelectors';
export { CURRENCY_REQUESTS, currencyActions, currencyReducer } from './currencySlice';
export { useCurrencyList } from './useCurrencyList';
export { useMoneyFormatter } from './useMoneyFormatter';
