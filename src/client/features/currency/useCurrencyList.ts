import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { selectAllCurrencies } from './currencySelectors';
import { currencyActions } from './currencySlice';

/** The currency list for a view; the saga answers from its 24-hour cache when it can. */
export function useCurrencyList() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(currencyActions.fetchRequested());
  }, [dispatch]);
  return useAppSelector(selectAllCurrencies);
}
