import { createSelector } from '@reduxjs/toolkit';
import { BELL_MAX_UNREAD_SHOWN } from '@shared/constants';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { keepSameList } from '@client/lib/sameItems';
import { formatBadgeCount, isServerId } from './notificationModel';
import {
  NOTIFICATION_REQUESTS as R,
  initialNotificationsState,
  notificationsAdapter,
} from './notificationsSlice';

/**
 * The slice joins the store with the session's notification code (notificationsFeature.ts): until it
 * has, a view reads the empty initial state.
 */
const notificationsState = (state: RootState) =>
  (state.notifications as RootState['notifications'] | undefined) ?? initialNotificationsState;

export const {
  selectAll: selectAllNotifications,
  selectById: selectNotificationById,
  selectIds: selectNotificationIds,
  selectTotal: selectNotificationsTotal,
} = notificationsAdapter.getSelectors(notificationsState);

export const selectUnreadCount = (state: RootState) => notificationsState(state).unreadCount;
export const selectAdminUnreadCount = (state: RootState) => notificationsState(state).adminUnreadCount;
export const selectConnectionStatus = (state: RootState) => notificationsState(state).connectionStatus;
export const selectNotificationsRequest = (state: RootState) => selectRequest(state, R.list);
export const selectNotificationsStatus = (state: RootState) => selectNotificationsRequest(state).status;
export const selectNotificationsError = (state: RootState) => selectNotificationsRequest(state).error;

export const selectUnreadBadgeText = createSelector([selectUnreadCount], formatBadgeCount);

export const selectUnreadNotificationIds = createSelector(
  [selectAllNotifications],
  (all) => all.filter((n) => !n.isRead).map((n) => n.id),
  keepSameList,
);

/** The bell menu: the newest unread ones, at most 5. */
export const selectBellNotificationIds = createSelector(
  [selectUnreadNotificationIds],
  (ids) => ids.slice(0, BELL_MAX_UNREAD_SHOWN),
  keepSameList,
);

/** The bell's chip knows three states: connected, reconnecting, otherwise error. */
export const selectBellConnectionState = createSelector([selectConnectionStatus], (status) =>
  status === 'connected' || status === 'reconnecting' ? status : 'error',
);

export const selectNotificationsQuery = (state: RootState) => notificationsState(state).query;

/** Whether Load more may find older notifications on the server. */
export const selectHasOlderNotifications = (state: RootState) => notificationsState(state).hasOlder;
export const selectOlderNotificationsRequest = (state: RootState) => selectRequest(state, R.older);

/** The cursor of Load more: the oldest loaded notification that the server knows (ids are newest first). */
export function selectOldestServerNotificationId(state: RootState): number | undefined {
  const { ids } = notificationsState(state);
  for (let i = ids.length - 1; i >= 0; i -= 1) {
    const id = ids[i];
    if (isServerId(id)) return id;
  }
  return undefined;
}
export const selectNotificationSettings = (state: RootState) => notificationsState(state).settings;
export const selectSettingsRequest = (state: RootState) => selectRequest(state, R.settings);
export const selectSettingsSave = (state: RootState) => selectRequest(state, R.saveSettings);
/** The range last asked for, and the figures last loaded (for that range once the request is done). */
export const selectNotificationStatistics = (state: RootState) => notificationsState(state).statistics;
export const selectStatisticsRequest = (state: RootState) => selectRequest(state, R.statistics);

export type ReadFilter = 'all' | 'unread' | 'read';

/** The distinct types of the loaded notifications, for the type filter. */
export const selectNotificationTypes = createSelector(
  [selectAllNotifications],
  (all) => [...new Set(all.map((n) => n.type))].sort(),
  keepSameList,
);

/** One selector per list view, so each keeps its own memo (redux-essentials). */
export const makeSelectFilteredNotificationIds = () =>
  createSelector(
    [
      selectAllNotifications,
      (_state: RootState, read: ReadFilter) => read,
      (_state: RootState, _read: ReadFilter, type: string) => type,
    ],
    (all, read, type) =>
      all
        .filter((n) => (read === 'all' ? true : read === 'read' ? n.isRead : !n.isRead))
        .filter((n) => type === '' || n.type === type)
        .map((n) => n.id),
    keepSameList,
  );
