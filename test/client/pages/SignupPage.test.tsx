import { act, screen } from '@testing-library/react';
import { MSG } from '@shared/messages';
import { AUTH_REQUESTS, sessionActions } from '@client/features/authentication/sessionSlice';
import { renderRoutes, sessionState, preloadPages, fill } from '@test/client/renderWithProviders';
import { requestFailed } from '@test/client/requests';
import { requestsInFlight } from '@test/client/session';

// Every page loaded before the tests, so that no query waits on module loading.
beforeAll(preloadPages);

let inFlight: ReturnType<typeof requestsInFlight> | undefined;
afterEach(() => inFlight?.restore());

async function openSignup(options = {}) {
  const view = renderRoutes('/signup', { preloadedState: { session: sessionState(null) }, ...options });
  await screen.findByRole('button', { name: 'Sign up' });
  return view;
}

describe('signup page', () => {
  it('blocks invalid input with field errors and dispatches nothing', async () => {
    const { user, dispatched } = await openSignup();
    await fill(user, screen.getByLabelText('User name'), 'ada');
    await fill(user, screen.getByLabelText('Email'), 'not-an-email');
    await fill(user, screen.getByLabelText('Password'), 'short');
    await fill(user, screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(dispatched('session/registerRequested')).toHaveLength(0);
    expect(screen.getByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordLength)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordsDiffer)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a password of more than 128 characters', async () => {
    const { user, dispatched } = await openSignup();
    const long = 'x'.repeat(129);
    await fill(user, screen.getByLabelText('User name'), 'ada');
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('First name'), 'Ada');
    await fill(user, screen.getByLabelText('Last name'), 'Lovelace');
    await user.click(screen.getByLabelText('Password'));
    await user.paste(long);
    await user.click(screen.getByLabelText('Confirm password'));
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(dispatched('session/registerRequested')).toHaveLength(0);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('dispatches valid input with both passwords and the phone number', async () => {
    inFlight = requestsInFlight();
    const { user, dispatched } = await openSignup(inFlight);
    await fill(user, screen.getByLabelText('User name'), 'ada.l');
    await fill(user, screen.getByLabelText('Email'), ' ada@example.com ');
    await fill(user, screen.getByLabelText('First name'), 'Ada');
    await fill(user, screen.getByLabelText('Last name'), 'Lovelace');
    await fill(user, screen.getByLabelText('Phone number'), '+90 555 000 00 00');
    await fill(user, screen.getByLabelText('Password'), 'analytical-engine');
    await fill(user, screen.getByLabelText('Confirm password'), 'analytical-engine');
    await user.keyboard('{Enter}');

    expect(dispatched('session/registerRequested')).toEqual([
      sessionActions.registerRequested({
        userName: 'ada.l',
        email: 'ada@example.com',
        name: 'Ada',
        surname: 'Lovelace',
        phoneNumber: '+90 555 000 00 00',
        password: 'analytical-engine',
        confirmPassword: 'analytical-engine',
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('shows the server error in an alert', async () => {
    const { store } = await openSignup();
    act(() => {
      store.dispatch(requestFailed(AUTH_REQUESTS.register, MSG.emailTaken, 409));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.emailTaken);
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('sets autocomplete hints', async () => {
    await openSignup();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(document.title).toBe('Sign up | Anatolia Consulting');
  });
});
