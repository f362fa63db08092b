import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { LoginResponse, RegisterBody, ResetPasswordBody } from '@shared/contracts/account';
import { MSG } from '@shared/messages';
import { navigateTo } from '@client/lib/sagaContext';
import * as accountApi from '@client/api/calls/account';
import { bodyMessage, errorText, serverMessage, toApiError, validationMessages } from '@client/api/client';
import { toast } from '@client/features/toasts/toastEffects';
import { sessionActions as a } from './sessionSlice';
import { safeReturnPath, toSessionUser } from './sessionUser';

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

export function* handleLogin(
  action: PayloadAction<{ email: string; password: string; from?: string }>,
): SagaIterator {
  const { email, password, from } = action.payload;
  try {
    const response: LoginResponse = yield call(accountApi.login, { email, password });
    yield put(a.loginSucceeded({ ...response, user: toSessionUser(response.user) }));
  } catch (e) {
    const { code } = toApiError(e);
    // The view offers to resend the PIN when the code is EMAIL_NOT_VERIFIED.
    yield put(a.loginFailed({ error: errorText(e, MSG.login), ...(code ? { code } : {}), email }));
    return;
  }
  yield call(navigateTo, safeReturnPath(from), { replace: true });
}

export function* handleRegister(action: PayloadAction<RegisterBody>): SagaIterator {
  const body = { ...action.payload, phoneNumber: action.payload.phoneNumber ?? '' };
  try {
    const response: unknown = yield call(accountApi.register, body);
    const message = bodyMessage(response, MSG.registered);
    yield put(a.registerSucceeded({ email: body.email, message }));
    yield toast(message, 'success');
  } catch (e) {
    yield put(a.registerFailed({ error: registrationErrorText(e) }));
    return;
  }
  yield call(navigateTo, `/verify-email?email=${encodeURIComponent(body.email)}`);
}

export function* handleVerifyEmail(action: PayloadAction<{ email: string; pin: string }>): SagaIterator {
  try {
    const response: unknown = yield call(accountApi.verifyEmail, action.payload);
    const message = bodyMessage(response, MSG.verified);
    yield put(a.verifyEmailSucceeded({ message }));
    yield toast(message, 'success');
  } catch (e) {
    yield put(a.verifyEmailFailed({ error: errorText(e, MSG.verify) }));
    return;
  }
  yield call(navigateTo, '/login');
}

export function* handleResendPin(action: PayloadAction<{ email: string }>): SagaIterator {
  try {
    const response: unknown = yield call(accountApi.resendVerificationPin, action.payload);
    yield put(a.resendPinSucceeded({ message: bodyMessage(response, MSG.pinSent) }));
  } catch (e) {
    yield put(a.resendPinFailed({ error: errorText(e, MSG.resend) }));
  }
}

export function* handleForgotPassword(action: PayloadAction<{ email: string }>): SagaIterator {
  try {
    const response: unknown = yield call(accountApi.forgotPassword, action.payload);
    yield put(a.forgotPasswordSucceeded({ message: bodyMessage(response, MSG.resetSent) }));
  } catch (e) {
    yield put(a.forgotPasswordFailed({ error: errorText(e, MSG.forgot) }));
  }
}

export function* handleResetPassword(action: PayloadAction<ResetPasswordBody>): SagaIterator {
  const { email, code, password } = action.payload;
  // Both password fields go out, the confirmation defaulting to the password (product-spec section 5).
  const body = { email, code, password, confirmPassword: action.payload.confirmPassword ?? password };
  try {
    const response: unknown = yield call(accountApi.resetPassword, body);
    // The login page shows this message, so it outlives the navigation without a toast.
    yield put(a.resetPasswordSucceeded({ message: bodyMessage(response, MSG.passwordReset) }));
  } catch (e) {
    yield put(a.resetPasswordFailed({ error: errorText(e, MSG.reset) }));
    return;
  }
  yield call(navigateTo, '/login');
}

export function* accountSaga(): SagaIterator {
  yield takeLatest(a.loginRequested.type, handleLogin);
  yield takeLatest(a.registerRequested.type, handleRegister);
  yield takeLatest(a.verifyEmailRequested.type, handleVerifyEmail);
  yield takeLatest(a.resendPinRequested.type, handleResendPin);
  yield takeLatest(a.forgotPasswordRequested.type, handleForgotPassword);
  yield takeLatest(a.resetPasswordRequested.type, handleResetPassword);
}
