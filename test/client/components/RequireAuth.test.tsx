import { act, screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { useAuth } from '@client/features/authentication/AuthProvider';
import { RequireAuth } from '@client/features/authentication/RequireAuth';
import { initialSessionState, sessionActions } from '@client/features/authentication/sessionSlice';
import { makeUser, renderRoutes, sessionState, preloadPages } from '@test/client/renderWithProviders';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {(location.state as { from?: string } | null)?.from}</p>;
}

function LogoutButton() {
  const { logout } = useAuth();
  return <button onClick={logout}>Logout</button>;
}

const routes: RouteObject[] = [
  { path: '/login', element: <LoginProbe /> },
  { path: '/unauthorized', element: <p>unauthorized page</p> },
  {
    path: '/admin',
    element: (
      <RequireAuth roles={[1]}>
        <p>admin area</p>
      </RequireAuth>
    ),
  },
  {
    path: '/customers',
    element: (
      <RequireAuth roles={[3]}>
        <p>customer area</p>
        <LogoutButton />
      </RequireAuth>
    ),
  },
];

describe('RequireAuth', () => {
  it('shows Loading... until the stored session has been checked', () => {
    renderRoutes('/admin', { routes, preloadedState: { session: initialSessionState } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
  });

  it('sends a visitor to /login remembering the path and query', () => {
    const { router } = renderRoutes('/admin?tab=users', {
      routes,
      preloadedState: { session: sessionState(null) },
    });
    expect(screen.getByText('login page, from /admin?tab=users')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a disallowed role to /unauthorized', () => {
    const { router } = renderRoutes('/admin', {
      routes,
      preloadedState: { session: sessionState(makeUser({ roleId: 2 })) },
    });
    expect(screen.getByText('unauthorized page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('lets an allowed role through', () => {
    renderRoutes('/admin', { routes, preloadedState: { session: sessionState(makeUser({ roleId: 1 })) } });
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });

  it('counts a missing role as 3', () => {
    const user = makeUser({ roleId: undefined as unknown as number });
    renderRoutes('/customers', { routes, preloadedState: { session: sessionState(user) } });
    expect(screen.getByText('customer area')).toBeInTheDocument();
  });

  it('refuses a missing role where role 3 is not allowed', () => {
    const user = makeUser({ roleId: undefined as unknown as number });
    renderRoutes('/admin', { routes, preloadedState: { session: sessionState(user) } });
    expect(screen.getByText('unauthorized page')).toBeInTheDocument();
  });

  it('leaves the next page to the logout saga when the user logs out here', async () => {
    const { user, store, router } = renderRoutes('/customers', {
      routes,
      preloadedState: { session: sessionState(makeUser()) },
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    act(() => {
      store.dispatch(sessionActions.loggedOut({ reason: 'logout' }));
    });
    expect(router.state.location.pathname).toBe('/customers');
    expect(screen.queryByText('customer area')).not.toBeInTheDocument();

    // A guarded page opened afterwards asks for a login again.
    await act(() => router.navigate('/admin'));
    expect(screen.getByText('login page, from /admin')).toBeInTheDocument();
  });

  it('sends a user to /login when the session ends otherwise', () => {
    const { store, router } = renderRoutes('/customers', {
      routes,
      preloadedState: { session: sessionState(makeUser()) },
    });
    act(() => {
      store.dispatch(sessionActions.loggedOut({ reason: 'expired' }));
    });
    expect(router.state.location.pathname).toBe('/login');
  });
});
