import { screen } from '@testing-library/react';
import { renderRoutes, sessionState, preloadPages } from '@test/client/renderWithProviders';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

describe('not-found page', () => {
  it.each(['/no-such-page', '/services/erp/extra', '/dashboard/no-such-page'])(
    'answers %s with Page not found',
    async (path) => {
      renderRoutes(path, { preloadedState: { session: sessionState(null) } });
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('Page not found | Anatolia Consulting');
    },
  );
});
