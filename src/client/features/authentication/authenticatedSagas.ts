import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, select, takeLatest } from 'redux-saga/effects';
import { AUTH_RECHECK_INTERVAL_MS } from '@shared/constants';
import { ROLE_CONSULTANT } from '@shared/roles';
import { currentLocation, currentTime, sleep, storedSessionText } from '@client/lib/sagaContext';
import type { ConsultantDto } from '@shared/contracts/consultants';
import { api } from '@client/api';
import { selectSession, selectUser } from './sessionSelectors';
import { sessionActions, type SessionState, type SessionUser } from './sessionSlice';
import { isSessionValid } from './sessionValidity';
import { parseStoredSession } from './storedSession';

/**
 * A stale answer would leave a newly approved consultant without a consultantId, so both the URL (a
 * time parameter) and the headers defeat caches.
 */
const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Expires: '0' };

export function consultantOfUser(userId: number, at: number, signal: AbortSignal) {
  return api.consultants.byUser({ params: { userId }, query: { _: at } }, { signal, headers: NO_CACHE });
}

/** A consultant user without consultantId gets it from the consultant lookup; a failure changes nothing. */
export function* enrichConsultantUser(): SagaIterator {
  const user: SessionUser | null = yield select(selectUser);
  if (!user || user.roleId !== ROLE_CONSULTANT || user.consultantId != null) return;
  const controller = new AbortController();
  try {
    const at: number = yield call(currentTime);
    const consultant: ConsultantDto = yield call(consultantOfUser, user.id, at, controller.signal);
    yield put(sessionActions.userEnriched({ consultantId: consultant.id }));
  } catch {
    // Read calls swallow their errors (docs/requirements.md#errors-consultants); the lookup runs again
    // next session.
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

/**
 * Enriched at the session's start, and again whenever the user is read anew: an application approved
 * during the session makes a customer a consultant without a new login.
 */
export function* consultantEnrichment(): SagaIterator {
  yield call(enrichConsultantUser);
  yield takeLatest(sessionActions.userUpdated.type, enrichConsultantUser);
}

/**
 * Every 5 minutes the session is re-read from storage (docs/requirements.md#session): gone or invalid
 * there (expired, or a logout in another tab) ends it here; otherwise the stored user is taken up again.
 * Without persistence the store is the only copy and is checked instead.
 */
export function* recheckSessionLoop(): SagaIterator {
  while (true) {
    yield call(sleep, AUTH_RECHECK_INTERVAL_MS);
    const current: SessionState = yield select(selectSession);
    const raw: string | null | undefined = yield call(storedSessionText);
    const stored = raw === undefined ? current : parseStoredSession(raw);
    const now: number = yield call(currentTime);
    if (!stored || !isSessionValid(stored, now) || !isSessionValid(current, now)) {
      const from: string = yield call(currentLocation);
      yield put(sessionActions.loggedOut({ reason: 'expired', from }));
      return;
    }
    if (raw !== undefined && stored.token === current.token) {
      yield put(sessionActions.userRechecked(stored.user as SessionUser));
    }
  }
}

/**
 * Authentication's sagas that live exactly as long as a session: forked when it starts, cancelled
 * when it ends. Other features' per-session sagas (the notification list and hub) come from the app
 * through the saga context (`sessionSagas`, app/store.ts).
 */
export const authenticatedSagas: Array<() => SagaIterator> = [consultantEnrichment, recheckSessionLoop];
