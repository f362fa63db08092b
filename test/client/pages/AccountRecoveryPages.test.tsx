import { act, screen } from '@testing-library/react';
import { MSG } from '@shared/messages';
import { AUTH_REQUESTS, sessionActions } from '@client/features/authentication/sessionSlice';
import { renderRoutes, sessionState, preloadPages, fill } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { requestsInFlight } from '@test/client/session';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

const visitor = { preloadedState: { session: sessionState(null) } };
let inFlight: ReturnType<typeof requestsInFlight> | undefined;
afterEach(() => inFlight?.restore());

describe('verify-email page', () => {
  it('prefills the e-mail from the query and dispatches the PIN', async () => {
    const { user, dispatched } = renderRoutes('/verify-email?email=ada%40example.com', visitor);
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('Verification PIN'), '123456{Enter}');
    expect(dispatched('session/verifyEmailRequested')).toEqual([
      sessionActions.verifyEmailRequested({ email: 'ada@example.com', pin: '123456' }),
    ]);
  });

  it('wants six digits', async () => {
    const { user, dispatched } = renderRoutes('/verify-email?email=ada%40example.com', visitor);
    await user.type(await screen.findByLabelText('Verification PIN'), '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(dispatched('session/verifyEmailRequested')).toHaveLength(0);
    expect(screen.getByText('Verification PIN must be 6 digits.')).toBeInTheDocument();
  });

  it('resends the PIN and shows the outcomes', async () => {
    const { user, store, dispatched } = renderRoutes('/verify-email?email=ada%40example.com', visitor);
    await user.click(await screen.findByRole('button', { name: 'Resend PIN' }));
    expect(dispatched('session/resendPinRequested')[0]).toMatchObject({
      payload: { email: 'ada@example.com' },
    });
    act(() => {
      store.dispatch(requestSucceeded(AUTH_REQUESTS.resendPin, MSG.pinSent));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.pinSent);
    act(() => {
      store.dispatch(requestFailed(AUTH_REQUESTS.verifyEmail, MSG.invalidCode, 400));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.invalidCode);
  });
});

describe('forgot-password page', () => {
  it('sends the code request and then links to Enter the code', async () => {
    inFlight = requestsInFlight();
    const { user, store, dispatched } = renderRoutes('/forgot-password', { ...visitor, ...inFlight });
    await fill(user, await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(dispatched('session/forgotPasswordRequested')[0]).toMatchObject({
      payload: { email: 'ada@example.com' },
    });
    expect(screen.getByRole('button', { name: 'Send reset code' })).toBeDisabled();
    act(() => {
      store.dispatch(requestSucceeded(AUTH_REQUESTS.forgotPassword, MSG.resetSent));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.resetSent);
    expect(screen.getByRole('link', { name: 'Enter the code' })).toHaveAttribute(
      'href',
      '/reset-password?email=ada%40example.com',
    );
  });

  it('shows a failure', async () => {
    const { store } = renderRoutes('/forgot-password', visitor);
    await screen.findByLabelText('Email');
    act(() => {
      store.dispatch(requestFailed(AUTH_REQUESTS.forgotPassword, MSG.forgot, 0));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.forgot);
  });
});

describe('reset-password page', () => {
  it('dispatches the code and both passwords', async () => {
    const { user, dispatched } = renderRoutes('/reset-password?email=ada%40example.com', visitor);
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('Reset code'), '654321');
    await fill(user, screen.getByLabelText('New password'), 'a-new-password');
    await fill(user, screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.keyboard('{Enter}');
    expect(dispatched('session/resetPasswordRequested')).toEqual([
      sessionActions.resetPasswordRequested({
        email: 'ada@example.com',
        code: '654321',
        password: 'a-new-password',
        confirmPassword: 'a-new-password',
      }),
    ]);
  });

  it('blocks different passwords and shows the server error', async () => {
    const { user, store, dispatched } = renderRoutes('/reset-password?email=ada%40example.com', visitor);
    await user.type(await screen.findByLabelText('Reset code'), '654321');
    await fill(user, screen.getByLabelText('New password'), 'a-new-password');
    await fill(user, screen.getByLabelText('Confirm new password'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(dispatched('session/resetPasswordRequested')).toHaveLength(0);
    expect(screen.getByText(MSG.passwordsDiffer)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    act(() => {
      store.dispatch(requestFailed(AUTH_REQUESTS.resetPassword, MSG.invalidCode, 400));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.invalidCode);
  });
});
