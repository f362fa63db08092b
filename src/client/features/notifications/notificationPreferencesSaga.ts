import type { NotificationSettings, NotificationStatistics } from '@shared/contracts/notifications';
import { api } from '@client/api';
import { callOn } from '@client/lib/calls';
import { successToast } from '@client/features/toasts';
import { NOTIFICATION_REQUESTS as R, notificationsActions as a } from './notificationsSlice';
import { NOTIFICATION_TEXTS as T } from './notificationTexts';

/** The notification settings and statistics, served per session with the list (notificationsSaga). */
export const notificationPreferenceCalls = [
  callOn(a.settingsRequested, {
    key: R.settings,
    call: () => [api.notifications.settings],
    error: T.settingsLoadFailed,
    land: (settings: NotificationSettings) => a.settingsLoaded(settings),
  }),
  // The whole table is sent: a PATCH with every family is still a valid partial update.
  callOn(a.settingsSaveRequested, {
    key: R.saveSettings,
    call: (body) => [api.notifications.saveSettings, { body }],
    error: T.settingsSaveFailed,
    // The form stays on screen, so the confirmation is a toast (decision 005).
    land: (saved: NotificationSettings) => [a.settingsLoaded(saved), successToast(T.settingsSaved)],
  }),
  callOn(a.statisticsRequested, {
    key: R.statistics,
    call: (range) => [api.notifications.statistics, { query: { timeRange: range } }],
    error: T.statisticsLoadFailed,
    land: (data: NotificationStatistics, range) => a.statisticsLoaded({ range, data }),
  }),
];
