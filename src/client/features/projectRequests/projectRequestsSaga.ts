import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApproveResponse } from '@shared/contracts/projectRequests';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { DEFAULT_PAGE_SIZE } from '@shared/domain/numbers';
import { MSG } from '@shared/messages';
import { ROLE_ADMIN } from '@shared/roles';
import { api } from '@client/api';
import { callOn } from '@client/lib/calls';
import { watchAll } from '@client/lib/lazyWatchers';
import type { RequestState } from '@client/lib/requestState';
import { CACHE_KEYS, cacheActions } from '@client/features/cache';
import { notificationsActions } from '@client/features/notifications';
import { selectIsAuthenticated, selectRoleId } from '@client/features/authentication';
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

/** The page of the queue the filter, the search and the pager show. */
function* loadQueue(): SagaIterator<ProjectRequestPage> {
  const filter: ProjectRequestStatusFilter = yield select(selectProjectRequestStatusFilter);
  const list: ProjectRequestListState = yield select(selectProjectRequestList);
  return (yield call(listQueue, queueQuery(filter, list))) as ProjectRequestPage;
}

/** The page ran past the end (its last rows were decided meanwhile): show the last one there is. */
const pastTheEnd = ({ data, total, page, pageSize }: ProjectRequestPage) => {
  const last = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return data.length === 0 && page > last ? [a.pageChanged(last)] : [];
};

export const projectRequestCalls = [
  // A double click must not send the same quote twice.
  callOn(a.submitRequested, {
    take: 'leading',
    key: K.submit,
    call: (body) => [api.projectRequests.submit, { body }],
    error: MSG.projectRequestSubmitFailed,
    land: (created: ProjectRequest) => a.submitted(created),
    // A signed-in customer's own list now holds one more request.
    then: function* () {
      if (yield select(selectIsAuthenticated)) yield put(a.mineRequested());
    },
  }),
  callOn(a.fetchRequested, {
    key: K.list,
    call: () => [loadQueue],
    error: MSG.projectRequestsLoadFailed,
    land: (answer: ProjectRequestPage) => [a.listReceived(answer), ...pastTheEnd(answer)],
  }),
  callOn(a.approveRequested, {
    take: 'every',
    key: ({ id }) => K.approve(id),
    call: ({ id }) => [api.projectRequests.approve, { params: { id }, body: {} }],
    error: MSG.projectRequestApproveFailed,
    // The approval created a project: a cached project list is now incomplete.
    land: (answer: ApproveResponse) => [
      a.requestSaved(answer.request),
      cacheActions.invalidated([CACHE_KEYS.projects]),
    ],
  }),
  callOn(a.rejectRequested, {
    take: 'every',
    key: ({ id }) => K.reject(id),
    call: ({ id, adminNotes }) => [api.projectRequests.reject, { params: { id }, body: { adminNotes } }],
    error: MSG.projectRequestRejectFailed,
    land: (changed: ProjectRequest) => a.requestSaved(changed),
  }),
  callOn(a.updateRequested, {
    take: 'every',
    key: ({ id }) => K.update(id),
    call: ({ id, changes }) => [api.projectRequests.update, { params: { id }, body: changes }],
    error: MSG.projectRequestUpdateFailed,
    land: (changed: ProjectRequest) => a.requestSaved(changed),
  }),
  callOn(a.mineRequested, {
    key: K.mine,
    call: () => [api.projectRequests.mine],
    error: MSG.projectRequestsLoadFailed,
    land: (rows: ProjectRequest[]) => a.mineReceived(rows),
  }),
];

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

export function* projectRequestsSaga(): SagaIterator {
  yield fork(watchAll(projectRequestCalls));
  yield takeLatest([a.statusFilterChanged.type, a.searchChanged.type, a.pageChanged.type], reloadQueue);
  yield takeEvery(notificationsActions.received.type, handleNotification);
}
