import type { SagaIterator } from 'redux-saga';
import { call, fork, put } from 'redux-saga/effects';
import type { LoginResponse } from '@shared/contracts/account';
import type { MessageResponse } from '@shared/contracts/common';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { serverMessage, validationMessages } from '@client/api/client';
import { callOn } from '@client/lib/calls';
import { watchAll, type Watcher } from '@client/lib/lazyWatchers';
import { flushStoredState, navigateTo, type NavigateOptions } from '@client/lib/sagaContext';
import { successToast } from '@client/features/toasts';
import { safeReturnPath, toSessionUser } from './sessionModel';
import { connectivitySaga } from './connectivitySaga';
import { sessionLifecycleSaga } from './sessionLifecycleSaga';
import { AUTH_REQUESTS as R, sessionActions as a } from './sessionSlice';

/**
 * Registration errors: a plain-text body, its message, the joined validation messages, the fallback.
 * The server's generic 'Validation failed.' says less than the field messages it carries, so those win.
 */
export function registrationErrorText(e: unknown): string {
  const message = serverMessage(e);
  const fields = validationMessages(e).join(' ');
  if (fields && (!message || message === MSG.validation)) return fields;
  return message ?? MSG.registration;
}

const messageOf = (response: MessageResponse) => response.message;

/** Goes on to another page once the call counts as done, so that page finds its outcome. */
const goTo = <P>(to: (payload: P) => string, options?: NavigateOptions) =>
  function* (_: unknown, payload: P): SagaIterator {
    yield call(navigateTo, to(payload), options);
  };

/** Login, sign-up and recovery: each a call of the one request saga. */
export const authCalls: readonly Watcher[] = [
  callOn(a.loginRequested, {
    key: R.login,
    // A 401 here is a wrong password, not the end of a session.
    call: ({ email, password }) => [
      api.account.login,
      { body: { email, password } },
      { skipUnauthorizedHandler: true },
    ],
    error: MSG.login,
    land: (response: LoginResponse) => a.loginSucceeded({ ...response, user: toSessionUser(response.user) }),
    // The login counts as done only once the session is in storage: a reload or a typed address
    // right after it must find the session (docs/requirements.md#session).
    then: flushStoredState,
    // The form offers to resend the PIN for this address.
    failed: function* (error, { email }) {
      if (error.code === 'EMAIL_NOT_VERIFIED') yield put(a.verificationEmailChanged(email));
    },
    done: goTo(({ from }) => safeReturnPath(from), { replace: true }),
  }),
  callOn(a.registerRequested, {
    key: R.register,
    // The phone number is optional on the form and goes out as '' (docs/requirements.md#accounts).
    call: (form) => [api.account.register, { body: { ...form, phoneNumber: form.phoneNumber ?? '' } }],
    error: registrationErrorText,
    message: messageOf,
    land: (response: MessageResponse, { email }) => [
      a.verificationEmailChanged(email),
      successToast(response.message),
    ],
    done: goTo(({ email }) => `/verify-email?email=${encodeURIComponent(email)}`),
  }),
  callOn(a.verifyEmailRequested, {
    key: R.verifyEmail,
    call: (body) => [api.account.verifyEmail, { body }],
    error: MSG.verify,
    message: messageOf,
    land: (response: MessageResponse) => [a.verificationEmailChanged(null), successToast(response.message)],
    done: goTo(() => '/login'),
  }),
  callOn(a.resendPinRequested, {
    key: R.resendPin,
    call: (body) => [api.account.resendPin, { body }],
    error: MSG.resend,
    message: messageOf,
  }),
  callOn(a.forgotPasswordRequested, {
    key: R.forgotPassword,
    call: (body) => [api.account.forgotPassword, { body }],
    error: MSG.forgot,
    message: messageOf,
  }),
  callOn(a.resetPasswordRequested, {
    key: R.resetPassword,
    // Both password fields go out, the confirmation defaulting to the password
    // (docs/requirements.md#validation).
    call: ({ email, code, password, confirmPassword }) => [
      api.account.resetPassword,
      { body: { email, code, password, confirmPassword: confirmPassword ?? password } },
    ],
    error: MSG.reset,
    // The login page shows this message, so it outlives the navigation without a toast.
    message: messageOf,
    done: goTo(() => '/login'),
  }),
];

/**
 * Login, sign-up and recovery, the session's own lifecycle (start-up check, logout, re-check) and the
 * browser's connection.
 */
export function* authenticationSaga(): SagaIterator {
  yield fork(sessionLifecycleSaga);
  yield fork(connectivitySaga);
  yield fork(watchAll(authCalls));
}
