import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { Channel, SagaIterator } from 'redux-saga';
import { all, call, flush, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Notification, NotificationListQuery } from '@shared/contracts/notifications';
import { ROLE_ADMIN, type RoleId } from '@shared/roles';
import { api } from '@client/api';
import type { ApiError } from '@client/api/client';
import { servedOf, watchAll, type Watcher } from '@client/lib/lazyWatchers';
import { request } from '@client/lib/request';
import { selectRoleId } from '@client/features/authentication/sessionSelectors';
import { isServerId, type AppNotification } from './notificationModel';
import { notificationPreferencesSaga, notificationPreferencesWatchers } from './notificationPreferencesSaga';
import {
  selectNotificationsQuery,
  selectOldestServerNotificationId,
  selectUnreadNotificationIds,
} from './notificationsSelectors';
import { NOTIFICATION_REQUESTS as R, notificationsActions as a } from './notificationsSlice';
import { NOTIFICATION_TEXTS as T } from './notificationTexts';

type Id = AppNotification['id'];

/** A failed change shows no message, it is only logged (docs/requirements.md#errors-notifications). */
const logFailure = (what: string) =>
  function* (error: ApiError): SagaIterator {
    yield call([console, console.warn], `Notification ${what} failed`, error.message);
  };

/** Administrators also see the admin audience (docs/requirements.md#roles); the lists are merged. */
export function* loadLists(query: NotificationListQuery, admin: boolean): SagaIterator<Notification[]> {
  const calls = [call(api.notifications.list, { query })];
  if (admin) calls.push(call(api.notifications.listAdmin, { query }));
  const lists: Notification[][] = yield all(calls);
  return lists.flat();
}

/** One page of the lists, merged, and whether any list answered a full page (so more may follow). */
export function* loadPage(
  query: NotificationListQuery,
  admin: boolean,
): SagaIterator<{ items: Notification[]; full: boolean }> {
  const calls = [call(api.notifications.list, { query })];
  if (admin) calls.push(call(api.notifications.listAdmin, { query }));
  const lists: Notification[][] = yield all(calls);
  return { items: lists.flat(), full: lists.some((list) => list.length >= query.limit) };
}

/**
 * Load more: the page after the oldest notification loaded, with the list's own query. The lists page
 * by a cursor, so notifications that arrive or are read meanwhile neither repeat nor skip a row.
 */
export function* handleOlder(): SagaIterator {
  const before: number | undefined = yield select(selectOldestServerNotificationId);
  if (before === undefined) return;
  const query: NotificationListQuery = yield select(selectNotificationsQuery);
  const role: RoleId = yield select(selectRoleId);
  yield* request({
    key: R.older,
    call: [loadPage, { ...query, before }, role === ROLE_ADMIN],
    error: T.loadFailed,
    onSuccess: function* ({ items, full }: { items: Notification[]; full: boolean }) {
      yield put(a.olderReceived(items, full));
    },
  });
}

export function* handleFetch(): SagaIterator {
  // The reducer has kept the query of the request.
  const query: NotificationListQuery = yield select(selectNotificationsQuery);
  const role: RoleId = yield select(selectRoleId);
  yield* request({
    key: R.list,
    call: [loadLists, query, role === ROLE_ADMIN],
    error: T.loadFailed,
    onSuccess: function* (items: Notification[]) {
      yield put(a.listReceived(items));
    },
  });
}

/** A count call that fails counts as 0 (docs/requirements.md#errors-notifications). */
function* loadCount(
  key: string,
  fetch: () => Promise<{ count: number }>,
  land: (count: number) => UnknownAction,
): SagaIterator {
  yield* request({
    key,
    call: [fetch],
    error: T.countFailed,
    onSuccess: function* ({ count }: { count: number }) {
      yield put(land(count));
    },
    onFailure: function* () {
      yield put(land(0));
    },
  });
}

