import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '@client/app/rootReducer';
import {
  handleForgotPassword,
  handleLogin,
  handleRegister,
  handleResendPin,
  handleResetPassword,
  handleVerifyEmail,
  registrationErrorText,
} from '@client/features/session/accountSaga';
import { sessionActions } from '@client/features/session/sessionSlice';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import * as accountApi from '@client/api/calls/account';
import { MSG } from '@shared/messages';
import { httpError } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { makeLoginResponse } from '@test/client/session';

const credentials = { email: 'ayse@example.com', password: 'Secret123!' };
/** Toast ids are random, so toasts are matched on their type and text. */
const toastOf = (message: string, variant: string) => ({
  action: { type: toastsActions.toastAdded.type, payload: { message, variant } },
});

describe('login', () => {
  it('stores the session and goes back to the remembered page', async () => {
    const ctx = makeTestContext();
    const response = makeLoginResponse();
    const { storeState } = await expectSaga(
      handleLogin,
      sessionActions.loginRequested({ ...credentials, from: '/projects?page=2' }),
    )
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(accountApi.login), response], contextProvider(ctx)])
      .call(accountApi.login, credentials)
      .put(sessionActions.loginSucceeded(response))
      .run();
    expect(storeState.session.token).toBe(response.token);
    expect(storeState.session.user?.email).toBe('ayse@example.com');
    expect(storeState.session.requests.login.status).toBe('succeeded');
    expect(ctx.navigate).toHaveBeenCalledWith('/projects?page=2', { replace: true });
  });

  it('goes home without a remembered page, and never off-site', async () => {
    for (const from of [undefined, '//evil.example', 'https://evil.example', '/login']) {
      const ctx = makeTestContext();
      await expectSaga(handleLogin, sessionActions.loginRequested({ ...credentials, from }))
        .withReducer(rootReducer)
        .provide([[matchers.call.fn(accountApi.login), makeLoginResponse()], contextProvider(ctx)])
        .run();
      expect(ctx.navigate).toHaveBeenCalledWith('/', { replace: true });
    }
  });

  it('derives isConsultant from the roles', async () => {
    const response = makeLoginResponse(undefined, { roleId: 3, roles: ['SuperUser'], isConsultant: false });
    const { storeState } = await expectSaga(handleLogin, sessionActions.loginRequested(credentials))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(accountApi.login), response], contextProvider(makeTestContext())])
      .run();
    expect(storeState.session.user?.isConsultant).toBe(true);
  });

  it('shows the server message of a refused login and stays put', async () => {
    const ctx = makeTestContext();
    const { storeState } = await expectSaga(handleLogin, sessionActions.loginRequested(credentials))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(accountApi.login), throwError(httpError(401, { message: MSG.invalidCredentials }))],
        contextProvider(ctx),
      ])
      .put(sessionActions.loginFailed({ error: MSG.invalidCredentials, email: credentials.email }))
      .run();
    expect(storeState.session.token).toBeNull();
    expect(storeState.session.requests.login).toEqual({
      status: 'failed',
      error: MSG.invalidCredentials,
      message: null,
    });
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it('falls back to the spec text when the server says nothing', async () => {
    await expectSaga(handleLogin, sessionActions.loginRequested(credentials))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(accountApi.login), throwError(new Error('Network Error'))]])
      .put(sessionActions.loginFailed({ error: MSG.login, email: credentials.email }))
      .run();
  });

  it('keeps the e-mail to verify on EMAIL_NOT_VERIFIED', async () => {
    const body = { message: MSG.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' };
    const { storeState } = await expectSaga(handleLogin, sessionActions.loginRequested(credentials))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(accountApi.login), throwError(httpError(403, body))]])
      .put(
        sessionActions.loginFailed({
          error: MSG.emailNotVerified,
          code: 'EMAIL_NOT_VERIFIED',
          email: credentials.email,
        }),
      )
      .run();
    expect(storeState.session.pendingVerificationEmail).toBe(credentials.email);
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
    const { storeState } = await expectSaga(handleRegister, sessionActions.registerRequested(form as never))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(accountApi.register), { message: MSG.registered }], contextProvider(ctx)])
      .call(accountApi.register, { ...form, phoneNumber: '' })
      .put(sessionActions.registerSucceeded({ email: form.email, message: MSG.registered }))
      .put.like(toastOf(MSG.registered, 'success'))
      .run();
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
    ['the fallback', {}, MSG.registration],
  ])('fails with %s', (_label, body, expected) => {
    expect(registrationErrorText(httpError(400, body))).toBe(expected);
  });

  it('puts the failure into the request state', async () => {
    const { storeState } = await expectSaga(
      handleRegister,
      sessionActions.registerRequested({ ...form, phoneNumber: '' }),
    )
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(accountApi.register), throwError(httpError(409, { message: MSG.emailTaken }))],
      ])
      .run();
    expect(storeState.session.requests.register.error).toBe(MSG.emailTaken);
  });
});

