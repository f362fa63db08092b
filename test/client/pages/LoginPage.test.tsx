import { act, screen } from '@testing-library/react';
import { MSG } from '@shared/messages';
import { AUTH_REQUESTS, sessionActions } from '@client/features/authentication/sessionSlice';
import { renderRoutes, sessionState, preloadPages, fill } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { installFakeAdapter } from '@test/client/apiAdapter';
import { NOW, requestsInFlight } from '@test/client/session';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const visitor = { preloadedState: { session: sessionState(null) } };
let inFlight: ReturnType<typeof requestsInFlight> | undefined;
afterEach(() => inFlight?.restore());

async function openLogin(state?: unknown, options = {}) {
  const view = renderRoutes({ pathname: '/login', state }, { ...visitor, ...options });
  await screen.findByRole('button', { name: 'Log in' });
  return view;
}

describe('login page', () => {
  it('dispatches loginRequested with the page the guard remembered', async () => {
    inFlight = requestsInFlight();
    const { user, dispatched } = await openLogin({ from: '/profile?tab=1' }, inFlight);
    expect(document.title).toBe('Log in | Anatolia Consulting');
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'correct horse');
    await user.keyboard('{Enter}');
    expect(dispatched('session/loginRequested')).toEqual([
      sessionActions.loginRequested({
        email: 'ada@example.com',
        password: 'correct horse',
        from: '/profile?tab=1',
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });

  it('sends no from when the visitor came directly', async () => {
    const { user, dispatched } = await openLogin();
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(dispatched('session/loginRequested')[0]).toMatchObject({ payload: { from: undefined } });
  });

  it('blocks an empty form and focuses the first invalid field', async () => {
    const { user, dispatched } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(dispatched('session/loginRequested')).toHaveLength(0);
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('shows the request error in an alert', async () => {
    const { store } = await openLogin();
    act(() => {
      store.dispatch(sessionActions.loginRequested({ email: 'a@example.com', password: 'x' }));
      store.dispatch(requestFailed(AUTH_REQUESTS.login, MSG.invalidCredentials, 401));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.invalidCredentials);
    expect(screen.queryByRole('button', { name: 'Resend PIN' })).not.toBeInTheDocument();
  });

  it('shows the required text when a login fails and the server says nothing', async () => {
    const fake = installFakeAdapter(() => ({ status: 500 }));
    try {
      const context = { navigate: jest.fn(), getLocation: () => '/login', now: () => NOW };
      const { user } = await openLogin(undefined, { storeOptions: { runSagas: true, context } });
      await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
      await fill(user, screen.getByLabelText('Password'), 'correct horse');
      await user.keyboard('{Enter}');
      const text = await screen.findByText('An error occurred during login');
      expect(text.closest('[role="alert"]')).not.toBeNull();
      expect(context.navigate).not.toHaveBeenCalled();
    } finally {
      fake.restore();
    }
  });

  it('offers Resend PIN and Verify email for an unverified e-mail', async () => {
    const { store, user, dispatched } = await openLogin();
    act(() => {
      store.dispatch(sessionActions.loginRequested({ email: 'new@example.com', password: 'x' }));
      store.dispatch(requestFailed(AUTH_REQUESTS.login, MSG.emailNotVerified, 403));
      store.dispatch(sessionActions.verificationEmailChanged('new@example.com'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.emailNotVerified);
    expect(screen.getByRole('link', { name: 'Verify email' })).toHaveAttribute(
      'href',
      '/verify-email?email=new%40example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Resend PIN' }));
    expect(dispatched('session/resendPinRequested')[0]).toMatchObject({
      payload: { email: 'new@example.com' },
    });
    act(() => {
      store.dispatch(requestSucceeded(AUTH_REQUESTS.resendPin, MSG.pinSent));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.pinSent);
  });

  it('links to Forgot password? and Sign up', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('forgets an earlier failure when it mounts again', async () => {
    renderRoutes('/login', {
      preloadedState: {
        session: sessionState(null),
        requests: {
          [AUTH_REQUESTS.login]: { status: 'failed', error: 'old', message: null, fieldErrors: {}, at: null },
        },
      },
    });
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