/** The badge counts everything the user may read; administrators also get the admin count. */
export function* handleUnreadCount(): SagaIterator {
  const role: RoleId = yield select(selectRoleId);
  yield call(loadCount, R.unreadCount, api.notifications.totalUnreadCount, a.unreadCountLoaded);
  if (role === ROLE_ADMIN) {
    yield call(loadCount, R.adminUnreadCount, api.notifications.adminUnreadCount, a.adminUnreadCountLoaded);
  }
}

/** After a change the list and counts come from the server again (docs/requirements.md#store). */
export function* reload(): SagaIterator {
  const query: NotificationListQuery = yield select(selectNotificationsQuery);
  yield put(a.fetchRequested(query));
  yield put(a.unreadCountRequested());
}

export function* handleMarkRead(action: PayloadAction<Id>): SagaIterator {
  const id = action.payload;
  if (!isServerId(id)) {
    yield put(a.markedRead(id));
    return;
  }
  const outcome: { ok: boolean } = yield* request({
    key: R.markRead,
    call: [api.notifications.markRead, { params: { id } }],
    error: T.markReadFailed,
    onSuccess: function* () {
      yield put(a.markedRead(id));
    },
    onFailure: logFailure('mark read'),
  });
  if (outcome.ok) yield call(reload);
}

function* markAllRead(admin: boolean): SagaIterator<void> {
  yield call(api.notifications.markAllRead);
  if (admin) yield call(api.notifications.markAllAdminRead);
}

export function* handleMarkAllRead(): SagaIterator {
  const admin = ((yield select(selectRoleId)) as RoleId) === ROLE_ADMIN;
  const outcome: { ok: boolean } = yield* request({
    key: R.markAllRead,
    call: [markAllRead, admin],
    error: T.markAllReadFailed,
    onSuccess: function* () {
      yield put(a.allMarkedRead());
      if (admin) yield put(a.adminAllMarkedRead());
    },
    onFailure: logFailure('mark all read'),
  });
  if (outcome.ok) yield call(reload);
}

/** Deletes on the server what has an id there; the ones that exist only here are simply dropped. */
function* deleteOne(id: Id): SagaIterator<boolean> {
  if (!isServerId(id)) {
    yield put(a.removed(id));
    return true;
  }
  const outcome: { ok: boolean } = yield* request({
    key: R.remove,
    call: [api.notifications.remove, { params: { id } }],
    error: T.deleteFailed,
    onSuccess: function* () {
      yield put(a.removed(id));
    },
    onFailure: logFailure('delete'),
  });
  return outcome.ok;
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

const listWatchers: readonly Watcher[] = [
  [takeLatest, a.fetchRequested.type, handleFetch],
  [takeLeading, a.olderRequested.type, handleOlder],
  [takeLatest, a.unreadCountRequested.type, handleUnreadCount],
  [takeEvery, a.markReadRequested.type, handleMarkRead],
  [takeLatest, a.markAllReadRequested.type, handleMarkAllRead],
  [takeEvery, a.deleteRequested.type, handleDelete],
  [takeLatest, a.clearAllRequested.type, handleClearAll],
];

/** Every request this code serves, the early ones (startNotificationSagas.ts) among them. */
export const notificationWatchers: readonly Watcher[] = [...listWatchers, ...notificationPreferencesWatchers];

/**
 * Per session: forked at login or restore, cancelled at logout with every call in flight. `early`
 * holds what the views asked for before the watchers ran; this saga serves it as the watchers would
 * have (lib/lazyWatchers.ts) and closes it.
 */
export function* notificationsSaga(early?: Channel<UnknownAction>): SagaIterator {
  yield fork(watchAll(listWatchers));
  yield fork(notificationPreferencesSaga);
  if (early) {
    const waiting: UnknownAction[] = yield flush(early);
    early.close();
    for (const [action, worker] of servedOf(notificationWatchers, waiting)) yield fork(worker, action);
  }
  // A page may already have asked for read ones too; its query is in the state.
  const query: NotificationListQuery = yield select(selectNotificationsQuery);
  yield put(a.fetchRequested(query));
  yield put(a.unreadCountRequested());
}
