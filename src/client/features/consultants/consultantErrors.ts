import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { errorStatus, errorText, type ApiError } from '@client/api/client';
import type { CallOptions } from '@client/api/endpoint';
import { currentLocation } from '@client/lib/sagaContext';
import { selectToken, sessionActions } from '@client/features/authentication';

// The error rules of consultant calls (docs/requirements.md#errors-global): a 401 fails with the
// permission text and ends the session unless the server's message speaks of permission; a 403 fails
// with its own text; anything else shows the server's message, else the call's text
// (docs/requirements.md#errors-consultants).

/** Consultant calls decide themselves whether a 401 ends the session (see sessionEndOn401). */
export const CONSULTANT_CALL: CallOptions = { skipUnauthorizedHandler: true };

const speaksOfPermission = (message: string | undefined) => /permission/i.test(message ?? '');

export const consultantErrorText =
  (fallback: string) =>
  (e: unknown): string => {
    const status = errorStatus(e);
    if (status === 401) return MSG.permissionDenied;
    if (status === 403) return MSG.forbidden;
    return errorText(e, fallback);
  };

/** After a failed consultant call: a 401 that is not about permission ends the session, once. */
export function* sessionEndOn401(error: ApiError): SagaIterator {
  if (error.status !== 401 || speaksOfPermission(error.message)) return;
  const token: string | null = yield select(selectToken);
  if (!token) return;
  const from: string = yield call(currentLocation);
  yield put(sessionActions.loggedOut({ reason: 'unauthorized', from }));
}
