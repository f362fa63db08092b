import { initialSessionState, sessionActions, sessionReducer } from '@client/features/session/sessionSlice';
import { makeLoginResponse } from '@test/client/session';

describe('session slice', () => {
  it('clears the stored session and every request on loggedOut', () => {
    let state = sessionReducer(initialSessionState, sessionActions.loginSucceeded(makeLoginResponse()));
    state = sessionReducer(state, sessionActions.profileUpdateRequested({} as never));
    state = sessionReducer(state, sessionActions.loggedOut({ reason: 'logout' }));
    expect(state).toMatchObject({ token: null, expiration: null, user: null, initialized: true });
    expect(state.requests.updateProfile.status).toBe('idle');
  });

  it('enriches only a present user', () => {
    expect(
      sessionReducer(initialSessionState, sessionActions.userEnriched({ consultantId: 3 })).user,
    ).toBeNull();
    const loggedIn = sessionReducer(initialSessionState, sessionActions.loginSucceeded(makeLoginResponse()));
    expect(sessionReducer(loggedIn, sessionActions.userEnriched({ consultantId: 3 })).user).toMatchObject({
      consultantId: 3,
      isConsultant: true,
    });
  });

  it('tracks photo progress and clears it at the end', () => {
    let state = sessionReducer(initialSessionState, sessionActions.photoUploadRequested({ fileId: 'x' }));
    expect(state.photoUploadProgress).toBe(0);
    state = sessionReducer(state, sessionActions.photoUploadProgressed({ percent: 60 }));
    expect(state.photoUploadProgress).toBe(60);
    state = sessionReducer(state, sessionActions.photoUploadFailed({ error: 'e' }));
    expect(state.photoUploadProgress).toBeNull();
  });
});
