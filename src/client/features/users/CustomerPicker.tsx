import { useEffect, useRef } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import type { Customer } from './userModel';
import { selectCustomerPage, selectCustomersRequest } from './usersSelectors';
import { usersActions } from './usersSlice';

/** A customer as a form holds it: a project knows its customer's id and name before any search. */
export type CustomerChoice = Pick<Customer, 'id' | 'label'> & Partial<Pick<Customer, 'email'>>;

interface CustomerPickerProps {
  /** null: no customer. */
  value: CustomerChoice | null;
  onChange: (value: CustomerChoice | null) => void;
  label?: string;
  /** The server's message for the field; it wins over everything else under the field. */
  error?: string;
  helperText?: string;
}

const nameOf = (c: CustomerChoice) => c.label || `Customer #${c.id}`;
const optionLabel = (c: CustomerChoice) => (c.email ? `${nameOf(c)} — ${c.email}` : nameOf(c));

/**
 * Picks one customer, searched on the server as the user types (docs/requirements.md#users,
 * `GET /user/customers`); cleared, it picks none.
 */
export function CustomerPicker({
  value,
  onChange,
  label = 'Customer',
  error,
  helperText,
}: CustomerPickerProps) {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectCustomerPage);
  const request = useAppSelector(selectCustomersRequest);
  const searched = useRef('');
  const pending = request.status === 'pending';
  const failed = request.status === 'failed' ? (request.error ?? undefined) : undefined;

  // Another form may have left a searched page behind.
  useEffect(() => {
    dispatch(usersActions.customersRequested());
  }, [dispatch]);

  const search = (text: string) => {
    searched.current = text.trim();
    dispatch(usersActions.customersRequested({ search: text }));
  };

  return (
    <Autocomplete<CustomerChoice>
      fullWidth
      options={failed ? [] : page}
      // Held as given: a new object would make the box forget what is being typed.
      value={value}
      // The server has searched already.
      filterOptions={(x) => x}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={pending}
      loadingText="Loading customers…"
      noOptionsText={failed ?? 'No customers found'}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') search(text);
        // The box shows the choice (or nothing) again: offer the unsearched page.
        else if (searched.current !== '') search('');
      }}
      onChange={(_e, picked) => onChange(picked)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {optionLabel(option)}
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error ?? failed)}
          helperText={error ?? failed ?? helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {pending && <CircularProgress color="inherit" size={20} aria-label="Loading customers" />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
