import type { SagaIterator } from 'redux-saga';
import { call, fork, put, takeLatest } from 'redux-saga/effects';
import type { LoginResponse } from '@shared/contracts/account';
import type { MessageResponse } from '@shared/contracts/common';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { serverMessage, validationMessages } from '@client/api/client';
import { request } from '@client/lib/request';
import { flushStoredState, navigateTo } from '@client/lib/sagaContext';
import { toast } from '@client/features/toasts/toastEffects';
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

/**
 * The login counts as done only once the session is in storage: a reload or a typed address right
 * after it must find the session (docs/requirements.md#session).
 */
function* sessionStarted(response: LoginResponse): SagaIterator {
  yield put(a.loginSucceeded({ ...response, user: toSessionUser(response.user) }));
  yield call(flushStoredState);
}

export function* handleLogin(action: ReturnType<typeof a.loginRequested>): SagaIterator {
  const { email, password, from } = action.payload;
  const outcome = yield* request({
    key: R.login,
    // A 401 here is a wrong password, not the end of a session.
    call: [api.account.login, { body: { email, password } }, { skipUnauthorizedHandler: true }],
    error: MSG.login,
    onSuccess: sessionStarted,
    // The form offers to resend the PIN for this address.
    onFailure: function* (error) {
      if (error.code === 'EMAIL_NOT_VERIFIED') yield put(a.verificationEmailChanged(email));
    },
  });
  if (outcome.ok) yield call(navigateTo, safeReturnPath(from), { replace: true });
}

const messageOf = (response: MessageResponse) => response.message;

export function* handleRegister(action: ReturnType<typeof a.registerRequested>): SagaIterator {
  // The phone number is optional on the form and goes out as '' (docs/requirements.md#accounts).
  const body = { ...action.payload, phoneNumber: action.payload.phoneNumber ?? '' };
  const outcome = yield* request({
    key: R.register,
    call: [api.account.register, { body }],
    error: registrationErrorText,
    message: messageOf,
    onSuccess: function* (response: MessageResponse) {
      yield put(a.verificationEmailChanged(body.email));
      yield toast(response.message, 'success');
    },
  });
  if (outcome.ok) yield call(navigateTo, `/verify-email?email=${encodeURIComponent(body.email)}`);
}

export function* handleVerifyEmail(action: ReturnType<typeof a.verifyEmailRequested>): SagaIterator {
  const outcome = yield* request({
    key: R.verifyEmail,
    call: [api.account.verifyEmail, { body: action.payload }],
    error: MSG.verify,
    message: messageOf,
    onSuccess: function* (response: MessageResponse) {
      yield put(a.verificationEmailChanged(null));
      yield toast(response.message, 'success');
    },
  });
  if (outcome.ok) yield call(navigateTo, '/login');
}

export function* handleResendPin(action: ReturnType<typeof a.resendPinRequested>): SagaIterator {
  yield* request({
    key: R.resendPin,
    call: [api.account.resendPin, { body: action.payload }],
    error: MSG.resend,
    message: messageOf,
  });
}

export function* handleForgotPassword(action: ReturnType<typeof a.forgotPasswordRequested>): SagaIterator {
  yield* request({
    key: R.forgotPassword,
    call: [api.account.forgotPassword, { body: action.payload }],
    error: MSG.forgot,
    message: messageOf,
  });
}

export function* handleResetPassword(action: ReturnType<typeof a.resetPasswordRequested>): SagaIterator {
  const { email, code, password } = action.payload;
  // Both password fields go out, the confirmation defaulting to the password (docs/requirements.md#validation).
  const body = { email, code, password, confirmPassword: action.payload.confirmPassword ?? password };
  const outcome = yield* request({
    key: R.resetPassword,
    call: [api.account.resetPassword, { body }],
    error: MSG.reset,
    // The login page shows this message, so it outlives the navigation without a toast.
    message: messageOf,
  });
  if (outcome.ok) yield call(navigateTo, '/login');
}

/**
 * Login, sign-up and recovery, the session's own lifecycle (start-up check, logout, re-check) and the
 * browser's connection.
 */
export function* authenticationSaga(): SagaIterator {
  yield fork(sessionLifecycleSaga);
  yield fork(connectivitySaga);
  yield takeLatest(a.loginRequested.type, handleLogin);
  yield takeLatest(a.registerRequested.type, handleRegister);
  yield takeLatest(a.verifyEmailRequested.type, handleVerifyEmail);
  yield takeLatest(a.resendPinRequested.type, handleResendPin);
  yield takeLatest(a.forgotPasswordRequested.type, handleForgotPassword);
  yield takeLatest(a.resetPasswordRequested.type, handleResetPassword);
}
