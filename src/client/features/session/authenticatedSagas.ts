import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, select } from 'redux-saga/effects';
import { AUTH_RECHECK_INTERVAL_MS } from '../../../shared/constants';
import { ROLE_CONSULTANT } from '../../../shared/roles';
import { currentLocation, currentTime, sleep } from '../../app/sagaContext';
import { getConsultantByUserId, type ConsultantResponse } from '../../services/api/consultants';
import { notificationsSessionSaga } from '../notifications/notificationsSessionSaga';
import { selectSession, selectUser } from './sessionSelectors';
import { sessionActions, type SessionState, type SessionUser } from './sessionSlice';
import { isSessionValid } from './sessionValidity';

/** A consultant user without consultantId gets it from the consultant lookup; a failure changes nothing. */
export function* enrichConsultantUser(): SagaIterator {
  const user: SessionUser | null = yield select(selectUser);
  if (!user || user.roleId !== ROLE_CONSULTANT || user.consultantId != null) return;
  const controller = new AbortController();
  try {
    const consultant: ConsultantResponse | null = yield call(getConsultantByUserId, user.id, {
      signal: controller.signal,
    });
    const id = Number(consultant?.id);
    if (Number.isInteger(id) && id > 0) yield put(sessionActions.userEnriched({ consultantId: id }));
  } catch {
    // Read calls swallow their errors (product-spec section 8); the lookup runs again next session.
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

/** Every 5 minutes the stored session is checked again; an invalid one ends here. */
export function* recheckSessionLoop(): SagaIterator {
  while (true) {
    yield call(sleep, AUTH_RECHECK_INTERVAL_MS);
    const session: SessionState = yield select(selectSession);
    const now: number = yield call(currentTime);
    if (!isSessionValid(session, now)) {
      const from: string = yield call(currentLocation);
      yield put(sessionActions.loggedOut({ reason: 'expired', from }));
      return;
    }
  }
}

/**
 * The sagas that live exactly as long as a session: forked when it starts, cancelled when it ends.
 * Features that need a per-session task (the notification hub channel) add theirs here.
 */
export const authenticatedSagas: Array<() => SagaIterator> = [
  enrichConsultantUser,
  recheckSessionLoop,
  notificationsSessionSaga,
];
