import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import {
  handlePasswordChange,
  handlePasswordChangeCode,
  handleProfile,
  handleProfileUpdate,
} from '@client/features/session/profileSaga';
import { initialSessionState, sessionActions } from '@client/features/session/sessionSlice';
import * as accountApi from '@client/api/calls/account';
import * as profileApi from '@client/api/calls/profile';
import { MSG } from '@shared/messages';
import { httpError } from '@test/client/apiAdapter';
import { makeUser, storedSession } from '@test/client/session';

const HOUR = 3_600_000;
const loggedIn = (user = makeUser()): Partial<RootState> => ({
  session: { ...initialSessionState, ...storedSession(24 * HOUR), user, initialized: true },
});
const state = (partial: Partial<RootState>) => ({
  ...rootReducer(undefined, { type: '@@init' }),
  ...partial,
});
const toast = (message: string, variant: string) => ({
  action: { type: 'toasts/toastAdded', payload: { message, variant } },
});

describe('profile', () => {
  it('merges GET /Manage/profile into the stored user', async () => {
    const { storeState } = await expectSaga(handleProfile)
      .withReducer(rootReducer, state(loggedIn()))
      .provide([
        [matchers.call.fn(profileApi.getProfile), { name: 'Ayşe Nur', phoneNumber: '+90 555', secret: 'x' }],
      ])
      .run();
    expect(storeState.session.user).toMatchObject({
      name: 'Ayşe Nur',
      phoneNumber: '+90 555',
      email: 'ayse@example.com',
    });
    expect(storeState.session.user).not.toHaveProperty('secret');
    expect(storeState.session.requests.profile.status).toBe('succeeded');
  });

  it('fails with the spec text', async () => {
    const { storeState } = await expectSaga(handleProfile)
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(profileApi.getProfile), throwError(new Error('Network Error'))]])
      .run();
    expect(storeState.session.requests.profile.error).toBe(MSG.profileFetch);
  });
});

describe('profile update', () => {
  const change = { userName: 'ayse', email: 'ayse@example.com', name: 'Ayşe', surname: 'Kaya' };

  it('sends every field, defaulting to empty strings, and keeps the returned user', async () => {
    const user = makeUser({ surname: 'Kaya' });
    const { storeState } = await expectSaga(
      handleProfileUpdate,
      sessionActions.profileUpdateRequested(change as never),
    )
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(profileApi.updateProfile), { message: MSG.profileUpdated, user }]])
      .call(profileApi.updateProfile, { ...change, phoneNumber: '', photo: '' })
      .put(sessionActions.profileUpdateSucceeded({ message: MSG.profileUpdated, user }))
      .put.like(toast(MSG.profileUpdated, 'success'))
      .run();
    expect(storeState.session.user?.surname).toBe('Kaya');
  });

  it('rejects an answer without a user', async () => {
    const { storeState } = await expectSaga(
      handleProfileUpdate,
      sessionActions.profileUpdateRequested(change as never),
    )
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(profileApi.updateProfile), { message: 'ok' }]])
      .put(sessionActions.profileUpdateFailed({ error: MSG.invalidResponse }))
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
    await expectSaga(handleProfileUpdate, sessionActions.profileUpdateRequested(change as never))
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(profileApi.updateProfile), throwError(httpError(status, body))]])
      .put(sessionActions.profileUpdateFailed({ error: expected }))
      .not.put.actionType('toasts/toastAdded')
      .run();
  });
});

describe('password change from the profile', () => {
  it('needs the current user e-mail', async () => {
    await expectSaga(handlePasswordChangeCode)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(accountApi.forgotPassword), undefined]])
      .put(sessionActions.passwordChangeCodeFailed({ error: MSG.userInfoNotFound }))
      .not.call.fn(accountApi.forgotPassword)
      .run();
  });

  it('asks for a code by e-mail', async () => {
    const { storeState } = await expectSaga(handlePasswordChangeCode)
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(accountApi.forgotPassword), { message: MSG.resetSent }]])
      .call(accountApi.forgotPassword, { email: 'ayse@example.com' })
      .put(sessionActions.passwordChangeCodeSent({ message: MSG.passwordChangeCodeSent }))
      .run();
    expect(storeState.session.passwordChangeCodeSent).toBe(true);
  });

  it('refuses an empty code without calling the server', async () => {
    await expectSaga(
      handlePasswordChange,
      sessionActions.passwordChangeRequested({
        code: '  ',
        password: 'New123456!',
        confirmPassword: 'New123456!',
      }),
    )
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(accountApi.resetPassword), undefined]])
      .put(sessionActions.passwordChangeFailed({ error: MSG.codeNotEntered }))
      .not.put.actionType('toasts/toastAdded')
      .not.call.fn(accountApi.resetPassword)
      .run();
  });

  it('refuses without a user e-mail', async () => {
    await expectSaga(
      handlePasswordChange,
      sessionActions.passwordChangeRequested({
        code: '123456',
        password: 'New123456!',
        confirmPassword: 'New123456!',
      }),
    )
      .withReducer(rootReducer)
      .put(sessionActions.passwordChangeFailed({ error: MSG.userInfoNotFound }))
      .run();
  });

  it('resets the password with the code', async () => {
    const body = {
      email: 'ayse@example.com',
      code: '123456',
      password: 'New123456!',
      confirmPassword: 'New123456!',
    };
    const { storeState } = await expectSaga(
      handlePasswordChange,
      sessionActions.passwordChangeRequested({
        code: ' 123456 ',
        password: body.password,
        confirmPassword: body.password,
      }),
    )
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(accountApi.resetPassword), { message: MSG.passwordReset }]])
      .call(accountApi.resetPassword, body)
      .put(sessionActions.passwordChangeSucceeded({ message: MSG.passwordUpdated }))

      .run();
    expect(storeState.session.requests.changePassword.status).toBe('succeeded');
  });

  it('fails with the server text, else the spec text', async () => {
    const action = sessionActions.passwordChangeRequested({
      code: '123456',
      password: 'x',
      confirmPassword: 'x',
    });
    await expectSaga(handlePasswordChange, action)
      .withReducer(rootReducer, state(loggedIn()))
      .provide([
        [
          matchers.call.fn(accountApi.resetPassword),
          throwError(httpError(400, { message: MSG.invalidCode })),
        ],
      ])
      .put(sessionActions.passwordChangeFailed({ error: MSG.invalidCode }))
      .run();
    await expectSaga(handlePasswordChange, action)
      .withReducer(rootReducer, state(loggedIn()))
      .provide([[matchers.call.fn(accountApi.resetPassword), throwError(new Error('Network Error'))]])
      .put(sessionActions.passwordChangeFailed({ error: MSG.passwordUpdate }))
      .run();
  });
});
