import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterSelect, SearchBar } from '@client/components/SearchBar';

const STATES = [
  { value: true, label: 'Active' },
  { value: false, label: 'Inactive' },
];
const ROLES = [
  { value: 1, label: 'Admin' },
  { value: 3, label: 'Customer' },
];

function Harness({
  onState,
  onRole,
}: {
  onState: (v: boolean | null) => void;
  onRole: (v: number | null) => void;
}) {
  const [state, setState] = useState<boolean | null>(false);
  const [role, setRole] = useState<number | null>(null);
  const [text, setText] = useState('');
  return (
    <SearchBar label="Search people" value={text} onSearch={setText}>
      <FilterSelect
        label="State"
        value={state}
        options={STATES}
        onChange={(v) => {
          setState(v);
          onState(v);
        }}
      />
      <FilterSelect
        label="Role"
        value={role}
        options={ROLES}
        onChange={(v) => {
          setRole(v);
          onRole(v);
        }}
      />
    </SearchBar>
  );
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('search bar', () => {
  it('is a search landmark whose field reports every change and never submits', async () => {
    const onSearch = jest.fn();
    render(<SearchBar label="Search users" value="" onSearch={onSearch} />);
    const bar = screen.getByRole('search');
    const field = within(bar).getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(field, { target: { value: 'ada' } });
    expect(onSearch).toHaveBeenLastCalledWith('ada');
    // Enter in the field must not reload the page.
    const submitted = fireEvent.submit(bar);
    expect(submitted).toBe(false);
  });

  it('hands back the typed option values, and null for Any', async () => {
    const onState = jest.fn();
    const onRole = jest.fn();
    render(<Harness onState={onState} onRole={onRole} />);
    // A false value is a chosen filter, not "Any".
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Inactive');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Any');

    await choose('Role', 'Customer');
    expect(onRole).toHaveBeenLastCalledWith(3);
    await choose('State', 'Active');
    expect(onState).toHaveBeenLastCalledWith(true);
    await choose('State', 'Any');
    expect(onState).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Any');
  });
});
