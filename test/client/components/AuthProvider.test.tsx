import { render, renderHook, screen } from '@testing-library/react';
import { MSG } from '@shared/messages';
import { useAuth } from '@client/features/authentication/AuthProvider';
import { makeUser, renderWithProviders, sessionState } from '@test/client/renderWithProviders';

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p>
        {auth.isAuthenticated ? `in as ${auth.user?.userName}` : 'out'}, role {auth.roleId},{' '}
        {auth.isConsultant ? 'consultant' : 'not consultant'}
      </p>
      <button onClick={() => auth.login('a@example.com', 'secret-pass', '/profile')}>login</button>
      <button onClick={auth.logout}>logout</button>
    </div>
  );
}

describe('useAuth', () => {
  it('throws the exact text outside its provider', () => {
    // React reports the thrown render error; it is the expected outcome here.
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(MSG.useAuthOutsideProvider);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });

  it('reflects the session and dispatches login and logout', async () => {
    const { user, dispatched } = renderWithProviders(<Probe />, {
      preloadedState: { session: sessionState(makeUser({ roleId: 2, userName: 'connor' })) },
    });
    expect(screen.getByText('in as connor, role 2, consultant')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'login' }));
    expect(dispatched('session/loginRequested')[0]).toMatchObject({
      payload: { email: 'a@example.com', password: 'secret-pass', from: '/profile' },
    });
    await user.click(screen.getByRole('button', { name: 'logout' }));
    expect(dispatched('session/logoutRequested')).toHaveLength(1);
  });

  it('reports a visitor as logged out with the default role', () => {
    renderWithProviders(<Probe />, { preloadedState: { session: sessionState(null) } });
    expect(screen.getByText('out, role 3, not consultant')).toBeInTheDocument();
  });
});
