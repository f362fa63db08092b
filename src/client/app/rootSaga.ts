import type { SagaIterator } from 'redux-saga';
import { all, spawn } from 'redux-saga/effects';
import { authenticationSaga } from '@client/features/authentication';
import { profileSessionSaga } from '@client/features/profile';
import { siteSettingsSaga } from '@client/features/siteSettings';

export type { NavigateOptions, SagaContext } from '@client/lib/sagaContext';
export { defaultSagaContext } from '@client/lib/sagaContext';

/** The sagas of the eager slices; a feature brings its own when it joins (app/featureHost.ts). */
export const featureSagas: Array<() => SagaIterator> = [
  authenticationSaga,
  profileSessionSaga,
  siteSettingsSaga,
];

/** Each feature is spawned: a failure in one never takes the others down. */
export function rootSaga(extra: ReadonlyArray<() => SagaIterator> = []) {
  return function* root(): SagaIterator {
    yield all([...featureSagas, ...extra].map((saga) => spawn(saga)));
  };
}
