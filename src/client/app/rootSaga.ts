import type { SagaIterator } from 'redux-saga';
import { all, spawn } from 'redux-saga/effects';
import { sessionSaga } from '../features/session/sessionSaga';
import { siteSettingsSaga } from '../features/siteSettings/siteSettingsSaga';
import { servicesSaga } from '../features/services/servicesSaga';
import { contentSaga } from '../features/content/contentSaga';
import { consultantsSaga } from '../features/consultants/consultantsSaga';
import { currencySaga } from '../features/currency/currencySaga';
import { projectRequestsSaga } from '../features/projectRequests/projectRequestsSaga';

export type { NavigateOptions, SagaContext } from './sagaContext';
export { defaultSagaContext } from './sagaContext';

/** Each feature is spawned: a failure in one never takes the others down. */
export const featureSagas: Array<() => SagaIterator> = [
  sessionSaga,
  siteSettingsSaga,
  servicesSaga,
  contentSaga,
  consultantsSaga,
  currencySaga,
  projectRequestsSaga,
];

export function* rootSaga(): SagaIterator {
  yield all(featureSagas.map((saga) => spawn(saga)));
}