describe('e-mail verification and password reset', () => {
  it('verifies, toasts and goes to /login', async () => {
    const ctx = makeTestContext();
    await expectSaga(
      handleVerifyEmail,
      sessionActions.verifyEmailRequested({ email: 'a@b.co', pin: '123456' }),
    )
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(accountApi.verifyEmail), { message: MSG.verified }], contextProvider(ctx)])
      .put(sessionActions.verifyEmailSucceeded({ message: MSG.verified }))
      .put.like(toastOf(MSG.verified, 'success'))
      .run();
    expect(ctx.navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it.each([
    [
      'verify',
      handleVerifyEmail,
      sessionActions.verifyEmailRequested({ email: 'a@b.co', pin: '1' }),
      accountApi.verifyEmail,
      'verifyEmail',
      MSG.verify,
    ],
    [
      'resend',
      handleResendPin,
      sessionActions.resendPinRequested({ email: 'a@b.co' }),
      accountApi.resendVerificationPin,
      'resendPin',
      MSG.resend,
    ],
    [
      'forgot',
      handleForgotPassword,
      sessionActions.forgotPasswordRequested({ email: 'a@b.co' }),
      accountApi.forgotPassword,
      'forgotPassword',
      MSG.forgot,
    ],
    [
      'reset',
      handleResetPassword,
      sessionActions.resetPasswordRequested({ email: 'a@b.co', code: '123456', password: 'Secret123!' }),
      accountApi.resetPassword,
      'resetPassword',
      MSG.reset,
    ],
  ] as const)(
    '%s falls back to its spec text and does not navigate',
    async (_n, saga, action, api, request, text) => {
      const ctx = makeTestContext();
      const { storeState } = await expectSaga(saga as never, action)
        .withReducer(rootReducer)
        .provide([[matchers.call.fn(api), throwError(new Error('Network Error'))], contextProvider(ctx)])
        .run();
      expect(storeState.session.requests[request].error).toBe(text);
      expect(ctx.navigate).not.toHaveBeenCalled();
    },
  );

  it('resets with the password twice and goes to /login', async () => {
    const ctx = makeTestContext();
    await expectSaga(
      handleResetPassword,
      sessionActions.resetPasswordRequested({ email: 'a@b.co', code: '123456', password: 'Secret123!' }),
    )
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(accountApi.resetPassword), { message: MSG.passwordReset }],
        contextProvider(ctx),
      ])
      .call(accountApi.resetPassword, {
        email: 'a@b.co',
        code: '123456',
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
      })
      .put(sessionActions.resetPasswordSucceeded({ message: MSG.passwordReset }))
      .run();
    expect(ctx.navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('keeps the server text of forgot and resend for the page', async () => {
    const { storeState } = await expectSaga(
      handleForgotPassword,
      sessionActions.forgotPasswordRequested({ email: 'a@b.co' }),
    )
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(accountApi.forgotPassword), { message: MSG.resetSent }]])
      .run();
    expect(storeState.session.requests.forgotPassword).toEqual({
      status: 'succeeded',
      error: null,
      message: MSG.resetSent,
    });
  });
});
