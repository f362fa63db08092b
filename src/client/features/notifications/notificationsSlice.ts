import { createEntityAdapter, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_NOTIFICATIONS } from '@shared/constants';
import type { RequestStatus } from '@client/lib/requestState';
import { sessionActions } from '@client/features/session/sessionSlice';
import type { ListQuery } from '@client/api/calls/notifications';
import { compareNewestFirst, normalizeNotification, type AppNotification } from './notificationModel';
import {
  initialSettingsState,
  initialStatisticsState,
  settingsReducers,
  statisticsReducers,
  type SettingsState,
  type StatisticsState,
} from './notificationPreferencesState';

export type ConnectionStatus = 'disconnected' | 'connected' | 'reconnecting' | 'error';

export const notificationsAdapter = createEntityAdapter<AppNotification>({
  sortComparer: compareNewestFirst,
});

export interface NotificationsExtraState {
  unreadCount: number;
  adminUnreadCount: number;
  connectionStatus: ConnectionStatus;
  status: RequestStatus;
  error: string | null;
  /** The last list query, repeated when the list is reloaded after a change. */
  query: Required<ListQuery>;
  settings: SettingsState;
  statistics: StatisticsState;
}

export const initialNotificationsState = notificationsAdapter.getInitialState<NotificationsExtraState>({
  unreadCount: 0,
  adminUnreadCount: 0,
  connectionStatus: 'disconnected',
  status: 'idle',
  error: null,
  query: { includeRead: false, limit: MAX_NOTIFICATIONS },
  settings: initialSettingsState,
  statistics: initialStatisticsState,
});
export type NotificationsState = typeof initialNotificationsState;

/** ids are sorted newest first, so the oldest beyond the limit are at the end. */
function capToLimit(state: NotificationsState) {
  if (state.ids.length > MAX_NOTIFICATIONS) {
    notificationsAdapter.removeMany(state, state.ids.slice(MAX_NOTIFICATIONS));
  }
}

const normalizeAll = (raw: unknown, now: number) =>
  (Array.isArray(raw) ? raw : []).map((item) => normalizeNotification(item, now, nanoid));

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    fetchRequested(
      state,
      action: PayloadAction<{ admin?: boolean; includeRead?: boolean; limit?: number } | undefined>,
    ) {
      state.status = 'pending';
      state.error = null;
      state.query = {
        includeRead: action.payload?.includeRead ?? false,
        limit: Math.min(action.payload?.limit ?? MAX_NOTIFICATIONS, MAX_NOTIFICATIONS),
      };
    },
    fetchSucceeded: {
      reducer(state, action: PayloadAction<AppNotification[]>) {
        notificationsAdapter.setAll(state, action.payload);
        capToLimit(state);
        state.status = 'succeeded';
      },
      prepare: (raw: unknown, now: number = Date.now()) => ({ payload: normalizeAll(raw, now) }),
    },
    /** A failed load shows no unread count rather than a stale one. */
    fetchFailed(state, action: PayloadAction<{ error: string }>) {
      state.status = 'failed';
      state.error = action.payload.error;
      state.unreadCount = 0;
    },
    /** From the hub, or added locally: normalised with the local defaults. */
    received: {
      reducer(state, action: PayloadAction<AppNotification>) {
        const known = state.entities[action.payload.id];
        notificationsAdapter.setOne(state, action.payload);
        if (!action.payload.isRead && (!known || known.isRead)) {
          state.unreadCount += 1;
          if (action.payload.audience === 'admin') state.adminUnreadCount += 1;
        }
        capToLimit(state);
      },
      prepare: (raw: unknown, now: number = Date.now()) => ({
        payload: normalizeNotification(raw, now, nanoid),
      }),
    },
    /** The user asked for these; the saga calls the API and then reloads the list (spec section 4). */
    unreadCountRequested() {},
    markReadRequested(_state, _action: PayloadAction<number | string>) {},
    markAllReadRequested() {},
    deleteRequested(_state, _action: PayloadAction<number | string>) {},
    clearAllRequested() {},
    unreadCountLoaded(state, action: PayloadAction<number>) {
      state.unreadCount = Math.max(0, action.payload);
    },
    adminUnreadCountLoaded(state, action: PayloadAction<number>) {
      state.adminUnreadCount = Math.max(0, action.payload);
    },
    markedRead(state, action: PayloadAction<number | string>) {
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
    removed(state, action: PayloadAction<number | string>) {
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
    ...settingsReducers,
    ...statisticsReducers,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialNotificationsState);
  },
});

export const notificationsActions = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
export default notificationsSlice;
