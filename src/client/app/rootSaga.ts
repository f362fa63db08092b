import type { SagaIterator } from 'redux-saga';
import { all, call, spawn } from 'redux-saga/effects';
import { lazyWatchers } from '@client/lib/lazyWatchers';
import { authenticationSaga } from '@client/features/authentication/authenticationSaga';
import { profileSessionSaga } from '@client/features/profile/profileSessionSaga';
import { profileActions } from '@client/features/profile/profileSlice';
import { consultantsActions as consultants } from '@client/features/consultants/consultantsSlice';
import { aboutUsActions } from '@client/features/content/contentSlice';
import { siteSettingsSaga } from '@client/features/siteSettings/siteSettingsSaga';
import { servicesSaga } from '@client/features/services/servicesSaga';
import { contentSaga } from '@client/features/content/contentSaga';
import { consultantsSaga } from '@client/features/consultants/consultantsSaga';
import { currencySaga } from '@client/features/currency/currencySaga';

export type { NavigateOptions, SagaContext } from '@client/lib/sagaContext';
export { defaultSagaContext } from '@client/lib/sagaContext';

/**
 * The actions that set off the signed-in sagas (app/signedInSagas.ts): the profile, the consultant
 * area and its administration, the about-us images. A visitor never sends one, so their code loads
 * with the first (lib/lazyWatchers.ts); a test keeps this list in step with theirs.
 */
export const SIGNED_IN_TYPES: readonly string[] = [
  profileActions.fetchRequested,
  profileActions.updateRequested,
  profileActions.passwordCodeRequested,
  profileActions.passwordChangeRequested,
  profileActions.photoUploadRequested,
  profileActions.emailConfirmRequested,
  consultants.allRequested,
  consultants.myProfileRequested,
  consultants.projectsRequested,
  consultants.createRequested,
  consultants.updateRequested,
  consultants.removeRequested,
  consultants.expertiseAddRequested,
  consultants.expertiseUpdateRequested,
  consultants.expertiseRemoveRequested,
  consultants.availabilityRequested,
  consultants.userAvailabilityRequested,
  consultants.applyRequested,
  consultants.approveRequested,
  consultants.rejectRequested,
  consultants.cvDownloadRequested,
  aboutUsActions.imageUploadRequested,
  aboutUsActions.imageDeleteRequested,
].map((action) => action.type);

export const loadSignedInWatchers = () =>
  import(/* webpackChunkName: "signed-in-sagas" */ './signedInSagas').then((m) => m.signedInWatchers);

export function* signedInSagas(): SagaIterator {
  yield call(lazyWatchers, SIGNED_IN_TYPES, loadSignedInWatchers);
}

/** The sagas of the eager slices; a lazily joined feature brings its own (lib/features.ts). */
export const featureSagas: Array<() => SagaIterator> = [
  authenticationSaga,
  profileSessionSaga,
  signedInSagas,
  siteSettingsSaga,
  servicesSaga,
  contentSaga,
  consultantsSaga,
  currencySaga,
];

/** Each feature is spawned: a failure in one never takes the others down. */
export function rootSaga(extra: ReadonlyArray<() => SagaIterator> = []) {
  return function* root(): SagaIterator {
    yield all([...featureSagas, ...extra].map((saga) => spawn(saga)));
  };
}
