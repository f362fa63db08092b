import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { useTypedBeforeHydration } from '@client/components/forms/typedBeforeHydration';
import SearchIcon from '@mui/icons-material/Search';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { selectConsultantFilters, selectExpertiseNames } from './consultantsSelectors';
import { consultantsActions } from './consultantsSlice';
import { menuItems } from '@client/components/forms/menuItems';

/** Search by name (sent to the server after a pause in typing), expertise and availability. */
export function ConsultantFilters() {
  const dispatch = useAppDispatch();
  const { search, expertise, availableOnly } = useAppSelector(selectConsultantFilters);
  const names = useAppSelector(selectExpertiseNames);
  const searchField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchField, search, (text) => dispatch(consultantsActions.searchChanged(text)));
  // A chosen name stays selectable even when the current answer no longer contains it.
  const options = expertise && !names.includes(expertise) ? [expertise, ...names] : names;

  return (
    <Box
      role="search"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: 2,
        mb: 3,
      }}
    >
      <TextField
        label="Search consultants"
        placeholder="Name, specialization or expertise"
        value={search}
        onChange={(e) => dispatch(consultantsActions.searchChanged(e.target.value))}
        inputRef={searchField}
        sx={{ flexGrow: 1 }}
        slotProps={{
          input: {
            type: 'search',
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Expertise"
        value={expertise}
        onChange={(e) => dispatch(consultantsActions.expertiseFilterChanged(e.target.value))}
        sx={{ minWidth: { md: 220 } }}
        // 'All expertise' is a real choice: shown, not hidden behind the label.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All expertise</MenuItem>
        {menuItems(options)}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={availableOnly}
            onChange={(e) => dispatch(consultantsActions.availabilityFilterChanged(e.target.checked))}
          />
        }
        label="Available only"
        sx={{ whiteSpace: 'nowrap' }}
      />
    </Box>
  );
}
