import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { api } from '@client/api';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { initialSessionState, sessionActions } from '@client/features/authentication/sessionSlice';
import {
  handlePasswordChange,
  handlePasswordCode,
  profileWatchers,
  saveProfile,
} from '@client/features/profile/profileSaga';
import { forgetProfileRequests } from '@client/features/profile/profileSessionSaga';
import { selectPasswordDialogOpen, selectPendingEmail } from '@client/features/profile/profileSelectors';
import { PROFILE_REQUESTS, profileActions } from '@client/features/profile/profileSlice';
import { serveAction } from '@client/lib/calls';
import { requestsActions, selectRequest } from '@client/lib/requests';
import { MSG } from '@shared/messages';
import { httpError } from '@test/client/apiAdapter';
import { requestSucceeded } from '@test/client/requests';
import { makeUser, storedSession } from '@test/client/session';

const HOUR = 3_600_000;
const loggedIn = (user = makeUser()): Partial<RootState> => ({
  session: { ...initialSessionState, ...storedSession(24 * HOUR), user, initialized: true },
});
const state = (partial: Partial<RootState> = {}) => ({
  ...rootReducer(undefined, { type: '@@init' }),
  ...partial,
});
const toast = (message: string, variant: string) => ({
  action: { type: 'toasts/toastAdded', payload: { message, variant } },
});
const failureOf = (key: string, error: string) => ({
  action: { type: requestsActions.failed.type, payload: { key, error } },
});

/** One action served by the profile's call table, from start to end. */
const serve = (action: { type: string }) => expectSaga(serveAction, profileWatchers, action);

describe('profile', () => {
  it('merges GET /Manage/profile into the stored user', async () => {
    const fromServer = makeUser({
      name: 'Ayşe Nur',
      phoneNumber: '+90 555',
      roleId: 2,
      roles: ['Consultant'],
    });
    const { storeState } = await serve(profileActions.fetchRequested())
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(api.profile.get), { ...fromServer, isConsultant: false }]])
      .run();
    expect(storeState.session.user).toMatchObject({
      name: 'Ayşe Nur',
      phoneNumber: '+90 555',
      email: 'ayse@example.com',
      isConsultant: true,
    });
    expect(storeState.session.token).not.toBeNull();
    expect(selectRequest(storeState, PROFILE_REQUESTS.fetch).status).toBe('succeeded');
  });

  it('keeps the address that waits for its PIN, and forgets it once none waits', async () => {
    const pending = { ...makeUser(), pendingEmail: 'new@example.com' };
    const { storeState } = await serve(profileActions.fetchRequested())
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(api.profile.get), pending]])
      .run();
    expect(selectPendingEmail(storeState)).toBe('new@example.com');
    expect(storeState.session.user).not.toHaveProperty('pendingEmail');
    const { storeState: after } = await serve(profileActions.fetchRequested({ force: true }))
      .withReducer(rootReducer, storeState as RootState)
      .provide([[matchers.call.fn(api.profile.get), makeUser()]])
      .run();
    expect(selectPendingEmail(after)).toBeNull();
  });

  it('fails with the spec text', async () => {
    const { storeState } = await serve(profileActions.fetchRequested())
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(api.profile.get), throwError(new Error('Network Error'))]])
      .run();
    expect(selectRequest(storeState, PROFILE_REQUESTS.fetch).error).toBe(MSG.profileFetch);
    expect(storeState.session.user?.name).toBe('Ayşe');
  });
});

describe('profile update', () => {
  const change = { userName: 'ayse', email: 'ayse@example.com', name: 'Ayşe', surname: 'Kaya' };

  it('sends every field, defaulting to empty strings, and keeps the returned user', async () => {
    const user = makeUser({ surname: 'Kaya' });
    const body = { ...change, phoneNumber: '', photo: '' };
    const { storeState } = await serve(profileActions.updateRequested(change as never))
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(api.profile.update), { message: MSG.profileUpdated, user }]])
      .call(saveProfile, body)
      .call(api.profile.update, { body })
      .put(sessionActions.userUpdated(user))
      .put.like(toast(MSG.profileUpdated, 'success'))
      .run();
    expect(storeState.session.user?.surname).toBe('Kaya');
    expect(selectRequest(storeState, PROFILE_REQUESTS.update)).toMatchObject({
      status: 'succeeded',
      message: MSG.profileUpdated,
    });
  });

  it('rejects an answer without a user', async () => {
    const { storeState } = await serve(profileActions.updateRequested(change as never))
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(api.profile.update), { message: 'ok' }]])
      .put.like(failureOf(PROFILE_REQUESTS.update, MSG.invalidResponse))
      .not.put.actionType('toasts/toastAdded')
      .run();
    expect(storeState.session.user?.surname).toBe('Yılmaz');
  });

  it.each([
    [400, { message: MSG.userNameTaken }, MSG.userNameTaken],
    [400, 'Phone number is invalid', 'Phone number is invalid'],
    [400, {}, MSG.profileUpdate400],
    [500, { message: MSG.internal }, MSG.profileUpdate],
  ])('a %i answer %j fails with its text', async (status, body, expected) => {
    await serve(profileActions.updateRequested(change as never))
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(api.profile.update), throwError(httpError(status, body))]])
      .put.like(failureOf(PROFILE_REQUESTS.update, expected))
      .not.put.actionType('toasts/toastAdded')
      .run();
  });
});

