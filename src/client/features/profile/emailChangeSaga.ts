import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import type { ProfileUpdateResponse } from '@shared/contracts/account';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { errorStatus, errorText } from '@client/api/client';
import { callWorker } from '@client/lib/calls';
import { requestsActions } from '@client/lib/requests';
import { successToast } from '@client/features/toasts';
import { toSessionUser, sessionActions } from '@client/features/authentication';
import { PROFILE_REQUESTS as R, profileActions as a } from './profileSlice';
import { CACHE_KEYS, cacheActions } from '@client/features/cache';

/** A 400 (wrong or used-up code, address taken meanwhile) shows the server's text. */
const confirmErrorText = (e: unknown): string =>
  errorStatus(e) === 400 ? errorText(e, MSG.invalidCode) : MSG.emailConfirm;

const confirmEmail = callWorker({
  key: R.emailConfirm,
  call: ({ code }: { code: string }) => [api.profile.confirmEmail, { body: { code } }],
  error: confirmErrorText,
  message: (response: ProfileUpdateResponse) => response.message,
  land: (response) => [
    cacheActions.invalidated([CACHE_KEYS.userProfile]),
    sessionActions.userUpdated(toSessionUser(response.user)),
    a.emailChangePending(null),
    successToast(response.message),
  ],
});

/** The code mailed to the new address switches the account to it; the session user follows. */
export function* handleEmailConfirm(action: ReturnType<typeof a.emailConfirmRequested>): SagaIterator {
  const code = action.payload.code.trim();
  if (code) yield* confirmEmail(a.emailConfirmRequested({ code }));
  else yield put(requestsActions.failed({ key: R.emailConfirm, error: MSG.codeNotEntered, status: 0 }));
}
