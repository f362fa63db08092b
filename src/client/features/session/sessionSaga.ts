import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { accountSaga } from './accountSaga';
import { profileSaga } from './profileSaga';
import { sessionLifecycleSaga } from './sessionLifecycleSaga';

export function* sessionSaga(): SagaIterator {
  yield all([fork(accountSaga), fork(profileSaga), fork(sessionLifecycleSaga)]);
}
