import type { UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, fork } from 'redux-saga/effects';
import { joinFeature } from '@client/lib/sagaContext';

// The types of notificationsActions' requests, each served by notificationsSaga's watchers (a test
// checks both): importing the slice here would pull it into the initial download.
export const EARLY_REQUESTS = [
  'notifications/markReadRequested',
  'notifications/markAllReadRequested',
  'notifications/deleteRequested',
  'notifications/clearAllRequested',
  'notifications/settingsRequested',
  'notifications/settingsSaveRequested',
  'notifications/statisticsRequested',
];

/** The per-session sagas, fetched as one chunk (both imports name it, so webpack bundles them together). */
export const loadNotificationSagas = async () => {
  const [list, hub] = await Promise.all([
    import(/* webpackChunkName: "notification-sagas" */ './notificationsSaga'),
    import(/* webpackChunkName: "notification-sagas" */ './notificationHubSaga'),
  ]);
  return { notificationsSaga: list.notificationsSaga, notificationHubSaga: hub.notificationHubSaga };
};

/**
 * Starts the notification list, its requests and the live hub for one session. Visitors never need
 * this code, so it loads after login; what the views ask for meanwhile waits in a buffer.
 */
export function* startNotificationSagas(): SagaIterator {
  const early: Channel<UnknownAction> = yield actionChannel(EARLY_REQUESTS, buffers.expanding(8));
  try {
    // The slice first (the same chunk), so that what the sagas put lands.
    yield call(joinFeature, 'notifications');
    const sagas: Awaited<ReturnType<typeof loadNotificationSagas>> = yield call(loadNotificationSagas);
    // Forked apart so that the hub ending (or failing) leaves the list and its requests working.
    yield fork(sagas.notificationsSaga, early);
    yield fork(sagas.notificationHubSaga);
  } finally {
    early.close();
  }
}
