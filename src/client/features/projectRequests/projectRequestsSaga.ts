import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApproveResponse } from '@shared/contracts/projectRequests';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { DEFAULT_PAGE_SIZE } from '@shared/domain/numbers';
import { MSG } from '@shared/messages';
import { ROLE_ADMIN } from '@shared/roles';
import { api } from '@client/api';
import { request, type Outcome } from '@client/lib/request';
import type { RequestState } from '@client/lib/requestState';
import { invalidateCache } from '@client/features/cache/cacheEffects';
import { CACHE_KEYS } from '@client/features/cache/cacheModel';
import { notificationsActions } from '@client/features/notifications/notificationsSlice';
import { selectIsAuthenticated, selectRoleId } from '@client/features/authentication/sessionSelectors';
import {
  QUEUE_EVENT_TYPES,
  type ProjectRequest,
  type ProjectRequestListQuery,
  type ProjectRequestListState,
  type ProjectRequestPage,
  type ProjectRequestStatusFilter,
} from './projectRequestModel';
import {
  selectProjectRequestList,
  selectProjectRequestsQueue,
  selectProjectRequestStatusFilter,
} from './projectRequestsSelectors';
import { PROJECT_REQUEST_KEYS as K, projectRequestsActions as a } from './projectRequestsSlice';

function* saved(changed: ProjectRequest): SagaIterator {
  yield put(a.requestSaved(changed));
}

export function* handleSubmit(action: ReturnType<typeof a.submitRequested>): SagaIterator {
  const outcome: Outcome<ProjectRequest> = yield* request({
    key: K.submit,
    call: [api.projectRequests.submit, { body: action.payload }],
    error: MSG.projectRequestSubmitFailed,
    onSuccess: function* (created: ProjectRequest) {
      yield put(a.submitted(created));
    },
  });
  // A signed-in customer's own list now holds one more request.
  if (outcome.ok && (yield select(selectIsAuthenticated))) yield put(a.mineRequested());
}

/** The query of the queue's page: only what differs from the server's defaults is sent. */
export function queueQuery(filter: ProjectRequestStatusFilter, list: ProjectRequestListState) {
  const search = list.search.trim();
  const query: ProjectRequestListQuery = {
    ...(filter === 'All' ? {} : { status: filter }),
    ...(search ? { search } : {}),
    ...(list.page > 1 ? { page: list.page } : {}),
    ...(list.pageSize !== DEFAULT_PAGE_SIZE ? { pageSize: list.pageSize } : {}),
  };
  return query;
}

const listQueue = (query: ProjectRequestListQuery) => api.projectRequests.list({ query });

export function* handleFetch(): SagaIterator {
  const filter: ProjectRequestStatusFilter = yield select(selectProjectRequestStatusFilter);
  const list: ProjectRequestListState = yield select(selectProjectRequestList);
  yield* request({
    key: K.list,
    call: [listQueue, queueQuery(filter, list)],
    error: MSG.projectRequestsLoadFailed,
    onSuccess: function* (answer: ProjectRequestPage) {
      yield put(a.listReceived(answer));
      // The page ran past the end (its last rows were decided meanwhile): show the last one there is.
      const last = Math.max(1, Math.ceil(answer.total / Math.max(1, answer.pageSize)));
      if (answer.data.length === 0 && answer.page > last) yield put(a.pageChanged(last));
    },
  });
}

/** A filter or page reloads at once; typing waits for a pause (takeLatest cancels the wait). */
export function* reloadQueue(action: { type: string }): SagaIterator {
  if (a.searchChanged.match(action)) yield delay(SEARCH_DEBOUNCE_MS);
  yield put(a.fetchRequested());
}

/**
 * A live notification about a quote (a new one arrived, another admin decided one) reloads the queue,
 * but only for an admin who has opened it: nobody else would see the answer.
 */
export function* handleNotification(action: ReturnType<typeof notificationsActions.received>): SagaIterator {
  if (!QUEUE_EVENT_TYPES.includes(action.payload.type)) return;
  const roleId: number = yield select(selectRoleId);
  const queue: RequestState = yield select(selectProjectRequestsQueue);
  if (roleId !== ROLE_ADMIN || queue.status === 'idle') return;
  yield put(a.fetchRequested());
}

export function* handleApprove(action: ReturnType<typeof a.approveRequested>): SagaIterator {
  const { id } = action.payload;
  yield* request({
    key: K.approve(id),
    call: [api.projectRequests.approve, { params: { id }, body: {} }],
    error: MSG.projectRequestApproveFailed,
    onSuccess: function* (answer: ApproveResponse) {
      yield call(saved, answer.request);
      // The approval created a project: a cached project list is now incomplete.
      yield call(invalidateCache, CACHE_KEYS.projects);
    },
  });
}

export function* handleReject(action: ReturnType<typeof a.rejectRequested>): SagaIterator {
  const { id, adminNotes } = action.payload;
  yield* request({
    key: K.reject(id),
    call: [api.projectRequests.reject, { params: { id }, body: { adminNotes } }],
    error: MSG.projectRequestRejectFailed,
    onSuccess: saved,
  });
}

export function* handleUpdate(action: ReturnType<typeof a.updateRequested>): SagaIterator {
  const { id, changes } = action.payload;
  yield* request({
    key: K.update(id),
    call: [api.projectRequests.update, { params: { id }, body: changes }],
    error: MSG.projectRequestUpdateFailed,
    onSuccess: saved,
  });
}

export function* handleMine(): SagaIterator {
  yield* request({
    key: K.mine,
    call: [api.projectRequests.mine],
    error: MSG.projectRequestsLoadFailed,
    onSuccess: function* (rows: ProjectRequest[]) {
      yield put(a.mineReceived(rows));
    },
  });
}

export function* projectRequestsSaga(): SagaIterator {
  // A double click must not send the same quote twice.
  yield takeLeading(a.submitRequested.type, handleSubmit);
  yield takeLatest(a.fetchRequested.type, handleFetch);
  yield takeLatest([a.statusFilterChanged.type, a.searchChanged.type, a.pageChanged.type], reloadQueue);
  yield takeEvery(notificationsActions.received.type, handleNotification);
  yield takeEvery(a.approveRequested.type, handleApprove);
  yield takeEvery(a.rejectRequested.type, handleReject);
  yield takeEvery(a.updateRequested.type, handleUpdate);
  yield takeLatest(a.mineRequested.type, handleMine);
}
