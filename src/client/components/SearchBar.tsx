import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { menuItems } from '@client/components/forms/menuItems';

/** The value a filter shows for "no filter": the select's empty option, "Any". */
const ANY = '';

export interface FilterOption<T> {
  value: T;
  label: string;
}

interface FilterSelectProps<T> {
  label: string;
  /** null: no filter, shown as "Any". */
  value: T | null;
  options: readonly FilterOption<T>[];
  onChange: (value: T | null) => void;
}

/** One filter of a search bar: a small select whose first option, "Any", clears it. */
export function FilterSelect<T extends string | number | boolean>({
  label,
  value,
  options,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === null ? ANY : String(value)}
      onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)?.value ?? null)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 140, flex: { xs: '1 1 120px', sm: '0 0 auto' } }}
    >
      <MenuItem value={ANY}>Any</MenuItem>
      {menuItems(options)}
    </TextField>
  );
}

interface SearchBarProps {
  /** The search field's label, which also names the list it searches ("Search users"). */
  label: string;
  value: string;
  onSearch: (text: string) => void;
  /** The list's filters beside the search field (FilterSelect or any control). */
  children?: ReactNode;
}

/**
 * The search-and-filter bar above an administered list: a search landmark whose text and filters apply
 * as they change (the list's saga debounces the search), wrapping under each other on a phone.
 */
export function SearchBar({ label, value, onSearch, children }: SearchBarProps) {
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      <TextField
        size="small"
        type="search"
        label={label}
        value={value}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ flex: '1 1 220px' }}
      />
      {children}
    </Box>
  );
}
