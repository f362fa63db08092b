import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { request } from '@client/lib/request';
import { invalidateCache } from '@client/features/cache/cacheEffects';
import { CACHE_KEYS, projectKey } from '@client/features/cache/cacheModel';
import {
  PROJECT_APPLICATION_REQUESTS as R,
  projectApplicationsActions as a,
} from './projectApplicationsSlice';
import type { ProjectApplication } from './projectModel';
import { projectsActions } from './projectsSlice';

export function* handleApply(action: ReturnType<typeof a.applyRequested>): SagaIterator {
  const { projectId, message } = action.payload;
  const body = message?.trim() ? { message: message.trim() } : {};
  yield* request({
    key: R.apply(projectId),
    call: [api.projectApplications.apply, { params: { id: projectId }, body }],
    error: MSG.projectApplyFailed,
    onSuccess: function* (application: ProjectApplication) {
      yield put(a.saved(application));
      yield put(projectsActions.myApplicationChanged({ projectId, status: application.status }));
      yield call(invalidateCache, projectKey(projectId), CACHE_KEYS.projects, CACHE_KEYS.projectStats);
    },
  });
}

export function* handleList(action: ReturnType<typeof a.listRequested>): SagaIterator {
  const { projectId } = action.payload;
  yield* request({
    key: R.list(projectId),
    call: [api.projectApplications.list, { params: { id: projectId } }],
    error: MSG.projectApplicationsFailed,
    onSuccess: function* (applications: ProjectApplication[]) {
      yield put(a.listReceived({ projectId, applications }));
    },
  });
}

/** Accepting puts the consultant on the team: the project is read again, past its cache. */
export function* handleAccept(action: ReturnType<typeof a.acceptRequested>): SagaIterator {
  const { id } = action.payload;
  yield* request({
    key: R.decide(id),
    call: [api.projectApplications.accept, { params: { id } }],
    error: MSG.projectApplicationAcceptFailed,
    onSuccess: function* (application: ProjectApplication) {
      yield put(a.saved(application));
      const projectId = application.projectId;
      yield call(invalidateCache, projectKey(projectId), CACHE_KEYS.projects, CACHE_KEYS.projectStats);
      yield put(projectsActions.detailRequested({ id: projectId, force: true }));
    },
  });
}

export function* handleReject(action: ReturnType<typeof a.rejectRequested>): SagaIterator {
  const { id } = action.payload;
  yield* request({
    key: R.decide(id),
    call: [api.projectApplications.reject, { params: { id } }],
    error: MSG.projectApplicationRejectFailed,
    onSuccess: function* (application: ProjectApplication) {
      yield put(a.saved(application));
      // The statistics count pending applications.
      yield call(invalidateCache, CACHE_KEYS.projectStats);
    },
  });
}

export function* projectApplicationsSaga(): SagaIterator {
  // A double click must not apply twice.
  yield takeLeading(a.applyRequested.type, handleApply);
  yield takeLatest(a.listRequested.type, handleList);
  yield takeEvery(a.acceptRequested.type, handleAccept);
  yield takeEvery(a.rejectRequested.type, handleReject);
}
