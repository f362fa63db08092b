// The per-session notification code, loaded as one chunk after login (see notificationsSessionSaga).
export { notificationHubSaga } from './notificationHubSaga';
export { notificationsSaga } from './notificationsSaga';
