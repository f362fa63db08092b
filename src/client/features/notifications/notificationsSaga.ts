import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { Channel, SagaIterator } from 'redux-saga';
import { all, call, flush, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Notification, NotificationListQuery } from '@shared/contracts/notifications';
import { ROLE_ADMIN } from '@shared/roles';
import { api } from '@client/api';
import type { ApiError } from '@client/api/client';
import { callOn, callWorker, type CallEntry } from '@client/lib/calls';
import type { RootState } from '@client/lib/hooks';
import { servedOf, watchAll, type Watcher } from '@client/lib/lazyWatchers';
import { selectRoleId } from '@client/features/authentication';
import { isServerId, type AppNotification } from './notificationModel';
import { notificationPreferenceCalls } from './notificationPreferencesSaga';
import {
  selectNotificationsQuery,
  selectOldestServerNotificationId,
  selectUnreadNotificationIds,
} from './notificationsSelectors';
import { NOTIFICATION_REQUESTS as R, notificationsActions as a } from './notificationsSlice';
import { NOTIFICATION_TEXTS as T } from './notificationTexts';

type Id = AppNotification['id'];
type Page = { items: Notification[]; full: boolean };

/** Administrators also see the admin audience (docs/requirements.md#roles); the lists are merged. */
const isAdmin = (state: RootState) => selectRoleId(state) === ROLE_ADMIN;

/** A failed change shows no message, it is only logged (docs/requirements.md#errors-notifications). */
const logFailure = (what: string) =>
  function* (error: ApiError): SagaIterator {
    yield call([console, console.warn], `Notification ${what} failed`, error.message);
  };

/**
 * One page of the lists with the list's own query (the reducer has kept it), merged, and whether any
 * list answered a full page (so more may follow). `older`: the page after the oldest one loaded; the
 * lists page by a cursor, so notifications that arrive or are read meanwhile neither repeat nor skip.
 */
function* loadPage(older: boolean): SagaIterator<Page> {
  const kept: NotificationListQuery = yield select(selectNotificationsQuery);
  const before: number | undefined = older ? yield select(selectOldestServerNotificationId) : undefined;
  const query = older ? { ...kept, before } : kept;
  const calls = [call(api.notifications.list, { query })];
  if ((yield select(isAdmin)) as boolean) calls.push(call(api.notifications.listAdmin, { query }));
  const lists: Notification[][] = yield all(calls);
  return { items: lists.flat(), full: lists.some((list) => list.length >= query.limit) };
}

function* markAllRead(): SagaIterator<boolean> {
  const admin: boolean = yield select(isAdmin);
  yield call(api.notifications.markAllRead);
  if (admin) yield call(api.notifications.markAllAdminRead);
  return admin;
}

/** The own count is loaded with the others once a view has asked for it (notificationsSlice.ts). */
const ownCountKept = (state: RootState) => state.notifications.ownUnreadCount !== undefined;

/** After a change the list and counts come from the server again (docs/requirements.md#store). */
export function* reload(): SagaIterator {
  const query: NotificationListQuery = yield select(selectNotificationsQuery);
  yield put(a.fetchRequested(query));
  yield put(a.unreadCountRequested());
  if ((yield select(ownCountKept)) as boolean) yield put(a.ownUnreadCountRequested());
}

/** A count call that fails counts as 0 (docs/requirements.md#errors-notifications). */
const countEntry = (
  key: string,
  fetch: () => Promise<{ count: number }>,
  land: (n: number) => UnknownAction,
): CallEntry<unknown, { count: number }> => ({
  key,
  call: () => [fetch],
  error: T.countFailed,
  land: ({ count }) => land(count),
  onFailure: function* () {
    yield put(land(0));
  },
});
const unreadCount = callWorker(
  countEntry(R.unreadCount, api.notifications.totalUnreadCount, a.unreadCountLoaded),
);
const adminUnreadCount = callWorker(
  countEntry(R.adminUnreadCount, api.notifications.adminUnreadCount, a.adminUnreadCountLoaded),
);

/** The badge counts everything the user may read; administrators also get the admin count. */
function* handleUnreadCount(action: PayloadAction<undefined>): SagaIterator {
  const admin: boolean = yield select(isAdmin);
  yield* unreadCount(action);
  if (admin) yield* adminUnreadCount(action);
}

