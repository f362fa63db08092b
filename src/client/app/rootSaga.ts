import type { SagaIterator } from 'redux-saga';
import { all, spawn } from 'redux-saga/effects';
import { sessionSaga } from '../features/session/sessionSaga';
import { siteSettingsSaga } from '../features/siteSettings/siteSettingsSaga';

export type { NavigateOptions, SagaContext } from './sagaContext';
export { defaultSagaContext } from './sagaContext';

/** Each feature is spawned: a failure in one never takes the others down. */
export const featureSagas: Array<() => SagaIterator> = [sessionSaga, siteSettingsSaga];

export function* rootSaga(): SagaIterator {
  yield all(featureSagas.map((saga) => spawn(saga)));
}
