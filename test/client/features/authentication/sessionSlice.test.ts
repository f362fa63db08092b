import {
  initialSessionState,
  sessionActions,
  sessionReducer,
} from '@client/features/authentication/sessionSlice';
import { makeLoginResponse } from '@test/client/session';

const loggedIn = () =>
  sessionReducer(initialSessionState, sessionActions.loginSucceeded(makeLoginResponse()));

describe('session slice', () => {
  it('clears the stored session on loggedOut', () => {
    const state = sessionReducer(loggedIn(), sessionActions.loggedOut({ reason: 'logout' }));
    expect(state).toMatchObject({ token: null, expiration: null, user: null, initialized: true });
  });

  it('enriches only a present user', () => {
    expect(
      sessionReducer(initialSessionState, sessionActions.userEnriched({ consultantId: 3 })).user,
    ).toBeNull();
    expect(sessionReducer(loggedIn(), sessionActions.userEnriched({ consultantId: 3 })).user).toMatchObject({
      consultantId: 3,
      isConsultant: true,
    });
  });

  it('merges user changes into a present user only', () => {
    expect(
      sessionReducer(initialSessionState, sessionActions.userUpdated({ photo: '/p.png' })).user,
    ).toBeNull();
    const updated = sessionReducer(loggedIn(), sessionActions.userUpdated({ photo: '/p.png' }));
    expect(updated.user).toMatchObject({ photo: '/p.png', email: 'ayse@example.com' });
    expect(updated.token).toBe(loggedIn().token);
  });

  it('keeps the e-mail to verify from a resend until the next login attempt', () => {
    let state = sessionReducer(initialSessionState, sessionActions.resendPinRequested({ email: 'a@b.co' }));
    expect(state.pendingVerificationEmail).toBe('a@b.co');
    state = sessionReducer(state, sessionActions.loginRequested({ email: 'a@b.co', password: 'x' }));
    expect(state.pendingVerificationEmail).toBeNull();
  });
});
