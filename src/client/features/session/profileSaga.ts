import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ProfileUpdateBody } from '@shared/contracts/account';
import { MSG } from '@shared/messages';
import { isConsultantUser } from '@shared/roles';
import * as accountApi from '@client/api/calls/account';
import * as profileApi from '@client/api/calls/profile';
import { bodyMessage, errorStatus, errorText } from '@client/api/client';
import { toast } from '@client/features/toasts/toastEffects';
import { photoUploadSaga } from './photoUploadSaga';
import { selectUser } from './sessionSelectors';
import { sessionActions as a, type SessionUser } from './sessionSlice';
import { profileChanges, toSessionUser } from './sessionUser';

export function* handleProfile(): SagaIterator {
  try {
    const body: unknown = yield call(profileApi.getProfile);
    const user: SessionUser | null = yield select(selectUser);
    const changes = profileChanges(body);
    const isConsultant = isConsultantUser({ ...user, ...changes });
    yield put(a.profileSucceeded({ ...changes, isConsultant }));
  } catch (e) {
    yield put(a.profileFailed({ error: errorText(e, MSG.profileFetch) }));
  }
}

/** Every field of the update defaults to '' (product-spec section 3). */
export function toProfileUpdateBody(input: Partial<ProfileUpdateBody>): ProfileUpdateBody {
  return {
    userName: input.userName ?? '',
    email: input.email ?? '',
    name: input.name ?? '',
    surname: input.surname ?? '',
    phoneNumber: input.phoneNumber ?? '',
    photo: input.photo ?? '',
  };
}

export function* handleProfileUpdate(action: PayloadAction<ProfileUpdateBody>): SagaIterator {
  let response: unknown;
  try {
    response = yield call(profileApi.updateProfile, toProfileUpdateBody(action.payload));
  } catch (e) {
    const error = errorStatus(e) === 400 ? errorText(e, MSG.profileUpdate400) : MSG.profileUpdate;
    yield put(a.profileUpdateFailed({ error }));
    return;
  }
  const user = (response as { user?: unknown } | null | undefined)?.user;
  if (!user || typeof user !== 'object') {
    yield put(a.profileUpdateFailed({ error: MSG.invalidResponse }));
    return;
  }
  const message = bodyMessage(response, MSG.profileUpdated);
  yield put(a.profileUpdateSucceeded({ message, user: toSessionUser(user as SessionUser) }));
  yield toast(message, 'success');
}

export function* handlePasswordChangeCode(): SagaIterator {
  const user: SessionUser | null = yield select(selectUser);
  if (!user?.email) {
    yield put(a.passwordChangeCodeFailed({ error: MSG.userInfoNotFound }));
    return;
  }
  try {
    yield call(accountApi.forgotPassword, { email: user.email });
  } catch (e) {
    const error = errorText(e, MSG.forgot);
    yield put(a.passwordChangeCodeFailed({ error }));
    return;
  }
  yield put(a.passwordChangeCodeSent({ message: MSG.passwordChangeCodeSent }));
}

export function* handlePasswordChange(
  action: PayloadAction<{ code: string; password: string; confirmPassword: string }>,
): SagaIterator {
  const user: SessionUser | null = yield select(selectUser);
  const email = user?.email;
  const code = action.payload.code?.trim() ?? '';
  if (!email || !code) {
    const error = !email ? MSG.userInfoNotFound : MSG.codeNotEntered;
    yield put(a.passwordChangeFailed({ error }));
    return;
  }
  const { password, confirmPassword } = action.payload;
  try {
    yield call(accountApi.resetPassword, { email, code, password, confirmPassword });
  } catch (e) {
    const error = errorText(e, MSG.passwordUpdate);
    yield put(a.passwordChangeFailed({ error }));
    return;
  }
  yield put(a.passwordChangeSucceeded({ message: MSG.passwordUpdated }));
}

export function* profileSaga(): SagaIterator {
  yield takeLatest(a.profileRequested.type, handleProfile);
  yield takeLatest(a.profileUpdateRequested.type, handleProfileUpdate);
  yield takeLatest(a.passwordChangeCodeRequested.type, handlePasswordChangeCode);
  yield takeLatest(a.passwordChangeRequested.type, handlePasswordChange);
  yield takeLatest(a.photoUploadRequested.type, photoUploadSaga);
}