describe('password change from the profile', () => {
  const change = { code: '123456', password: 'New123456!', confirmPassword: 'New123456!' };

  it('needs the current user e-mail', async () => {
    await expectSaga(handlePasswordCode)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.account.forgotPassword), { message: MSG.resetSent }]])
      .put.like(failureOf(PROFILE_REQUESTS.passwordCode, MSG.userInfoNotFound))
      .not.call.fn(api.account.forgotPassword)
      .run();
  });

  it('asks for a code by e-mail, which opens the dialog afresh', async () => {
    const earlier = state(loggedIn());
    const done = rootReducer(earlier, requestSucceeded(PROFILE_REQUESTS.password, MSG.passwordUpdated));
    const { storeState } = await expectSaga(handlePasswordCode)
      .withReducer(rootReducer, done)
      .provide([[matchers.call.fn(api.account.forgotPassword), { message: MSG.resetSent }]])
      .call(api.account.forgotPassword, { body: { email: 'ayse@example.com' } })
      .run();
    expect(selectRequest(storeState, PROFILE_REQUESTS.passwordCode)).toMatchObject({
      status: 'succeeded',
      message: MSG.passwordChangeCodeSent,
    });
    expect(selectPasswordDialogOpen(storeState)).toBe(true);
  });

  it('fails the code request with the server text, else the spec text', async () => {
    await expectSaga(handlePasswordCode)
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(api.account.forgotPassword), throwError(new Error('Network Error'))]])
      .put.like(failureOf(PROFILE_REQUESTS.passwordCode, MSG.forgot))
      .run();
  });

  it('refuses an empty code without calling the server', async () => {
    await expectSaga(handlePasswordChange, profileActions.passwordChangeRequested({ ...change, code: '  ' }))
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(api.account.resetPassword), { message: MSG.passwordReset }]])
      .put.like(failureOf(PROFILE_REQUESTS.password, MSG.codeNotEntered))
      .not.put.actionType('toasts/toastAdded')
      .not.call.fn(api.account.resetPassword)
      .run();
  });

  it('refuses without a user e-mail', async () => {
    await expectSaga(handlePasswordChange, profileActions.passwordChangeRequested(change))
      .withReducer(rootReducer)
      .put.like(failureOf(PROFILE_REQUESTS.password, MSG.userInfoNotFound))
      .run();
  });

  it('resets the password with the code, which closes the dialog', async () => {
    const body = { email: 'ayse@example.com', ...change };
    const open = rootReducer(state(loggedIn()), requestSucceeded(PROFILE_REQUESTS.passwordCode));
    const { storeState } = await expectSaga(
      handlePasswordChange,
      profileActions.passwordChangeRequested({ ...change, code: ' 123456 ' }),
    )
      .withReducer(rootReducer, open)
      .provide([[matchers.call.fn(api.account.resetPassword), { message: MSG.passwordReset }]])
      .call(api.account.resetPassword, { body })
      .run();
    expect(selectRequest(storeState, PROFILE_REQUESTS.password)).toMatchObject({
      status: 'succeeded',
      message: MSG.passwordUpdated,
    });
    expect(selectPasswordDialogOpen(storeState)).toBe(false);
    // Every earlier session has ended on the server: this one ends here and asks for a new login.
    expect(storeState.session.token).toBeNull();
    expect(storeState.toasts.queue.map((t: { message: string }) => t.message)).toContain(
      MSG.passwordUpdatedSignIn,
    );
  });

  it('fails with the server text, else the spec text', async () => {
    const action = profileActions.passwordChangeRequested({
      code: '123456',
      password: 'x',
      confirmPassword: 'x',
    });
    await expectSaga(handlePasswordChange, action)
      .withReducer(rootReducer, state(loggedIn()))
      .provide([
        [
          matchers.call.fn(api.account.resetPassword),
          throwError(httpError(400, { message: MSG.invalidCode })),
        ],
      ])
      .put.like(failureOf(PROFILE_REQUESTS.password, MSG.invalidCode))
      .run();
    await expectSaga(handlePasswordChange, action)
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(api.account.resetPassword), throwError(new Error('Network Error'))]])
      .put.like(failureOf(PROFILE_REQUESTS.password, MSG.passwordUpdate))
      .run();
  });
});

describe('the end of a session', () => {
  it('forgets every profile request', async () => {
    const before = [PROFILE_REQUESTS.update, PROFILE_REQUESTS.password].reduce(
      (s, key) => rootReducer(s, requestSucceeded(key)),
      state(loggedIn()),
    );
    const { storeState } = await expectSaga(forgetProfileRequests).withReducer(rootReducer, before).run();
    expect(selectRequest(storeState, PROFILE_REQUESTS.update).status).toBe('idle');
    expect(selectRequest(storeState, PROFILE_REQUESTS.password).status).toBe('idle');
  });
});
