import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ProjectHistoryDto, ProjectMetricDto, ProjectUpdateDto } from '@shared/contracts/projects';
import { invalidateCache } from '@client/features/cache/cacheEffects';
import { projectKey } from '@client/features/cache/cacheModel';
import {
  addProjectMetric,
  addProjectUpdate,
  deleteProjectMetric,
  deleteProjectUpdate,
  editProjectMetric,
  editProjectUpdate,
  fetchProjectHistory,
} from './projectCalls';
import { PROJECT_REQUESTS as R, projectsActions as a } from './projectsSlice';
import { resultRequest } from './resultRequest';

// A project's updates, metrics and history. Each write answers only its own row; the history entry the
// server wrote with it comes with the write's live event (projectLive.ts), and the cached detail is
// dropped.

function* afterProgressWrite(projectId: number): SagaIterator {
  yield call(invalidateCache, projectKey(projectId));
}

function* updateSaved(projectId: number, update: ProjectUpdateDto): SagaIterator {
  yield put(a.updateSaved({ projectId, update }));
  yield call(afterProgressWrite, projectId);
}

function* metricSaved(projectId: number, metric: ProjectMetricDto): SagaIterator {
  yield put(a.metricSaved({ projectId, metric }));
  yield call(afterProgressWrite, projectId);
}

export function* handleUpdateAdd(action: ReturnType<typeof a.updateAddRequested>): SagaIterator {
  const { projectId, input } = action.payload;
  yield* resultRequest({
    key: R.updates(projectId),
    call: [addProjectUpdate, projectId, input],
    onSuccess: (update: ProjectUpdateDto) => updateSaved(projectId, update),
  });
}

export function* handleUpdateEdit(action: ReturnType<typeof a.updateEditRequested>): SagaIterator {
  const { projectId, updateId, input } = action.payload;
  yield* resultRequest({
    key: R.updates(projectId),
    call: [editProjectUpdate, projectId, updateId, input],
    onSuccess: (update: ProjectUpdateDto) => updateSaved(projectId, update),
  });
}

export function* handleUpdateRemove(action: ReturnType<typeof a.updateRemoveRequested>): SagaIterator {
  const { projectId, updateId } = action.payload;
  yield* resultRequest({
    key: R.updates(projectId),
    call: [deleteProjectUpdate, projectId, updateId],
    onSuccess: function* () {
      yield put(a.updateRemoved({ projectId, updateId }));
      yield call(afterProgressWrite, projectId);
    },
  });
}

export function* handleMetricAdd(action: ReturnType<typeof a.metricAddRequested>): SagaIterator {
  const { projectId, input } = action.payload;
  yield* resultRequest({
    key: R.metrics(projectId),
    call: [addProjectMetric, projectId, input],
    onSuccess: (metric: ProjectMetricDto) => metricSaved(projectId, metric),
  });
}

export function* handleMetricEdit(action: ReturnType<typeof a.metricEditRequested>): SagaIterator {
  const { projectId, metricId, input } = action.payload;
  yield* resultRequest({
    key: R.metrics(projectId),
    call: [editProjectMetric, projectId, metricId, input],
    onSuccess: (metric: ProjectMetricDto) => metricSaved(projectId, metric),
  });
}

export function* handleMetricRemove(action: ReturnType<typeof a.metricRemoveRequested>): SagaIterator {
  const { projectId, metricId } = action.payload;
  yield* resultRequest({
    key: R.metrics(projectId),
    call: [deleteProjectMetric, projectId, metricId],
    onSuccess: function* () {
      yield put(a.metricRemoved({ projectId, metricId }));
      yield call(afterProgressWrite, projectId);
    },
  });
}

export function* handleHistory(action: ReturnType<typeof a.historyRequested>): SagaIterator {
  const { projectId } = action.payload;
  yield* resultRequest({
    key: R.history(projectId),
    call: [fetchProjectHistory, projectId],
    onSuccess: function* (entries: ProjectHistoryDto[]) {
      yield put(a.historyReceived({ projectId, entries }));
    },
  });
}

export function* projectProgressSaga(): SagaIterator {
  yield takeEvery(a.updateAddRequested.type, handleUpdateAdd);
  yield takeEvery(a.updateEditRequested.type, handleUpdateEdit);
  yield takeEvery(a.updateRemoveRequested.type, handleUpdateRemove);
  yield takeEvery(a.metricAddRequested.type, handleMetricAdd);
  yield takeEvery(a.metricEditRequested.type, handleMetricEdit);
  yield takeEvery(a.metricRemoveRequested.type, handleMetricRemove);
  yield takeLatest(a.historyRequested.type, handleHistory);
}
