import type { SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { requestsActions } from '@client/lib/requests';
import { sessionActions } from '@client/features/authentication';
import { PROFILE_REQUESTS as R, profileActions as a } from './profileSlice';

/** Nothing of an ended session's profile forms is kept. */
export function* forgetProfileRequests(): SagaIterator {
  yield put(requestsActions.reset(Object.values(R)));
  yield put(a.emailChangePending(null));
}

/** In the store from the start: a session can end before the profile's own sagas ever loaded. */
export function* profileSessionSaga(): SagaIterator {
  yield takeEvery(sessionActions.loggedOut.type, forgetProfileRequests);
}