const markRead = callWorker({
  key: R.markRead,
  call: (id: Id) => [api.notifications.markRead, { params: { id } }],
  error: T.markReadFailed,
  land: (_, id) => a.markedRead(id),
  then: reload,
  onFailure: logFailure('mark read'),
});

/** One that exists only here is marked read at once, with no call. */
function* handleMarkRead(action: PayloadAction<Id>): SagaIterator {
  if (isServerId(action.payload)) yield* markRead(action);
  else yield put(a.markedRead(action.payload));
}

const deletion = {
  key: R.remove,
  call: (id: Id) => [api.notifications.remove, { params: { id } }] as const,
  error: T.deleteFailed,
  land: (_: unknown, id: Id) => a.removed(id),
  onFailure: logFailure('delete'),
};
const deleteOne = callWorker(deletion);
const deleteAndReload = callWorker({ ...deletion, then: reload });

/** One that exists only here is simply dropped, with no call. */
function* handleDelete(action: PayloadAction<Id>): SagaIterator {
  if (isServerId(action.payload)) yield* deleteAndReload(action);
  else yield put(a.removed(action.payload));
}

/** Clear All empties the bell: every unread notification it draws from is deleted, then reloaded. */
function* handleClearAll(): SagaIterator {
  const ids: Id[] = yield select(selectUnreadNotificationIds);
  if (ids.length === 0) return;
  yield all(ids.map((id) => (isServerId(id) ? call(deleteOne, a.deleteRequested(id)) : put(a.removed(id)))));
  yield call(reload);
}

/** Every request this code serves, the early ones (startNotificationSagas.ts) among them. */
export const notificationWatchers: readonly Watcher[] = [
  callOn(a.fetchRequested, {
    key: R.list,
    call: () => [loadPage, false],
    error: T.loadFailed,
    land: ({ items }: Page) => a.listReceived(items),
  }),
  callOn(a.olderRequested, {
    take: 'leading',
    skip: (state) => selectOldestServerNotificationId(state) === undefined,
    key: R.older,
    call: () => [loadPage, true],
    error: T.loadFailed,
    land: ({ items, full }: Page) => a.olderReceived(items, full),
  }),
  [takeLatest, a.unreadCountRequested.type, handleUnreadCount],
  // The user's own notifications only, not their role's (docs/requirements.md#notifications).
  callOn(
    a.ownUnreadCountRequested,
    countEntry(R.ownUnreadCount, api.notifications.unreadCount, a.ownUnreadCountLoaded),
  ),
  [takeEvery, a.markReadRequested.type, handleMarkRead],
  callOn(a.markAllReadRequested, {
    key: R.markAllRead,
    call: () => [markAllRead],
    error: T.markAllReadFailed,
    land: (admin: boolean) => (admin ? [a.allMarkedRead(), a.adminAllMarkedRead()] : a.allMarkedRead()),
    then: reload,
    onFailure: logFailure('mark all read'),
  }),
  // All of the user's own; role and admin ones stay unread (docs/requirements.md#notifications).
  callOn(a.markOwnReadRequested, {
    key: R.markOwnRead,
    call: () => [api.notifications.markAllUserRead],
    error: T.markAllReadFailed,
    land: () => a.ownMarkedRead(),
    then: reload,
    onFailure: logFailure('mark own read'),
  }),
  [takeEvery, a.deleteRequested.type, handleDelete],
  [takeLatest, a.clearAllRequested.type, handleClearAll],
  ...notificationPreferenceCalls,
];

/**
 * Per session: forked at login or restore, cancelled at logout with every call in flight. `early`
 * holds what the views asked for before the watchers ran; this saga serves it as the watchers would
 * have (lib/lazyWatchers.ts) and closes it.
 */
export function* notificationsSaga(early?: Channel<UnknownAction>): SagaIterator {
  yield fork(watchAll(notificationWatchers));
  if (early) {
    const waiting: UnknownAction[] = yield flush(early);
    early.close();
    for (const [action, worker] of servedOf(notificationWatchers, waiting)) yield fork(worker, action);
  }
  // A page may already have asked for read ones too; its query is in the state.
  const query: NotificationListQuery = yield select(selectNotificationsQuery);
  yield put(a.fetchRequested(query));
  yield put(a.unreadCountRequested());
  // A page that asked for the own count before this code arrived is answered now.
  if ((yield select(ownCountKept)) as boolean) yield put(a.ownUnreadCountRequested());
}
