import type { PayloadAction } from '@reduxjs/toolkit';
import {
  failedRequest,
  idleRequest,
  pendingRequest,
  succeededRequest,
  type RequestState,
  type RequestStatus,
} from '@client/lib/requestState';
import type {
  NotificationSettings,
  NotificationStatistics,
  StatisticsRange,
} from '@client/api/calls/notifications';

/** Product-spec section 9. */
export const DEFAULT_STATISTICS_RANGE: StatisticsRange = '30d';

// The settings and statistics parts of the notifications slice, kept apart to keep each file small.

export interface SettingsState {
  data: NotificationSettings | null;
  status: RequestStatus;
  error: string | null;
  save: RequestState;
}

export interface StatisticsState {
  range: StatisticsRange;
  data: NotificationStatistics | null;
  status: RequestStatus;
  error: string | null;
}

export const initialSettingsState: SettingsState = {
  data: null,
  status: 'idle',
  error: null,
  save: idleRequest,
};

export const initialStatisticsState: StatisticsState = {
  range: DEFAULT_STATISTICS_RANGE,
  data: null,
  status: 'idle',
  error: null,
};

type WithSettings = { settings: SettingsState };
type WithStatistics = { statistics: StatisticsState };
type Failure = PayloadAction<{ error: string }>;

export const settingsReducers = {
  settingsRequested(state: WithSettings) {
    state.settings.status = 'pending';
    state.settings.error = null;
  },
  settingsLoaded(state: WithSettings, action: PayloadAction<NotificationSettings>) {
    state.settings.data = action.payload;
    state.settings.status = 'succeeded';
  },
  settingsFailed(state: WithSettings, action: Failure) {
    state.settings.status = 'failed';
    state.settings.error = action.payload.error;
  },
  settingsSaveRequested(state: WithSettings, _action: PayloadAction<NotificationSettings>) {
    state.settings.save = pendingRequest;
  },
  settingsSaved(state: WithSettings, action: PayloadAction<NotificationSettings>) {
    state.settings.data = action.payload;
    state.settings.status = 'succeeded';
    state.settings.save = succeededRequest();
  },
  settingsSaveFailed(state: WithSettings, action: Failure) {
    state.settings.save = failedRequest(action.payload.error);
  },
};

export const statisticsReducers = {
  statisticsRequested(state: WithStatistics, action: PayloadAction<StatisticsRange>) {
    state.statistics.range = action.payload;
    state.statistics.status = 'pending';
    state.statistics.error = null;
  },
  statisticsLoaded(
    state: WithStatistics,
    action: PayloadAction<{ range: StatisticsRange; data: NotificationStatistics }>,
  ) {
    state.statistics.range = action.payload.range;
    state.statistics.data = action.payload.data;
    state.statistics.status = 'succeeded';
  },
  statisticsFailed(state: WithStatistics, action: Failure) {
    state.statistics.status = 'failed';
    state.statistics.error = action.payload.error;
  },
};
