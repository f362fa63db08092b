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
import { sessionActions } from '@client/features/authentication';
import {
  compareNewestFirst,
  fromLive,
  fromServer,
  isServerId,
  type AppNotification,
  type IncomingNotification,
} from './notificationModel';

export type ConnectionStatus = 'disconnected' | 'connected' | 'reconnecting' | 'error';

/** Statistics cover the last 30 days unless asked otherwise (docs/requirements.md#notifications). */
export const DEFAULT_STATISTICS_RANGE: TimeRange = '30d';

/** Request keys (lib/requests): the views read each request's state under these. */
export const NOTIFICATION_REQUESTS = {
  list: 'notifications/list',
  /** Load more: the next older page of the same list. */
  older: 'notifications/older',
  unreadCount: 'notifications/unreadCount',
  adminUnreadCount: 'notifications/adminUnreadCount',
  /** The unread count of the user's own notifications (audience `user`), for the notifications page. */
  ownUnreadCount: 'notifications/ownUnreadCount',
  markRead: 'notifications/markRead',
  markAllRead: 'notifications/markAllRead',
  /** Mark all of the user's own notifications read (docs/requirements.md#notifications). */
  markOwnRead: 'notifications/markOwnRead',
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
  /**
   * The unread count of the user's own notifications, kept only once a view has asked for it:
   * `undefined` until then (the session's loads and reloads leave it out), `null` while the first
   * answer is awaited.
   */
  ownUnreadCount: undefined as number | null | undefined,
  connectionStatus: 'disconnected' as ConnectionStatus,
  /** The last list query, repeated when the list is reloaded after a change. */
  query: { includeRead: false, limit: MAX_NOTIFICATIONS } as NotificationListQuery,
  /** Rows kept beyond the first page, loaded by Load more on the notifications page. */
  olderLoaded: 0,
  /** Whether the server may hold older notifications than the oldest loaded one. */
  hasOlder: false,
  settings: null as NotificationSettings | null,
  statistics: { range: DEFAULT_STATISTICS_RANGE, data: null } as StatisticsState,
});
export type NotificationsState = typeof initialNotificationsState;

type Id = AppNotification['id'];

// What the views ask for; the sagas answer each.
const requested = {
  fetchRequested: createAction<Partial<NotificationListQuery> | undefined>('notifications/fetchRequested'),
  /** The next older page of the list shown (docs/requirements.md#growth). */
  olderRequested: createAction('notifications/olderRequested'),
  unreadCountRequested: createAction('notifications/unreadCountRequested'),
  /** The unread count of the user's own notifications (`GET /notification/unread-count`). */
  ownUnreadCountRequested: createAction('notifications/ownUnreadCountRequested'),
  markReadRequested: createAction<Id>('notifications/markReadRequested'),
  markAllReadRequested: createAction('notifications/markAllReadRequested'),
  /** All of the user's own notifications, not their role's (`POST /notification/mark-all-read/user`). */
  markOwnReadRequested: createAction('notifications/markOwnReadRequested'),
  deleteRequested: createAction<Id>('notifications/deleteRequested'),
  clearAllRequested: createAction('notifications/clearAllRequested'),
  settingsRequested: createAction('notifications/settingsRequested'),
  settingsSaveRequested: createAction<NotificationSettings>('notifications/settingsSaveRequested'),
  statisticsRequested: createAction<TimeRange>('notifications/statisticsRequested'),
};

/**
 * ids are sorted newest first, so the oldest beyond the limit are at the end. The limit is the first
 * page (docs/requirements.md#notifications) plus what Load more has added on purpose.
 */
function capToLimit(state: NotificationsState) {
  const kept = MAX_NOTIFICATIONS + state.olderLoaded;
  if (state.ids.length > kept) {
    notificationsAdapter.removeMany(state, state.ids.slice(kept));
  }
}

/** The newest `MAX_NOTIFICATIONS` of an answer that may merge two lists (own and admin). */
const firstOf = (items: AppNotification[]) => [...items].sort(compareNewestFirst).slice(0, MAX_NOTIFICATIONS);

/** A notification addressed to the user alone (audience `user`), not to their role or the administrators. */
const isOwn = (n: AppNotification) => n.audience === 'user';

