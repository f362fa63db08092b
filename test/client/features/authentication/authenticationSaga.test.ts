import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { api } from '@client/api';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { authCalls, registrationErrorText } from '@client/features/authentication/authenticationSaga';
import { AUTH_REQUESTS, sessionActions } from '@client/features/authentication/sessionSlice';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import { serveAction } from '@client/lib/calls';
import { requestsActions, selectRequest } from '@client/lib/requests';
import { MSG } from '@shared/messages';
import { httpError } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { makeLoginResponse } from '@test/client/session';

const credentials = { email: 'ayse@example.com', password: 'Secret123!' };
const loginArgs = [{ body: credentials }, { skipUnauthorizedHandler: true }] as const;
/** Toast ids are random, so toasts are matched on their type and text. */
const toastOf = (message: string, variant: string) => ({
  action: { type: toastsActions.toastAdded.type, payload: { message, variant } },
});
const failureOf = (key: string, error: string) => ({
  action: { type: requestsActions.failed.type, payload: { key, error } },
});
const requestOf = (state: RootState, key: string) => selectRequest(state, key);
const initial = rootReducer(undefined, { type: '@@init' });
/** One action served as the table serves it. */
const serve = (action: UnknownAction) => expectSaga(serveAction, authCalls, action);

describe('login', () => {
  it('stores the session and goes back to the remembered page', async () => {
    const ctx = makeTestContext();
    const response = makeLoginResponse();
    const { storeState } = await serve(
      sessionActions.loginRequested({ ...credentials, from: '/projects?page=2' }),
    )
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.account.login), response], contextProvider(ctx)])
      .call(api.account.login, ...loginArgs)
      .put(sessionActions.loginSucceeded(response))
      .run();
    expect(storeState.session.token).toBe(response.token);
    expect(storeState.session.user?.email).toBe('ayse@example.com');
    expect(requestOf(storeState, AUTH_REQUESTS.login).status).toBe('succeeded');
    expect(ctx.navigate).toHaveBeenCalledWith('/projects?page=2', { replace: true });
  });

  it('counts as done only once the session is in storage', async () => {
    const order: string[] = [];
    const ctx = makeTestContext({
      flushStoredState: () => {
        order.push('flush started');
        // Storage answers later: nothing may go on before it has.
        return new Promise<void>((resolve) => {
          setTimeout(() => {
            order.push('flush done');
            resolve();
          }, 20);
        });
      },
    });
    ctx.navigate.mockImplementation((to: string) => order.push(`navigate ${to}`));
    const recording = (state: RootState | undefined, action: UnknownAction) => {
      if (action.type === sessionActions.loginSucceeded.type) order.push('session kept');
      if (action.type === requestsActions.succeeded.type) order.push('login succeeded');
      return rootReducer(state, action);
    };
    await serve(sessionActions.loginRequested(credentials))
      .withReducer(recording)
      .provide([[matchers.call.fn(api.account.login), makeLoginResponse()], contextProvider(ctx)])
      .run();
    expect(order).toEqual(['session kept', 'flush started', 'flush done', 'login succeeded', 'navigate /']);
  });

  it('goes home without a remembered page, and never off-site', async () => {
    for (const from of [undefined, '//evil.example', 'https://evil.example', '/login']) {
      const ctx = makeTestContext();
      await serve(sessionActions.loginRequested({ ...credentials, from }))
        .withReducer(rootReducer)
        .provide([[matchers.call.fn(api.account.login), makeLoginResponse()], contextProvider(ctx)])
        .run();
      expect(ctx.navigate).toHaveBeenCalledWith('/', { replace: true });
    }
  });

  it('derives isConsultant from the roles', async () => {
    const response = makeLoginResponse(undefined, { roleId: 3, roles: ['SuperUser'], isConsultant: false });
    const { storeState } = await serve(sessionActions.loginRequested(credentials))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.account.login), response], contextProvider(makeTestContext())])
      .run();
    expect(storeState.session.user?.isConsultant).toBe(true);
  });

  it('shows the server message of a refused login, stays put and stores nothing', async () => {
    const ctx = makeTestContext({ flushStoredState: jest.fn(() => Promise.resolve()) });
    const { storeState } = await serve(sessionActions.loginRequested(credentials))
      .withReducer(rootReducer)
      .provide([
        [
          matchers.call.fn(api.account.login),
          throwError(httpError(401, { message: MSG.invalidCredentials })),
        ],
        contextProvider(ctx),
      ])
      .put.like(failureOf(AUTH_REQUESTS.login, MSG.invalidCredentials))
      .not.put.actionType(sessionActions.loginSucceeded.type)
      .run();
    expect(storeState.session.token).toBeNull();
    expect(requestOf(storeState, AUTH_REQUESTS.login)).toMatchObject({
      status: 'failed',
      error: MSG.invalidCredentials,
      message: null,
    });
    expect(storeState.session.pendingVerificationEmail).toBeNull();
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(ctx.flushStoredState).not.toHaveBeenCalled();
  });

  it('falls back to the spec text when the server says nothing', async () => {
    const { storeState } = await serve(sessionActions.loginRequested(credentials))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.account.login), throwError(new Error('Network Error'))]])
      .put.like(failureOf(AUTH_REQUESTS.login, 'An error occurred during login'))
      .run();
    expect(requestOf(storeState, AUTH_REQUESTS.login).error).toBe('An error occurred during login');
  });

  it('keeps the e-mail to verify on EMAIL_NOT_VERIFIED', async () => {
    const body = { message: MSG.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' };
    const { storeState } = await serve(sessionActions.loginRequested(credentials))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.account.login), throwError(httpError(403, body))]])
      .put.like(failureOf(AUTH_REQUESTS.login, MSG.emailNotVerified))
      .put(sessionActions.verificationEmailChanged(credentials.email))
      .run();
    expect(storeState.session.pendingVerificationEmail).toBe(credentials.email);
    expect(requestOf(storeState, AUTH_REQUESTS.login).code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('registration', () => {
  const form = {
    userName: 'ayse',
    email: 'ayse+new@example.com',
    name: 'Ayşe',
    surname: 'Yılmaz',
    password: 'Secret123!',
    confirmPassword: 'Secret123!',
  };

  it('sends an empty phone number when missing and goes on to verification', async () => {
    const ctx = makeTestContext();
    const { storeState } = await serve(sessionActions.registerRequested(form as never))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.account.register), { message: MSG.registered }], contextProvider(ctx)])
      .call(api.account.register, { body: { ...form, phoneNumber: '' } })
      .put.like(toastOf(MSG.registered, 'success'))
      .run();
    expect(requestOf(storeState, AUTH_REQUESTS.register)).toMatchObject({
      status: 'succeeded',
      message: MSG.registered,
    });
    expect(storeState.session.pendingVerificationEmail).toBe(form.email);
    expect(ctx.navigate).toHaveBeenCalledWith('/verify-email?email=ayse%2Bnew%40example.com', undefined);
  });

  it.each([
    ['a plain-text body', 'User name is reserved', 'User name is reserved'],
    ['its message', { message: MSG.emailTaken }, MSG.emailTaken],
    [
      'the joined validation messages',
      {
        message: MSG.validation,
        errors: [
          { field: 'email', message: 'Bad e-mail.' },
          { field: 'name', message: 'Name required.' },
        ],
      },
      'Bad e-mail. Name required.',
    ],
    ['the keyed validation messages', { errors: { Email: ['Bad e-mail.'] } }, 'Bad e-mail.'],
    ['the fallback', {}, 'An error occurred during registration'],
  ])('fails with %s', (_label, body, expected) => {
    expect(registrationErrorText(httpError(400, body))).toBe(expected);
  });

  it('puts the failure into the request state and stays put', async () => {
    const ctx = makeTestContext();
    const { storeState } = await serve(sessionActions.registerRequested({ ...form, phoneNumber: '' }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(api.account.register), throwError(httpError(409, { message: MSG.emailTaken }))],
        contextProvider(ctx),
      ])
      .run();
    expect(requestOf(storeState, AUTH_REQUESTS.register).error).toBe(MSG.emailTaken);
    expect(storeState.session.pendingVerificationEmail).toBeNull();
    expect(ctx.navigate).not.toHaveBeenCalled();
  });
});

