import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '@client/app/AppProviders';
import { makeStore } from '@client/app/store';
import AccountMenuList from '@client/features/account/AccountMenuList';
import NavDrawerPanel from '@client/features/siteSettings/NavDrawerPanel';
import { installActionLog } from '@client/lib/actionLog/actionLog';
import { createNetworkLog } from '@client/lib/actionLog/networkLog';
import { createActionRecorder } from '@client/lib/actionLog/recorder';
import { makeUser, sessionState } from '@test/client/renderWithProviders';
import { testTheme } from '@test/client/testTheme';

const EXPORT = 'Export action log';
const DEVTOOLS = 'Export for Redux DevTools';
const REPLAY = 'Replay an action log';

function renderMenu(roleId: 1 | 2 | 3 | 4, install = true, where: 'menu' | 'drawer' = 'menu') {
  const recorder = createActionRecorder();
  const { store } = makeStore(
    { session: sessionState(makeUser({ roleId })) },
    { runSagas: false, extraMiddleware: [recorder.middleware] },
  );
  if (install) installActionLog({ recorder, network: createNetworkLog() });
  const anchor = document.createElement('button');
  document.body.appendChild(anchor);
  const onClose = jest.fn();
  render(
    <AppProviders store={store} theme={testTheme}>
      <MemoryRouter>
        {where === 'menu' ? (
          <AccountMenuList id="account-menu" anchor={anchor} onClose={onClose} />
        ) : (
          <NavDrawerPanel open onClose={onClose} />
        )}
      </MemoryRouter>
    </AppProviders>,
  );
  return { onClose };
}

describe('account menu: action log export', () => {
  const env = process.env.NODE_ENV;

  afterEach(() => {
    process.env.NODE_ENV = env;
    installActionLog(null);
  });

  describe('in a production build', () => {
    beforeEach(() => {
      process.env.NODE_ENV = 'production';
    });

    it('is offered to an admin, in both formats, with the replay view', () => {
      renderMenu(1);
      expect(screen.getByRole('menuitem', { name: EXPORT })).toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: DEVTOOLS })).toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: REPLAY })).toHaveAttribute('href', '/qa');
    });

    it('is in the phone drawer too, for an admin only', () => {
      renderMenu(1, true, 'drawer');
      const drawer = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(within(drawer).getByRole('button', { name: EXPORT })).toBeInTheDocument();
      expect(within(drawer).getByRole('button', { name: DEVTOOLS })).toBeInTheDocument();
      expect(within(drawer).getByRole('link', { name: REPLAY })).toHaveAttribute('href', '/qa');
    });

    it('is not in the phone drawer of a customer', () => {
      renderMenu(3, true, 'drawer');
      const drawer = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(within(drawer).queryByRole('button', { name: EXPORT })).not.toBeInTheDocument();
      expect(within(drawer).queryByRole('link', { name: REPLAY })).not.toBeInTheDocument();
    });

    it.each([2, 3, 4] as const)('is hidden from role %i', (roleId) => {
      renderMenu(roleId);
      expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: EXPORT })).not.toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: DEVTOOLS })).not.toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: REPLAY })).not.toBeInTheDocument();
    });
  });

  it('is offered to every role in a development build', () => {
    process.env.NODE_ENV = 'development';
    renderMenu(3);
    expect(screen.getByRole('menuitem', { name: EXPORT })).toBeInTheDocument();
  });

  it('is hidden when nothing records', () => {
    process.env.NODE_ENV = 'development';
    renderMenu(1, false);
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: EXPORT })).not.toBeInTheDocument();
  });

  it('closes the menu and downloads the log when chosen', async () => {
    const createObjectURL = URL.createObjectURL;
    const revokeObjectURL = URL.revokeObjectURL;
    const created = jest.fn(() => 'blob:log');
    URL.createObjectURL = created;
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { onClose } = renderMenu(1);
      await userEvent.click(screen.getByRole('menuitem', { name: EXPORT }));
      expect(onClose).toHaveBeenCalled();
      await screen.findByRole('menuitem', { name: EXPORT });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(created).toHaveBeenCalledTimes(1);
      expect(click).toHaveBeenCalledTimes(1);
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      click.mockRestore();
    }
  });
});
