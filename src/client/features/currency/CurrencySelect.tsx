import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useCurrencyList } from './useCurrencyList';

/**
 * A select of the loaded currencies by code. The current value is always offered, so the default
 * (TRY) stays selectable while the list loads or when loading failed.
 */
export function CurrencySelect(props: TextFieldProps) {
  const currencies = useCurrencyList();
  const value = typeof props.value === 'string' ? props.value : '';
  const known = currencies.some((c) => c.code === value);
  return (
    <TextField select {...props}>
      {!known && value !== '' && <MenuItem value={value}>{value}</MenuItem>}
      {currencies.map((c) => (
        <MenuItem key={c.id} value={c.code}>
          {c.symbol ? `${c.code} (${c.symbol}) — ${c.name}` : `${c.code} — ${c.name}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
