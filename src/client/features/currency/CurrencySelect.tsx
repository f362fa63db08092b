import { useEffect, useMemo } from 'react';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { CurrencyInfo } from '@shared/contracts/currency';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { selectAvailableCurrencies, selectCurrencyInfo } from './currencySelectors';
import { currencyActions } from './currencySlice';
import { useCurrencyList } from './useCurrencyList';

export type CurrencySelectProps = TextFieldProps & {
  /**
   * Offer every accepted ISO 4217 currency after the site's own (`GET /currency/available`, read
   * once a session): the administrators' forms, where a price may be in any of them.
   */
  offerAll?: boolean;
};

const labelOf = (c: { code: string; symbol?: string; name?: string }) =>
  c.symbol ? `${c.code} (${c.symbol}) — ${c.name}` : `${c.code} — ${c.name}`;

/**
 * A select of the loaded currencies by code. The current value is always offered, so the default
 * (TRY) stays selectable while the list loads or when loading failed; a value the site does not
 * offer is named by `GET /currency/info/{code}` (the bare code when that fails).
 */
export function CurrencySelect({ offerAll = false, ...props }: CurrencySelectProps) {
  const dispatch = useAppDispatch();
  const currencies = useCurrencyList();
  const available = useAppSelector(selectAvailableCurrencies);
  const value = typeof props.value === 'string' ? props.value : '';
  const known = value === '' || currencies.some((c) => c.code === value);
  const info = useAppSelector((state) => (known ? undefined : selectCurrencyInfo(state, value)));
  useEffect(() => {
    if (!known && currencies.length > 0) dispatch(currencyActions.infoRequested({ code: value }));
  }, [dispatch, known, value, currencies.length]);
  const others: CurrencyInfo[] = useMemo(() => {
    if (!offerAll || !available) return [];
    const own = new Set(currencies.map((c) => c.code));
    return available.filter((c) => !own.has(c.code) && c.code !== value);
  }, [offerAll, available, currencies, value]);
  useEffect(() => {
    if (offerAll) dispatch(currencyActions.availableRequested());
  }, [dispatch, offerAll]);
  return (
    <TextField select {...props}>
      {!known && <MenuItem value={value}>{info ? labelOf(info) : value}</MenuItem>}
      {currencies.map((c) => (
        <MenuItem key={c.id} value={c.code}>
          {labelOf(c)}
        </MenuItem>
      ))}
      {others.length > 0 && <ListSubheader>Other currencies</ListSubheader>}
      {others.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {labelOf(c)}
        </MenuItem>
      ))}
    </TextField>
  );
}
