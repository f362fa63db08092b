import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import type {
  NotificationSettings,
  NotificationStatistics,
  TimeRange,
} from '@shared/contracts/notifications';
import { api } from '@client/api';
import { watchAll, type Watcher } from '@client/lib/lazyWatchers';
import { request } from '@client/lib/request';
import { toast } from '@client/features/toasts/toastEffects';
import { NOTIFICATION_REQUESTS as R, notificationsActions as a } from './notificationsSlice';
import { NOTIFICATION_TEXTS as T } from './notificationTexts';

export function* handleSettingsLoad(): SagaIterator {
  yield* request({
    key: R.settings,
    call: [api.notifications.settings],
    error: T.settingsLoadFailed,
    onSuccess: function* (settings: NotificationSettings) {
      yield put(a.settingsLoaded(settings));
    },
  });
}

/** The whole table is sent: a PATCH with every family is still a valid partial update. */
export function* handleSettingsSave(action: PayloadAction<NotificationSettings>): SagaIterator {
  yield* request({
    key: R.saveSettings,
    call: [api.notifications.saveSettings, { body: action.payload }],
    error: T.settingsSaveFailed,
    onSuccess: function* (saved: NotificationSettings) {
      yield put(a.settingsLoaded(saved));
      // The form stays on screen, so the confirmation is a toast (decision 005).
      yield toast(T.settingsSaved, 'success');
    },
  });
}

export function* handleStatisticsLoad(action: PayloadAction<TimeRange>): SagaIterator {
  const range = action.payload;
  yield* request({
    key: R.statistics,
    call: [api.notifications.statistics, { query: { timeRange: range } }],
    error: T.statisticsLoadFailed,
    onSuccess: function* (data: NotificationStatistics) {
      yield put(a.statisticsLoaded({ range, data }));
    },
  });
}

export const notificationPreferencesWatchers: readonly Watcher[] = [
  [takeLatest, a.settingsRequested.type, handleSettingsLoad],
  [takeLatest, a.settingsSaveRequested.type, handleSettingsSave],
  [takeLatest, a.statisticsRequested.type, handleStatisticsLoad],
];

export const notificationPreferencesSaga = watchAll(notificationPreferencesWatchers);
