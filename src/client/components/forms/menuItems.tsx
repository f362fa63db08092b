import MenuItem from '@mui/material/MenuItem';

export interface MenuOption {
  value: string | number | boolean;
  label: string;
}

/** A select's options, one MenuItem each; a plain text stands for itself. */
export function menuItems(options: readonly (string | MenuOption)[]) {
  return options.map((option) => {
    const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
    return (
      <MenuItem key={String(value)} value={String(value)}>
        {label}
      </MenuItem>
    );
  });
}
