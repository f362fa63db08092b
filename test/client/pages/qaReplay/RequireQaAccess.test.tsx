import { screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import type { SessionUser } from '@client/features/authentication/sessionSlice';
import { routes as appRoutes } from '@client/app/routes';
import { RequireQaAccess } from '@client/pages/qaReplay/RequireQaAccess';
import { makeUser, preloadPages, renderRoutes, sessionState } from '@test/client/renderWithProviders';

// The replay view shows whole recorded states: in a production build it is for administrators (role
// 1) alone, in a development build for everyone (docs/requirements.md#qa, "same access as the export").

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {(location.state as { from?: string } | null)?.from}</p>;
}

const probes: RouteObject[] = [
  { path: '/login', element: <LoginProbe /> },
  { path: '/unauthorized', element: <p>unauthorized page</p> },
];
const guarded: RouteObject[] = [
  ...probes,
  {
    path: '/qa',
    element: (
      <RequireQaAccess>
        <p>replay view</p>
      </RequireQaAccess>
    ),
  },
];
const appQaRoute = appRoutes.find((route) => route.path === '/qa')!;

const session = (user: SessionUser | null) => ({ preloadedState: { session: sessionState(user) } });
const roles = [2, 3, 4] as const;

beforeAll(() => preloadPages([appQaRoute]));

const env = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = env;
});

describe('who may open /qa', () => {
  describe('in a production build', () => {
    beforeEach(() => {
      process.env.NODE_ENV = 'production';
    });

    it('lets an administrator in', () => {
      renderRoutes('/qa', { routes: guarded, ...session(makeUser({ roleId: 1 })) });
      expect(screen.getByText('replay view')).toBeInTheDocument();
    });

    it.each(roles)('sends role %i to /unauthorized', (roleId) => {
      const { router } = renderRoutes('/qa', { routes: guarded, ...session(makeUser({ roleId })) });
      expect(router.state.location.pathname).toBe('/unauthorized');
      expect(screen.queryByText('replay view')).not.toBeInTheDocument();
    });

    it('sends a visitor to /login, remembering /qa', () => {
      const { router } = renderRoutes('/qa', { routes: guarded, ...session(null) });
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByText('login page, from /qa')).toBeInTheDocument();
      expect(screen.queryByText('replay view')).not.toBeInTheDocument();
    });

    it('guards the app’s own /qa route', async () => {
      const customer = renderRoutes('/qa', { routes: [...probes, appQaRoute], ...session(makeUser()) });
      expect(customer.router.state.location.pathname).toBe('/unauthorized');
      customer.unmount();

      renderRoutes('/qa', { routes: [...probes, appQaRoute], ...session(makeUser({ roleId: 1 })) });
      expect(await screen.findByRole('heading', { name: 'Action log replay' })).toBeInTheDocument();
    });
  });

  describe('in a development build', () => {
    beforeEach(() => {
      process.env.NODE_ENV = 'development';
    });

    it.each(roles)('lets role %i in', (roleId) => {
      renderRoutes('/qa', { routes: guarded, ...session(makeUser({ roleId })) });
      expect(screen.getByText('replay view')).toBeInTheDocument();
    });

    it('lets a visitor in', () => {
      renderRoutes('/qa', { routes: guarded, ...session(null) });
      expect(screen.getByText('replay view')).toBeInTheDocument();
    });
  });
});
