import type { ActionCreatorWithPayload, PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import type { LoginResponse } from '@shared/contracts/account';
import type { MessageResponse } from '@shared/contracts/common';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { serverMessage, validationMessages } from '@client/api/client';
import { callOn, callWorker, type CallEntry } from '@client/lib/calls';
import { watchAll, type Watcher } from '@client/lib/lazyWatchers';
import { selectRequest } from '@client/lib/requests';
import type { RequestState } from '@client/lib/requestState';
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

/**
 * A call that goes on to another page once it counts as done (an entry's `then` runs before that), so
 * the next page finds its outcome (the login page shows the reset's message); a failure stays put.
 */
function goingOn<P, T>(
  creator: ActionCreatorWithPayload<P>,
  entry: CallEntry<P, T> & { key: string },
  to: (payload: P) => string,
  options?: NavigateOptions,
): Watcher {
  const serve = callWorker(entry);
  return [
    takeLatest,
    creator.type,
    function* (action: PayloadAction<P>): SagaIterator {
      yield* serve(action);
      const { status }: RequestState = yield select(selectRequest, entry.key);
      if (status === 'succeeded') yield call(navigateTo, to(action.payload), options);
    },
  ];
}

/** Login, sign-up and recovery: each a call of the one request saga. */
export const authCalls: readonly Watcher[] = [
  goingOn(
    a.loginRequested,
    {
      key: R.login,
      // A 401 here is a wrong password, not the end of a session.
      call: ({ email, password }) => [
        api.account.login,
        { body: { email, password } },
        { skipUnauthorizedHandler: true },
      ],
      error: MSG.login,
      land: (response: LoginResponse) =>
        a.loginSucceeded({ ...response, user: toSessionUser(response.user) }),
      // The login counts as done only once the session is in storage: a reload or a typed address
      // right after it must find the session (docs/requirements.md#session).
      then: flushStoredState,
      // The form offers to resend the PIN for this address.
      failed: function* (error, { email }) {
        if (error.code === 'EMAIL_NOT_VERIFIED') yield put(a.verificationEmailChanged(email));
      },
    },
    ({ from }) => safeReturnPath(from),
    { replace: true },
  ),
  goingOn(
    a.registerRequested,
    {
      key: R.register,
      // The phone number is optional on the form and goes out as '' (docs/requirements.md#accounts).
      call: (form) => [api.account.register, { body: { ...form, phoneNumber: form.phoneNumber ?? '' } }],
      error: registrationErrorText,
      message: messageOf,
      land: (response: MessageResponse, { email }) => [
        a.verificationEmailChanged(email),
        successToast(response.message),
      ],
    },
    ({ email }) => `/verify-email?email=${encodeURIComponent(email)}`,
  ),
  goingOn(
    a.verifyEmailRequested,
    {
      key: R.verifyEmail,
      call: (body) => [api.account.verifyEmail, { body }],
      error: MSG.verify,
      message: messageOf,
      land: (response: MessageResponse) => [a.verificationEmailChanged(null), successToast(response.message)],
    },
    () => '/login',
  ),
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
  goingOn(
    a.resetPasswordRequested,
    {
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
    },
    () => '/login',
  ),
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
