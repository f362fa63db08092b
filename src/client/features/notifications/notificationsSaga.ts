import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { Channel, SagaIterator } from 'redux-saga';
import { all, call, flush, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { ROLE_ADMIN, type RoleId } from '@shared/roles';
import { currentTime } from '@client/lib/sagaContext';
import * as api from '@client/api/calls/notifications';
import { errorText } from '@client/api/client';
import { selectRoleId } from '@client/features/session/sessionSelectors';
import {
  handleSettingsLoad,
  handleSettingsSave,
  handleStatisticsLoad,
  notificationPreferencesSaga,
} from './notificationPreferencesSaga';
import { selectNotificationsQuery, selectUnreadNotificationIds } from './notificationsSelectors';
import { notificationsActions as a } from './notificationsSlice';

export const NOTIFICATIONS_LOAD_FAILED = 'Notifications could not be loaded.';

type Id = number | string;
type Query = ReturnType<typeof selectNotificationsQuery>;

/** Only server notifications have numeric ids; the ones added locally from hub events live here only. */
export const isServerId = (id: Id) => typeof id === 'number' || /^\d+$/.test(id);

const logFailure = (what: string, e: unknown) =>
  console.warn(`Notification ${what} failed`, e instanceof Error ? e.message : e);

/** Administrators also see the admin audience (product-spec section 6); the lists are merged. */
export function* handleFetch(): SagaIterator {
  // The reducer has stored the query of the request.
  const query: Query = yield select(selectNotificationsQuery);
  const role: RoleId = yield select(selectRoleId);
  try {
    const calls = [call(api.getNotifications, query)];
    if (role === ROLE_ADMIN) calls.push(call(api.getAdminNotifications, query));
    const bodies: unknown[] = yield all(calls);
    const now: number = yield call(currentTime);
    yield put(a.fetchSucceeded(bodies.flatMap(api.listOf), now));
  } catch (e) {
    yield put(a.fetchFailed({ error: errorText(e, NOTIFICATIONS_LOAD_FAILED) }));
  }
}

/** A count call that fails counts as 0 (product-spec section 8). */
function* countOrZero(fetch: () => Promise<unknown>): SagaIterator<number> {
  try {
    const body: unknown = yield call(fetch);
    return api.countOf(body);
  } catch {
    return 0;
  }
}

/** The badge counts everything the user may read; administrators also get the admin count. */
export function* handleUnreadCount(): SagaIterator {
  const role: RoleId = yield select(selectRoleId);
  const total: number = yield call(countOrZero, api.getTotalUnreadCount);
  yield put(a.unreadCountLoaded(total));
  if (role === ROLE_ADMIN) {
    const admin: number = yield call(countOrZero, api.getAdminUnreadCount);
    yield put(a.adminUnreadCountLoaded(admin));
  }
}

/** After a change the list and counts come from the server again (product-spec section 4). */
export function* reload(): SagaIterator {
  const query: Query = yield select(selectNotificationsQuery);
  yield put(a.fetchRequested(query));
  yield put(a.unreadCountRequested());
}

export function* handleMarkRead(action: PayloadAction<Id>): SagaIterator {
  const id = action.payload;
  if (!isServerId(id)) {
    yield put(a.markedRead(id));
    return;
  }
  try {
    yield call(api.markRead, id);
    yield put(a.markedRead(id));
    yield call(reload);
  } catch (e) {
    logFailure('mark read', e);
  }
}

export function* handleMarkAllRead(): SagaIterator {
  const role: RoleId = yield select(selectRoleId);
  try {
    yield call(api.markAllRead);
    if (role === ROLE_ADMIN) yield call(api.markAllAdminRead);
    yield put(a.allMarkedRead());
    if (role === ROLE_ADMIN) yield put(a.adminAllMarkedRead());
    yield call(reload);
  } catch (e) {
    logFailure('mark all read', e);
  }
}

/** Deletes on the server what has an id there; local-only entries are simply dropped. */
function* deleteOne(id: Id): SagaIterator<boolean> {
  try {
    if (isServerId(id)) yield call(api.deleteNotification, id);
    yield put(a.removed(id));
    return true;
  } catch (e) {
    logFailure('delete', e);
    return false;
  }
}

export function* handleDelete(action: PayloadAction<Id>): SagaIterator {
  const done: boolean = yield call(deleteOne, action.payload);
  if (done && isServerId(action.payload)) yield call(reload);
}

/** Clear All empties the bell: every unread notification it draws from is deleted, then reloaded. */
export function* handleClearAll(): SagaIterator {
  const ids: Id[] = yield select(selectUnreadNotificationIds);
  if (ids.length === 0) return;
  yield all(ids.map((id) => call(deleteOne, id)));
  yield call(reload);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler takes its own action type
const earlyHandlers: Record<string, (action: any) => SagaIterator> = {
  [a.markReadRequested.type]: handleMarkRead,
  [a.markAllReadRequested.type]: handleMarkAllRead,
  [a.deleteRequested.type]: handleDelete,
  [a.clearAllRequested.type]: handleClearAll,
  [a.settingsRequested.type]: handleSettingsLoad,
  [a.settingsSaveRequested.type]: handleSettingsSave,
  [a.statisticsRequested.type]: handleStatisticsLoad,
};

/** The requests that must not be lost while this code loads (the first load below covers the list). */
export const EARLY_REQUEST_TYPES = Object.keys(earlyHandlers);

/**
 * Per session: forked at login or restore, cancelled at logout with every call in flight. `early`
 * holds what the views asked for before the watchers ran; this saga serves and closes it.
 */
export function* notificationsSaga(early?: Channel<UnknownAction>): SagaIterator {
  yield takeLatest(a.fetchRequested.type, handleFetch);
  yield takeLatest(a.unreadCountRequested.type, handleUnreadCount);
  yield takeEvery(a.markReadRequested.type, handleMarkRead);
  yield takeLatest(a.markAllReadRequested.type, handleMarkAllRead);
  yield takeEvery(a.deleteRequested.type, handleDelete);
  yield takeLatest(a.clearAllRequested.type, handleClearAll);
  yield fork(notificationPreferencesSaga);
  if (early) {
    const waiting: UnknownAction[] = yield flush(early);
    early.close();
    for (const action of waiting) yield fork(earlyHandlers[action.type], action);
  }
  // A page may already have asked for read ones too; its query is in the state.
  const query: Query = yield select(selectNotificationsQuery);
  yield put(a.fetchRequested(query));
  yield put(a.unreadCountRequested());
}
