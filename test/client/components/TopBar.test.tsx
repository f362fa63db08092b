import { screen, within } from '@testing-library/react';
import { TopBar } from '@client/features/siteSettings/TopBar';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import type { SiteSettings } from '@shared/contracts/siteSettings';
import { initialSiteSettingsState } from '@client/features/siteSettings/siteSettingsSlice';
import { idleRequest } from '@client/lib/requestState';
import { makeUser, renderWithProviders, sessionState } from '@test/client/renderWithProviders';

const settings = (fields: Partial<SiteSettings>) => ({
  ...initialSiteSettingsState,
  data: { id: 1, ...SITE_DEFAULTS, ...fields },
});

describe('TopBar', () => {
  // First in the file: once loaded, the tools' chunk renders at once in the tests after it.
  it("keeps the signed-in tools' room in the bar while their chunk loads", async () => {
    renderWithProviders(<TopBar />, { preloadedState: { session: sessionState(makeUser()) } });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The bell (40 px) and the avatar button (44 px), 8 px apart.
    expect(nav.lastElementChild).toHaveStyle({ width: '92px', height: '44px' });
    expect(await within(nav).findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows the site name and logo text from the settings', () => {
    renderWithProviders(<TopBar />, {
      preloadedState: {
        session: sessionState(null),
        siteSettings: settings({ siteName: 'Bosphorus Advisory', logoText: 'BA', logoBgColor: '#123456' }),
      },
    });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Bosphorus Advisory')).toBeInTheDocument();
    expect(within(bar).getByTestId('logo-box')).toHaveTextContent('BA');
    expect(within(bar).getByTestId('logo-box')).toHaveStyle({ backgroundColor: '#123456' });
  });

  it('falls back per field when a setting is empty or the load failed', () => {
    renderWithProviders(<TopBar />, {
      preloadedState: {
        session: sessionState(null),
        siteSettings: settings({ siteName: '', logoText: 'ZZ' }),
      },
    });
    expect(screen.getByText(SITE_DEFAULTS.siteName)).toBeInTheDocument();
    expect(screen.getByTestId('logo-box')).toHaveTextContent('ZZ');
  });

  it('uses the defaults when nothing was loaded', () => {
    renderWithProviders(<TopBar />, {
      preloadedState: {
        session: sessionState(null),
        siteSettings: initialSiteSettingsState,
        requests: { 'siteSettings/load': { ...idleRequest, status: 'failed', error: 'down' } },
      },
    });
    expect(screen.getByText(SITE_DEFAULTS.siteName)).toBeInTheDocument();
    expect(screen.getByTestId('logo-box')).toHaveTextContent(SITE_DEFAULTS.logoText);
  });

  it('shows the configured image instead of the logo text', () => {
    renderWithProviders(<TopBar />, {
      preloadedState: {
        session: sessionState(null),
        siteSettings: settings({ faviconUrl: '/uploads/logo.png' }),
      },
    });
    expect(screen.queryByTestId('logo-box')).not.toBeInTheDocument();
    expect(screen.getByRole('banner').querySelector('img')).toHaveAttribute('src', '/uploads/logo.png');
  });

  it('offers the navigation and Login to a visitor', () => {
    renderWithProviders(<TopBar />, { preloadedState: { session: sessionState(null) } });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Our Experts', '/consultants'],
      ['Our Expertise', '/services'],
      ['About Us', '/about'],
      ['Get Quote', '/request'],
      ['Login', '/login'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Get Quote' })).toHaveClass('MuiButton-contained');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it.each([
    [1, ['Dashboard', 'My Profile', 'Logout']],
    [2, ['Dashboard', 'My Profile', 'Logout']],
    [3, ['My Projects', 'My Profile', 'Logout']],
    [4, ['My Profile', 'Logout']],
  ])('gives role %i the account menu items %j', async (roleId, expected) => {
    const { user } = renderWithProviders(<TopBar />, {
      preloadedState: { session: sessionState(makeUser({ roleId })) },
    });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(expected);
  });

  it('links the account items and logs out from the menu', async () => {
    const { user, dispatched } = renderWithProviders(<TopBar />, {
      preloadedState: { session: sessionState(makeUser({ roleId: 1 })) },
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(dispatched('session/logoutRequested')).toHaveLength(1);
  });

  it('shows the user photo in the account button, or a placeholder', async () => {
    renderWithProviders(<TopBar />, {
      preloadedState: { session: sessionState(makeUser({ photo: '/uploads/ada.png' })) },
    });
    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/uploads/ada.png');
  });

  it('opens the right-hand drawer with the same items', async () => {
    const { user } = renderWithProviders(<TopBar />, {
      preloadedState: { session: sessionState(makeUser({ roleId: 3 })) },
    });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const name of [
      'Our Experts',
      'Our Expertise',
      'About Us',
      'Get Quote',
      'My Projects',
      'My Profile',
    ]) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
