import { screen } from '@testing-library/react';
import { SITE_DEFAULTS } from '../../../src/shared/siteDefaults';
import { makeUser, renderRoutes, sessionState } from '../../helpers/client/renderWithProviders';

describe('home page', () => {
  it('welcomes a visitor with the site settings and offers Sign up and Log in', async () => {
    renderRoutes('/', { preloadedState: { session: sessionState(null) } });
    expect(
      await screen.findByRole('heading', { name: `Welcome to ${SITE_DEFAULTS.siteName}` }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(SITE_DEFAULTS.companySlogan).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe(SITE_DEFAULTS.siteTitle);
  });

  it('offers My Profile once logged in', async () => {
    renderRoutes('/', { preloadedState: { session: sessionState(makeUser()) } });
    expect(await screen.findByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
  });

  it('keeps meta description, keywords and favicon in step with the settings', async () => {
    renderRoutes('/', { preloadedState: { session: sessionState(null) } });
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      SITE_DEFAULTS.siteDescription,
    );
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      SITE_DEFAULTS.keywords,
    );
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  });
});