describe('e-mail verification and password reset', () => {
  it('verifies, toasts and goes to /login', async () => {
    const ctx = makeTestContext();
    const { storeState } = await serve(
      sessionActions.verifyEmailRequested({ email: 'a@b.co', pin: '123456' }),
    )
      .withReducer(rootReducer, {
        ...initial,
        session: { ...initial.session, pendingVerificationEmail: 'a@b.co' },
      })
      .provide([[matchers.call.fn(api.account.verifyEmail), { message: MSG.verified }], contextProvider(ctx)])
      .call(api.account.verifyEmail, { body: { email: 'a@b.co', pin: '123456' } })
      .put.like(toastOf(MSG.verified, 'success'))
      .run();
    expect(requestOf(storeState, AUTH_REQUESTS.verifyEmail).message).toBe(MSG.verified);
    expect(storeState.session.pendingVerificationEmail).toBeNull();
    expect(ctx.navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it.each([
    [
      'verify',
      sessionActions.verifyEmailRequested({ email: 'a@b.co', pin: '1' }),
      api.account.verifyEmail,
      AUTH_REQUESTS.verifyEmail,
      'An error occurred during email verification',
    ],
    [
      'resend',
      sessionActions.resendPinRequested({ email: 'a@b.co' }),
      api.account.resendPin,
      AUTH_REQUESTS.resendPin,
      'An error occurred while sending verification code',
    ],
    [
      'forgot',
      sessionActions.forgotPasswordRequested({ email: 'a@b.co' }),
      api.account.forgotPassword,
      AUTH_REQUESTS.forgotPassword,
      'An error occurred while sending password reset request',
    ],
    [
      'reset',
      sessionActions.resetPasswordRequested({ email: 'a@b.co', code: '123456', password: 'Secret123!' }),
      api.account.resetPassword,
      AUTH_REQUESTS.resetPassword,
      'An error occurred while resetting password',
    ],
  ] as const)('%s falls back to its spec text and does not navigate', async (_n, action, call, key, text) => {
    const ctx = makeTestContext();
    const { storeState } = await serve(action)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(call), throwError(new Error('Network Error'))], contextProvider(ctx)])
      .run();
    expect(requestOf(storeState, key).error).toBe(text);
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it('resets with the password twice and goes to /login', async () => {
    const ctx = makeTestContext();
    const { storeState } = await serve(
      sessionActions.resetPasswordRequested({ email: 'a@b.co', code: '123456', password: 'Secret123!' }),
    )
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(api.account.resetPassword), { message: MSG.passwordReset }],
        contextProvider(ctx),
      ])
      .call(api.account.resetPassword, {
        body: { email: 'a@b.co', code: '123456', password: 'Secret123!', confirmPassword: 'Secret123!' },
      })
      .run();
    expect(requestOf(storeState, AUTH_REQUESTS.resetPassword)).toMatchObject({
      status: 'succeeded',
      message: MSG.passwordReset,
    });
    expect(ctx.navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('keeps the server text of forgot and resend for the page', async () => {
    const { storeState } = await serve(sessionActions.forgotPasswordRequested({ email: 'a@b.co' }))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.account.forgotPassword), { message: MSG.resetSent }]])
      .run();
    expect(requestOf(storeState, AUTH_REQUESTS.forgotPassword)).toMatchObject({
      status: 'succeeded',
      error: null,
      message: MSG.resetSent,
    });
    const resent = await serve(sessionActions.resendPinRequested({ email: 'a@b.co' }))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.account.resendPin), { message: MSG.pinSent }]])
      .run();
    expect(requestOf(resent.storeState, AUTH_REQUESTS.resendPin).message).toBe(MSG.pinSent);
  });
});
