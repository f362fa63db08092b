import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { OwnProfile, ProfileUpdateBody, ProfileUpdateResponse } from '@shared/contracts/account';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { callOn } from '@client/lib/calls';
import type { Watcher } from '@client/lib/lazyWatchers';
import { errorStatus, errorText } from '@client/api/client';
import { fixedText, request, type CallSpec } from '@client/lib/request';
import { requestsActions } from '@client/lib/requests';
import { successToast, toast } from '@client/features/toasts';
import { toSessionUser, type SessionUser, selectUser, sessionActions } from '@client/features/authentication';
import { handleEmailConfirm } from './emailChangeSaga';
import { photoUploadCall } from './photoUploadSaga';
import { cachedCall, CACHE_KEYS, cacheActions } from '@client/features/cache';
import { PROFILE_REQUESTS as R, profileActions as a } from './profileSlice';

/** Every field of the update defaults to '' (docs/requirements.md#profile). */
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

class MissingUserError extends Error {}

/** The answer must hold the saved user (docs/requirements.md#validation). */
export function* saveProfile(body: ProfileUpdateBody): SagaIterator<ProfileUpdateResponse> {
  const response: ProfileUpdateResponse | undefined = yield call(api.profile.update, { body });
  if (!response?.user || typeof response.user !== 'object') throw new MissingUserError(MSG.invalidResponse);
  return response;
}

/** A 400 shows the server's text; anything else the spec's "try again later" text. */
export function profileUpdateErrorText(e: unknown): string {
  if (e instanceof MissingUserError) return MSG.invalidResponse;
  return errorStatus(e) === 400 ? errorText(e, MSG.profileUpdate400) : MSG.profileUpdate;
}

/** A password change that cannot start records its reason like any failed request. */
const refused = (key: string, error: string) => put(requestsActions.failed({ key, error, status: 0 }));

export function* handlePasswordCode(): SagaIterator {
  // A new code starts a new change: the outcome of an earlier one would close the dialog at once.
  yield put(requestsActions.reset(R.password));
  const user: SessionUser | null = yield select(selectUser);
  if (!user?.email) {
    yield refused(R.passwordCode, MSG.userInfoNotFound);
    return;
  }
  yield* request({
    key: R.passwordCode,
    call: [api.account.forgotPassword, { body: { email: user.email } }],
    error: MSG.forgot,
    message: fixedText(MSG.passwordChangeCodeSent),
  });
}

export function* handlePasswordChange(action: ReturnType<typeof a.passwordChangeRequested>): SagaIterator {
  const user: SessionUser | null = yield select(selectUser);
  const email = user?.email;
  const code = action.payload.code.trim();
  if (!email || !code) {
    yield refused(R.password, !email ? MSG.userInfoNotFound : MSG.codeNotEntered);
    return;
  }
  const { password, confirmPassword } = action.payload;
  yield* request({
    key: R.password,
    call: [api.account.resetPassword, { body: { email, code, password, confirmPassword } }],
    error: MSG.passwordUpdate,
    message: fixedText(MSG.passwordUpdated),
    // The server ends every session issued before the change, this one included: say so and sign
    // in again rather than fail on the next call.
    onSuccess: function* () {
      yield toast(MSG.passwordUpdatedSignIn, 'success');
      yield put(sessionActions.loggedOut({ reason: 'expired', from: '/profile' }));
    },
  });
}

export const profileWatchers: readonly Watcher[] = [
  // GET /Manage/profile is merged into the signed-in user (docs/requirements.md#profile); the answer is
  // kept in the client cache under `userProfile` for 5 minutes (docs/requirements.md#caching).
  callOn(a.fetchRequested, {
    key: R.fetch,
    call: (p): CallSpec<OwnProfile> => [
      cachedCall,
      CACHE_KEYS.userProfile,
      api.profile.get,
      { force: p?.force },
    ],
    error: MSG.profileFetch,
    land: ({ pendingEmail, ...user }) => [
      sessionActions.userUpdated(toSessionUser(user)),
      a.emailChangePending(pendingEmail ?? null),
    ],
  }),
  callOn(a.updateRequested, {
    key: R.update,
    call: (changes) => [saveProfile, toProfileUpdateBody(changes)],
    error: profileUpdateErrorText,
    message: (response: ProfileUpdateResponse) => response.message,
    land: (response) => [
      cacheActions.invalidated([CACHE_KEYS.userProfile]),
      sessionActions.userUpdated(toSessionUser(response.user)),
      // A new address only counts once its code is confirmed (emailChangeSaga).
      a.emailChangePending(response.pendingEmail ?? null),
      successToast(response.message),
    ],
  }),
  [takeLatest, a.passwordCodeRequested.type, handlePasswordCode],
  [takeLatest, a.passwordChangeRequested.type, handlePasswordChange],
  photoUploadCall,
  [takeLatest, a.emailConfirmRequested.type, handleEmailConfirm],
];
