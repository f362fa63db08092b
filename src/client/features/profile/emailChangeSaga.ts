import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { ProfileUpdateResponse } from '@shared/contracts/account';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { errorStatus, errorText } from '@client/api/client';
import { request } from '@client/lib/request';
import { requestsActions } from '@client/lib/requests';
import { toast } from '@client/features/toasts/toastEffects';
import { toSessionUser } from '@client/features/authentication/sessionModel';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import { PROFILE_REQUESTS as R, profileActions as a } from './profileSlice';
import { invalidateCache } from '@client/features/cache/cacheEffects';
import { CACHE_KEYS } from '@client/features/cache/cacheModel';

/** A 400 (wrong or used-up code, address taken meanwhile) shows the server's text. */
const confirmErrorText = (e: unknown): string =>
  errorStatus(e) === 400 ? errorText(e, MSG.invalidCode) : MSG.emailConfirm;

/** The code mailed to the new address switches the account to it; the session user follows. */
export function* handleEmailConfirm(action: ReturnType<typeof a.emailConfirmRequested>): SagaIterator {
  const code = action.payload.code.trim();
  if (!code) {
    yield put(requestsActions.failed({ key: R.emailConfirm, error: MSG.codeNotEntered, status: 0 }));
    return;
  }
  yield* request({
    key: R.emailConfirm,
    call: [api.profile.confirmEmail, { body: { code } }],
    error: confirmErrorText,
    message: (response: ProfileUpdateResponse) => response.message,
    onSuccess: function* (response: ProfileUpdateResponse) {
      yield call(invalidateCache, CACHE_KEYS.userProfile);
      yield put(sessionActions.userUpdated(toSessionUser(response.user)));
      yield put(a.emailChangePending(null));
      yield toast(response.message, 'success');
    },
  });
}
