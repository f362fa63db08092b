import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { api } from '@client/api';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { initialSessionState } from '@client/features/authentication/sessionSlice';
import { handleEmailConfirm } from '@client/features/profile/emailChangeSaga';
import { profileWatchers } from '@client/features/profile/profileSaga';
import { selectPendingEmail } from '@client/features/profile/profileSelectors';
import { PROFILE_REQUESTS, profileActions } from '@client/features/profile/profileSlice';
import { serveAction } from '@client/lib/calls';
import { selectRequest } from '@client/lib/requests';
import { MSG } from '@shared/messages';
import { httpError } from '@test/client/apiAdapter';
import { makeUser, storedSession } from '@test/client/session';

const HOUR = 3_600_000;
const NEW_ADDRESS = 'ayse.new@example.com';

const state = (partial: Partial<RootState> = {}): RootState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, ...storedSession(24 * HOUR), user: makeUser(), initialized: true },
  ...partial,
});
const withPending = (): RootState => {
  const base = state();
  return { ...base, profile: rootReducer(base, profileActions.emailChangePending(NEW_ADDRESS)).profile };
};

/** One action served by the profile's call table, from start to end. */
const serve = (action: { type: string }) => expectSaga(serveAction, profileWatchers, action);

describe('e-mail change confirmation', () => {
  it('keeps the old address and records the pending one when the update answers pendingEmail', async () => {
    const user = makeUser();
    const body = { userName: user.userName, email: NEW_ADDRESS, name: 'Ayşe', surname: 'Kaya' };
    const { storeState } = await serve(profileActions.updateRequested(body as never))
      .withReducer(rootReducer, state())
      .provide([
        [
          matchers.call.fn(api.profile.update),
          { message: MSG.emailChangePending, user, pendingEmail: NEW_ADDRESS },
        ],
      ])
      .run();
    expect(storeState.session.user?.email).toBe(user.email);
    expect(selectPendingEmail(storeState)).toBe(NEW_ADDRESS);
  });

  it('sends the code, then puts the confirmed address into the session user', async () => {
    const changed = makeUser({ email: NEW_ADDRESS });
    const { storeState } = await expectSaga(
      handleEmailConfirm,
      profileActions.emailConfirmRequested({ code: ' 123456 ' }),
    )
      .withReducer(rootReducer, withPending())
      .provide([[matchers.call.fn(api.profile.confirmEmail), { message: MSG.emailChanged, user: changed }]])
      .call(api.profile.confirmEmail, { body: { code: '123456' } })
      .run();
    expect(storeState.session.user?.email).toBe(NEW_ADDRESS);
    expect(selectPendingEmail(storeState)).toBeNull();
    expect(selectRequest(storeState, PROFILE_REQUESTS.emailConfirm)).toMatchObject({
      status: 'succeeded',
      message: MSG.emailChanged,
    });
  });

  it('shows the server text for a wrong code and keeps waiting for the right one', async () => {
    const { storeState } = await expectSaga(
      handleEmailConfirm,
      profileActions.emailConfirmRequested({ code: '000000' }),
    )
      .withReducer(rootReducer, withPending())
      .provide([
        [
          matchers.call.fn(api.profile.confirmEmail),
          throwError(httpError(400, { message: MSG.invalidCode })),
        ],
      ])
      .run();
    expect(selectRequest(storeState, PROFILE_REQUESTS.emailConfirm).error).toBe(MSG.invalidCode);
    expect(selectPendingEmail(storeState)).toBe(NEW_ADDRESS);
    expect(storeState.session.user?.email).toBe(makeUser().email);
  });

  // docs/requirements.md#errors-content: any failure but a 400 shows the verification text.
  it('shows the verification text when the confirmation fails otherwise', async () => {
    for (const error of [httpError(500, { message: 'Internal failure.' }), httpError(404)]) {
      const { storeState } = await expectSaga(
        handleEmailConfirm,
        profileActions.emailConfirmRequested({ code: '123456' }),
      )
        .withReducer(rootReducer, withPending())
        .provide([[matchers.call.fn(api.profile.confirmEmail), throwError(error)]])
        .run();
      expect(selectRequest(storeState, PROFILE_REQUESTS.emailConfirm)).toMatchObject({
        status: 'failed',
        error: 'An error occurred while verifying email',
      });
      expect(selectPendingEmail(storeState)).toBe(NEW_ADDRESS);
    }
  });

  it('refuses an empty code without calling the server', async () => {
    const { storeState } = await expectSaga(
      handleEmailConfirm,
      profileActions.emailConfirmRequested({ code: ' ' }),
    )
      .withReducer(rootReducer, withPending())
      .not.call.fn(api.profile.confirmEmail)
      .run();
    expect(selectRequest(storeState, PROFILE_REQUESTS.emailConfirm).error).toBe(MSG.codeNotEntered);
  });
});
