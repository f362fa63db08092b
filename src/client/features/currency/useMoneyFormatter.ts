import { useCallback } from 'react';
import { formatMoney } from './currencyModel';
import { useCurrencyList } from './useCurrencyList';

/** formatMoney with each code's symbol from the loaded list, for the fallback of unknown codes. */
export function useMoneyFormatter() {
  const currencies = useCurrencyList();
  return useCallback(
    (amount: number | null | undefined, code: string) =>
      formatMoney(amount, code, currencies.find((c) => c.code === code)?.symbol),
    [currencies],
  );
}
