// The public surface of features/notifications: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { hubReconnected, projectChangedArrived } from './hubEvents';
export { NotificationBell } from './NotificationBell';
export { readField } from './notificationData';
export type { NotificationData } from './notificationData';
export { NotificationFilters } from './NotificationFilters';
export { typeLabel } from './notificationLabels';
export type { AppNotification } from './notificationModel';
export { NotificationRow } from './NotificationRow';
export { NotificationSummary } from './NotificationSummary';
export { NotificationsDrawerItem } from './NotificationsDrawerItem';
export { NotificationSettingsForm } from './NotificationSettingsForm';
export { normalizeSeverity } from './notificationSeverity';
export {
  makeSelectFilteredNotificationIds,
  selectHasOlderNotifications,
  selectNotificationById,
  selectNotificationIds,
  selectNotificationSettings,
  selectNotificationStatistics,
  selectNotificationsStatus,
  selectNotificationsTotal,
  selectOlderNotificationsRequest,
  selectSettingsRequest,
  selectStatisticsRequest,
  selectUnreadCount,
} from './notificationsSelectors';
export type { ReadFilter } from './notificationsSelectors';
export { notificationsActions, notificationsReducer } from './notificationsSlice';
export { startNotificationSagas } from './startNotificationSagas';
