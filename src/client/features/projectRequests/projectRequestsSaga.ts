import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { ROLE_ADMIN } from '@shared/roles';
import * as api from '@client/api/calls/projectRequests';
import { errorBody, errorText } from '@client/api/client';
import { CACHE_KEYS } from '@client/features/cache/cacheModel';
import { notificationsActions } from '@client/features/notifications/notificationsSlice';
import { invalidateCache } from '@client/features/cache/cacheEffects';
import { selectIsAuthenticated, selectRoleId } from '@client/features/session/sessionSelectors';
import {
  QUEUE_EVENT_TYPES,
  type ProjectRequestChanges,
  type ProjectRequestInput,
  type ProjectRequestStatusFilter,
} from './projectRequestModel';
import { selectProjectRequestsQueue, selectProjectRequestStatusFilter } from './projectRequestsSelectors';
import { projectRequestsActions as a } from './projectRequestsSlice';

/** The server's `{errors: [{field, message}]}` as a map the form shows next to its fields. */
export function fieldErrorsOf(e: unknown): Record<string, string> {
  const errors = (errorBody(e) as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return {};
  const out: Record<string, string> = {};
  for (const item of errors as Array<{ field?: unknown; message?: unknown }>) {
    const field = typeof item?.field === 'string' ? item.field.replace(/^\//, '') : '';
    if (field && typeof item.message === 'string' && !out[field]) out[field] = item.message;
  }
  return out;
}

export function* handleSubmit(action: PayloadAction<ProjectRequestInput>): SagaIterator {
  try {
    const body: unknown = yield call(api.createProjectRequest, action.payload);
    yield put(a.submitSucceeded(body));
    // A signed-in customer's own list now holds one more request.
    if (yield select(selectIsAuthenticated)) yield put(a.mineRequested());
  } catch (e) {
    yield put(
      a.submitFailed({ error: errorText(e, MSG.projectRequestSubmitFailed), fieldErrors: fieldErrorsOf(e) }),
    );
  }
}

export function* handleFetch(): SagaIterator {
  const filter: ProjectRequestStatusFilter = yield select(selectProjectRequestStatusFilter);
  try {
    const body: unknown = yield call(api.listProjectRequests, filter === 'All' ? undefined : filter);
    yield put(a.fetchSucceeded(body));
  } catch (e) {
    yield put(a.fetchFailed({ error: errorText(e, MSG.projectRequestsLoadFailed) }));
  }
}

function* reloadQueue(): SagaIterator {
  yield put(a.fetchRequested());
}

/**
 * A live notification about a quote (a new one arrived, another admin decided one) reloads the queue,
 * but only for an admin who has opened it: nobody else would see the answer.
 */
export function* handleNotification(action: UnknownAction): SagaIterator {
  const type = (action.payload as { type?: unknown } | undefined)?.type;
  if (typeof type !== 'string' || !QUEUE_EVENT_TYPES.includes(type)) return;
  const roleId: number = yield select(selectRoleId);
  const queue: { status: string } = yield select(selectProjectRequestsQueue);
  if (roleId !== ROLE_ADMIN || queue.status === 'idle') return;
  yield put(a.fetchRequested());
}

export function* handleApprove(action: PayloadAction<{ id: number }>): SagaIterator {
  const { id } = action.payload;
  try {
    const body: unknown = yield call(api.approveProjectRequest, id);
    yield put(a.approveSucceeded(id, body));
    // The approval created a project: a cached project list is now incomplete.
    yield* invalidateCache(CACHE_KEYS.projects);
  } catch (e) {
    yield put(a.approveFailed({ id, error: errorText(e, MSG.projectRequestApproveFailed) }));
  }
}

export function* handleReject(action: PayloadAction<{ id: number; adminNotes: string }>): SagaIterator {
  const { id, adminNotes } = action.payload;
  try {
    const body: unknown = yield call(api.rejectProjectRequest, id, adminNotes);
    yield put(a.rejectSucceeded(id, adminNotes, body));
  } catch (e) {
    yield put(a.rejectFailed({ id, error: errorText(e, MSG.projectRequestRejectFailed) }));
  }
}

export function* handleUpdate(
  action: PayloadAction<{ id: number; changes: ProjectRequestChanges }>,
): SagaIterator {
  const { id, changes } = action.payload;
  try {
    const body: unknown = yield call(api.updateProjectRequest, id, changes);
    yield put(a.updateSucceeded(id, body));
  } catch (e) {
    yield put(a.updateFailed({ id, error: errorText(e, MSG.projectRequestUpdateFailed) }));
  }
}

export function* handleMine(): SagaIterator {
  try {
    const body: unknown = yield call(api.listMyProjectRequests);
    yield put(a.mineSucceeded(body));
  } catch (e) {
    yield put(a.mineFailed({ error: errorText(e, MSG.projectRequestsLoadFailed) }));
  }
}

export function* projectRequestsSaga(): SagaIterator {
  // A double click must not send the same quote twice.
  yield takeLeading(a.submitRequested.type, handleSubmit);
  yield takeLatest(a.fetchRequested.type, handleFetch);
  yield takeLatest(a.statusFilterChanged.type, reloadQueue);
  yield takeEvery(notificationsActions.received.type, handleNotification);
  yield takeEvery(a.approveRequested.type, handleApprove);
  yield takeEvery(a.rejectRequested.type, handleReject);
  yield takeEvery(a.updateRequested.type, handleUpdate);
  yield takeLatest(a.mineRequested.type, handleMine);
}
