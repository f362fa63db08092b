import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import configureMockStore from 'redux-mock-store';
import { AppProviders } from '@client/app/AppProviders';
import type { AppStore } from '@client/app/store';
import { rootReducer } from '@client/app/rootReducer';
import AccountMenuList from '@client/features/account/AccountMenuList';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import { makeUser } from '@test/client/renderWithProviders';
import { testTheme } from '@test/client/testTheme';

// A frozen store: the menu's contract is the exact events it emits, whatever any reducer does with them.
const mockStore = configureMockStore([]);

function frozenState(roleId: 1 | 2 | 3 | 4) {
  const state = rootReducer(undefined, { type: '@@init' });
  const user = makeUser({ roleId });
  return {
    ...state,
    session: {
      ...state.session,
      token: 'e30.e30.sig',
      expiration: '2100-01-01T00:00:00Z',
      user,
      initialized: true,
    },
  };
}

function renderMenu(roleId: 1 | 2 | 3 | 4) {
  const store = mockStore(frozenState(roleId));
  const anchor = document.createElement('button');
  document.body.appendChild(anchor);
  render(
    <AppProviders store={store as unknown as AppStore} theme={testTheme}>
      <MemoryRouter>
        <AccountMenuList id="account-menu" anchor={anchor} onClose={() => undefined} />
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

describe('account menu events', () => {
  it('emits only session/logoutRequested when Logout is chosen', async () => {
    const store = renderMenu(3);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(store.getActions()).toEqual([sessionActions.logoutRequested()]);
  });

  it('emits nothing when a navigation item is chosen', async () => {
    const store = renderMenu(1);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    expect(store.getActions()).toEqual([]);
  });
});
