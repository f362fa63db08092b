import type { SagaIterator } from 'redux-saga';
import { all, spawn } from 'redux-saga/effects';
import { authenticationSaga } from '@client/features/authentication/authenticationSaga';
import { profileSaga } from '@client/features/profile/profileSaga';
import { siteSettingsSaga } from '@client/features/siteSettings/siteSettingsSaga';
import { servicesSaga } from '@client/features/services/servicesSaga';
import { contentSaga } from '@client/features/content/contentSaga';
import { consultantsSaga } from '@client/features/consultants/consultantsSaga';
import { currencySaga } from '@client/features/currency/currencySaga';
import { projectRequestsSaga } from '@client/features/projectRequests/projectRequestsSaga';
import { projectsSaga } from '@client/features/projects/projectsSaga';
import { projectApplicationsSaga } from '@client/features/projects/projectApplicationsSaga';
import { workLiveSaga } from '@client/features/projects/workLiveSaga';
import { tasksSaga } from '@client/features/tasks/tasksSaga';
import { usersSaga } from '@client/features/users/usersSaga';
import { usersLiveSaga } from '@client/features/users/usersLiveSaga';
import { dashboardStatsSaga } from '@client/features/dashboardStats/dashboardStatsSaga';

export type { NavigateOptions, SagaContext } from '@client/lib/sagaContext';
export { defaultSagaContext } from '@client/lib/sagaContext';

/** Each feature is spawned: a failure in one never takes the others down. */
export const featureSagas: Array<() => SagaIterator> = [
  authenticationSaga,
  profileSaga,
  siteSettingsSaga,
  servicesSaga,
  contentSaga,
  consultantsSaga,
  currencySaga,
  projectRequestsSaga,
  projectsSaga,
  projectApplicationsSaga,
  tasksSaga,
  workLiveSaga,
  usersSaga,
  usersLiveSaga,
  dashboardStatsSaga,
];

export function* rootSaga(): SagaIterator {
  yield all(featureSagas.map((saga) => spawn(saga)));
}
