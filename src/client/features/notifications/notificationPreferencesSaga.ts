import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import * as api from '@client/api/calls/notifications';
import { errorText } from '@client/api/client';
import { toast } from '@client/features/toasts/toastEffects';
import { notificationsActions as a } from './notificationsSlice';

export const NOTIFICATION_TEXTS = {
  settingsLoadFailed: 'Notification settings could not be loaded.',
  settingsSaveFailed: 'Notification settings could not be saved. Please try again.',
  settingsSaved: 'Notification settings saved.',
  statisticsLoadFailed: 'Notification statistics could not be loaded.',
} as const;

export function* handleSettingsLoad(): SagaIterator {
  try {
    const settings: api.NotificationSettings = yield call(api.getNotificationSettings);
    yield put(a.settingsLoaded(settings));
  } catch (e) {
    yield put(a.settingsFailed({ error: errorText(e, NOTIFICATION_TEXTS.settingsLoadFailed) }));
  }
}

/** The whole table is sent: a PATCH with every family is still a valid partial update. */
export function* handleSettingsSave(action: PayloadAction<api.NotificationSettings>): SagaIterator {
  try {
    const saved: api.NotificationSettings | undefined = yield call(
      api.patchNotificationSettings,
      action.payload,
    );
    yield put(a.settingsSaved(saved && typeof saved === 'object' && saved.families ? saved : action.payload));
    // The form stays on screen, so the confirmation is a toast (decision 005).
    yield toast(NOTIFICATION_TEXTS.settingsSaved, 'success');
  } catch (e) {
    yield put(a.settingsSaveFailed({ error: errorText(e, NOTIFICATION_TEXTS.settingsSaveFailed) }));
  }
}

export function* handleStatisticsLoad(action: PayloadAction<api.StatisticsRange>): SagaIterator {
  const range = action.payload;
  try {
    const data: api.NotificationStatistics = yield call(api.getNotificationStatistics, range);
    yield put(a.statisticsLoaded({ range, data }));
  } catch (e) {
    yield put(a.statisticsFailed({ error: errorText(e, NOTIFICATION_TEXTS.statisticsLoadFailed) }));
  }
}

export function* notificationPreferencesSaga(): SagaIterator {
  yield takeLatest(a.settingsRequested.type, handleSettingsLoad);
  yield takeLatest(a.settingsSaveRequested.type, handleSettingsSave);
  yield takeLatest(a.statisticsRequested.type, handleStatisticsLoad);
}
