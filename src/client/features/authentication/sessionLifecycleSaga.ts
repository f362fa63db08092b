import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { api } from '@client/api';
import { untilRehydrated } from '@client/lib/rehydrated';
import { requestsActions } from '@client/lib/requests';
import { currentTime, flushStoredState, navigateTo, otherSessionSagas } from '@client/lib/sagaContext';
import { authenticatedSagas } from './authenticatedSagas';
import { selectSession } from './sessionSelectors';
import { AUTH_REQUESTS, sessionActions as a, type SessionState } from './sessionSlice';
import { isSessionValid } from './sessionValidity';

/** One per-session saga; an unexpected error stops only that one, not the session or its siblings. */
function* guarded(saga: () => SagaIterator): SagaIterator {
  try {
    yield call(saga);
  } catch (e) {
    console.warn(`Session task ${saga.name} stopped`, e);
  }
}

/** Cancelling it cancels every child; each releases what it holds in its own `finally`. */
export function* authenticatedTask(): SagaIterator {
  const others: ReadonlyArray<() => SagaIterator> = yield call(otherSessionSagas);
  for (const saga of [...authenticatedSagas, ...others]) yield fork(guarded, saga);
}

/** loginFlow: a session starts with login or a restored session, and ends with loggedOut. */
export function* loginFlow(): SagaIterator {
  let task: Task | null = null;
  while (true) {
    const action: { type: string } = yield take([a.loginSucceeded.type, a.restored.type, a.loggedOut.type]);
    if (task?.isRunning()) yield cancel(task);
    task = null;
    if (action.type !== a.loggedOut.type) task = yield fork(authenticatedTask);
  }
}

/** At start-up, once the stored session is back, keep it only while valid. */
export function* checkStoredSession(): SagaIterator {
  yield call(untilRehydrated, 'session');
  const session: SessionState = yield select(selectSession);
  const now: number = yield call(currentTime);
  if (isSessionValid(session, now)) {
    yield put(a.restored());
  } else if (session.token || session.expiration || session.user) {
    // No navigation here: the route guard sends the user to /login, remembering the page.
    yield put(a.loggedOut({ reason: 'expired' }));
  }
  yield put(a.initialized());
}

/** The server revokes the token; local state is cleared whatever it answers. */
export function* handleLogout(): SagaIterator {
  try {
    yield call(api.account.logout, undefined, { skipUnauthorizedHandler: true });
  } catch {
    // An expired or already revoked token answers 401; the session ends locally all the same.
  }
  yield put(a.loggedOut({ reason: 'logout' }));
}

/**
 * The cleared session is stored before the next page shows, as a login is (docs/requirements.md#session),
 * and nothing of the ended session's forms is kept.
 */
export function* handleLoggedOut(action: ReturnType<typeof a.loggedOut>): SagaIterator {
  const { reason, from } = action.payload;
  yield put(requestsActions.reset(Object.values(AUTH_REQUESTS)));
  yield call(flushStoredState);
  if (reason === 'logout') {
    yield call(navigateTo, '/');
  } else if (from !== undefined) {
    const state = from.startsWith('/login') ? undefined : { from };
    yield call(navigateTo, '/login', { replace: true, state });
  }
}

export function* sessionLifecycleSaga(): SagaIterator {
  yield fork(loginFlow);
  yield takeLeading(a.logoutRequested.type, handleLogout);
  yield takeEvery(a.loggedOut.type, handleLoggedOut);
  yield call(checkStoredSession);
}
