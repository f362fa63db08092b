import { createAction, createEntityAdapter, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_NOTIFICATIONS } from '@shared/constants';
import type {
  Notification,
  NotificationListQuery,
  NotificationSettings,
  NotificationStatistics,
  TimeRange,
} from '@shared/contracts/notifications';
import { requestsActions } from '@client/lib/requests';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import {
  compareNewestFirst,
  fromLive,
  fromServer,
  type AppNotification,
  type IncomingNotification,
} from './notificationModel';

export type ConnectionStatus = 'disconnected' | 'connected' | 'reconnecting' | 'error';

/** Statistics cover the last 30 days unless asked otherwise (docs/requirements.md#notifications). */
export const DEFAULT_STATISTICS_RANGE: TimeRange = '30d';

/** Request keys (lib/requests): the views read each request's state under these. */
export const NOTIFICATION_REQUESTS = {
  list: 'notifications/list',
  unreadCount: 'notifications/unreadCount',
  adminUnreadCount: 'notifications/adminUnreadCount',
  markRead: 'notifications/markRead',
  markAllRead: 'notifications/markAllRead',
  remove: 'notifications/delete',
  settings: 'notifications/settings',
  saveSettings: 'notifications/saveSettings',
  statistics: 'notifications/statistics',
} as const;

/** The range last asked for, and the figures last loaded. */
interface StatisticsState {
  range: TimeRange;
  data: NotificationStatistics | null;
}

export const notificationsAdapter = createEntityAdapter<AppNotification>({
  sortComparer: compareNewestFirst,
});

export const initialNotificationsState = notificationsAdapter.getInitialState({
  unreadCount: 0,
  adminUnreadCount: 0,
  connectionStatus: 'disconnected' as ConnectionStatus,
  /** The last list query, repeated when the list is reloaded after a change. */
  query: { includeRead: false, limit: MAX_NOTIFICATIONS } as NotificationListQuery,
  settings: null as NotificationSettings | null,
  statistics: { range: DEFAULT_STATISTICS_RANGE, data: null } as StatisticsState,
});
export type NotificationsState = typeof initialNotificationsState;

type Id = AppNotification['id'];

// What the views ask for; the sagas answer each.
const requested = {
  fetchRequested: createAction<Partial<NotificationListQuery> | undefined>('notifications/fetchRequested'),
  unreadCountRequested: createAction('notifications/unreadCountRequested'),
  markReadRequested: createAction<Id>('notifications/markReadRequested'),
  markAllReadRequested: createAction('notifications/markAllReadRequested'),
  deleteRequested: createAction<Id>('notifications/deleteRequested'),
  clearAllRequested: createAction('notifications/clearAllRequested'),
  settingsRequested: createAction('notifications/settingsRequested'),
  settingsSaveRequested: createAction<NotificationSettings>('notifications/settingsSaveRequested'),
  statisticsRequested: createAction<TimeRange>('notifications/statisticsRequested'),
};

/** ids are sorted newest first, so the oldest beyond the limit are at the end. */
function capToLimit(state: NotificationsState) {
  if (state.ids.length > MAX_NOTIFICATIONS) {
    notificationsAdapter.removeMany(state, state.ids.slice(MAX_NOTIFICATIONS));
  }
}

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    listReceived: {
      reducer(state, action: PayloadAction<AppNotification[]>) {
        notificationsAdapter.setAll(state, action.payload);
        capToLimit(state);
      },
      prepare: (items: Notification[]) => ({ payload: items.map(fromServer) }),
    },
    /** A live notification, or one added locally; a known one is replaced and not counted again. */
    received: {
      reducer(state, action: PayloadAction<AppNotification>) {
        const n = action.payload;
        const known = state.entities[n.id];
        const wasUnread = known !== undefined && !known.isRead;
        notificationsAdapter.setOne(state, n);
        if (!n.isRead && !wasUnread) state.unreadCount += 1;
        if (!n.isRead && n.audience === 'admin' && !(wasUnread && known.audience === 'admin')) {
          state.adminUnreadCount += 1;
        }
        capToLimit(state);
      },
      prepare: (input: IncomingNotification, now: number = Date.now()) => ({
        payload: fromLive(input, now, nanoid),
      }),
    },
    unreadCountLoaded(state, action: PayloadAction<number>) {
      state.unreadCount = Math.max(0, action.payload);
    },
    adminUnreadCountLoaded(state, action: PayloadAction<number>) {
      state.adminUnreadCount = Math.max(0, action.payload);
    },
    markedRead(state, action: PayloadAction<Id>) {
      const item = state.entities[action.payload];
      if (!item || item.isRead) return;
      item.isRead = true;
      state.unreadCount = Math.max(0, state.unreadCount - 1);
    },
    allMarkedRead(state) {
      for (const id of state.ids) state.entities[id].isRead = true;
      state.unreadCount = 0;
    },
    adminAllMarkedRead(state) {
      state.adminUnreadCount = 0;
    },
    removed(state, action: PayloadAction<Id>) {
      const item = state.entities[action.payload];
      if (!item) return;
      if (!item.isRead) state.unreadCount = Math.max(0, state.unreadCount - 1);
      notificationsAdapter.removeOne(state, action.payload);
    },
    /** Clear All in the bell: empties the local list. */
    cleared(state) {
      notificationsAdapter.removeAll(state);
      state.unreadCount = 0;
    },
    connectionStatusChanged(state, action: PayloadAction<ConnectionStatus>) {
      state.connectionStatus = action.payload;
    },
    settingsLoaded(state, action: PayloadAction<NotificationSettings>) {
      state.settings = action.payload;
    },
    statisticsLoaded(state, action: PayloadAction<{ range: TimeRange; data: NotificationStatistics }>) {
      state.statistics = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // Kept at once, so that the list loaded when the session's code arrives is the one asked for.
      .addCase(requested.fetchRequested, (state, action) => {
        state.query = {
          includeRead: action.payload?.includeRead ?? false,
          limit: Math.min(action.payload?.limit ?? MAX_NOTIFICATIONS, MAX_NOTIFICATIONS),
        };
      })
      // The toggle shows the asked range while it loads.
      .addCase(requested.statisticsRequested, (state, action) => {
        state.statistics.range = action.payload;
      })
      // A failed load shows no unread count rather than a stale one (docs/requirements.md#errors-notifications).
      .addCase(requestsActions.failed, (state, action) => {
        if (action.payload.key === NOTIFICATION_REQUESTS.list) state.unreadCount = 0;
      })
      .addCase(sessionActions.loggedOut, () => initialNotificationsState);
  },
});

export const notificationsActions = { ...notificationsSlice.actions, ...requested };
export const notificationsReducer = notificationsSlice.reducer;
export default notificationsSlice;