/** The own count follows a change only once it is kept (a number). */
function countOwn(state: NotificationsState, n: AppNotification, by: number) {
  if (typeof state.ownUnreadCount === 'number' && isOwn(n)) {
    state.ownUnreadCount = Math.max(0, state.ownUnreadCount + by);
  }
}

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    /**
     * The first page. Rows that Load more added and that are older than a full first page stay, so a
     * reload after a change does not take them away; otherwise the answer is the whole list.
     */
    listReceived: {
      reducer(state, action: PayloadAction<AppNotification[]>) {
        const page = firstOf(action.payload);
        const full = action.payload.length >= state.query.limit;
        const boundary = page[page.length - 1];
        const older =
          full && boundary && state.olderLoaded > 0
            ? notificationsAdapter
                .getSelectors()
                .selectAll(state)
                .filter((n) => isServerId(n.id) && compareNewestFirst(n, boundary) > 0)
            : [];
        notificationsAdapter.setAll(state, [...page, ...older]);
        state.olderLoaded = older.length;
        if (older.length === 0) state.hasOlder = full;
      },
      prepare: (items: Notification[]) => ({ payload: items.map(fromServer) }),
    },
    /** The next older page, appended; `full` says whether a list answered as many as it was asked. */
    olderReceived: {
      reducer(state, action: PayloadAction<{ items: AppNotification[]; full: boolean }>) {
        const page = firstOf(action.payload.items).filter((n) => state.entities[n.id] === undefined);
        notificationsAdapter.addMany(state, page);
        state.olderLoaded += page.length;
        state.hasOlder = action.payload.full && page.length > 0;
      },
      prepare: (items: Notification[], full: boolean) => ({
        payload: { items: items.map(fromServer), full },
      }),
    },
    /** A live notification, or one added locally; a known one is replaced and not counted again. */
    received: {
      reducer(state, action: PayloadAction<AppNotification>) {
        const n = action.payload;
        const known = state.entities[n.id];
        const wasUnread = known !== undefined && !known.isRead;
        notificationsAdapter.setOne(state, n);
        if (!n.isRead && !wasUnread) state.unreadCount += 1;
        if (!n.isRead && !(wasUnread && isOwn(known))) countOwn(state, n, 1);
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
    ownUnreadCountLoaded(state, action: PayloadAction<number>) {
      state.ownUnreadCount = Math.max(0, action.payload);
    },
    markedRead(state, action: PayloadAction<Id>) {
      const item = state.entities[action.payload];
      if (!item || item.isRead) return;
      item.isRead = true;
      state.unreadCount = Math.max(0, state.unreadCount - 1);
      countOwn(state, item, -1);
    },
    allMarkedRead(state) {
      for (const id of state.ids) state.entities[id].isRead = true;
      state.unreadCount = 0;
      if (typeof state.ownUnreadCount === 'number') state.ownUnreadCount = 0;
    },
    /**
     * The user's own ones are read; role and admin ones stay as they are. The total falls by the
     * server's own count, or by the own ones loaded when more of them were unread here.
     */
    ownMarkedRead(state) {
      let marked = 0;
      for (const id of state.ids) {
        const item = state.entities[id];
        if (isOwn(item) && !item.isRead) {
          item.isRead = true;
          marked += 1;
        }
      }
      state.unreadCount = Math.max(0, state.unreadCount - Math.max(marked, state.ownUnreadCount ?? 0));
      if (typeof state.ownUnreadCount === 'number') state.ownUnreadCount = 0;
    },
    adminAllMarkedRead(state) {
      state.adminUnreadCount = 0;
    },
    removed(state, action: PayloadAction<Id>) {
      const item = state.entities[action.payload];
      if (!item) return;
      if (!item.isRead) {
        state.unreadCount = Math.max(0, state.unreadCount - 1);
        countOwn(state, item, -1);
      }
      notificationsAdapter.removeOne(state, action.payload);
    },
    /** Clear All in the bell: empties the local list. */
    cleared(state) {
      notificationsAdapter.removeAll(state);
      state.unreadCount = 0;
      if (typeof state.ownUnreadCount === 'number') state.ownUnreadCount = 0;
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
        const includeRead = action.payload?.includeRead ?? false;
        // Older pages of another list (read ones too, or unread only) are not kept under this one.
        if (includeRead !== state.query.includeRead) state.olderLoaded = 0;
        state.query = {
          includeRead,
          limit: Math.min(action.payload?.limit ?? MAX_NOTIFICATIONS, MAX_NOTIFICATIONS),
        };
      })
      // The toggle shows the asked range while it loads.
      // From now on the session's loads and reloads keep the own count too (notificationsSaga.ts).
      .addCase(requested.ownUnreadCountRequested, (state) => {
        if (state.ownUnreadCount === undefined) state.ownUnreadCount = null;
      })
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
