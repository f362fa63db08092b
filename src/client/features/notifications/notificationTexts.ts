// Client texts of the notification requests. The requirements show no message for these failures
// (docs/requirements.md#errors-notifications): the settings and statistics pages show theirs with a
// retry (decision 010); the rest are only recorded and logged.
export const NOTIFICATION_TEXTS = {
  loadFailed: 'Notifications could not be loaded.',
  countFailed: 'The unread count could not be loaded.',
  markReadFailed: 'The notification could not be marked read.',
  markAllReadFailed: 'The notifications could not be marked read.',
  deleteFailed: 'The notification could not be deleted.',
  settingsLoadFailed: 'Notification settings could not be loaded.',
  settingsSaveFailed: 'Notification settings could not be saved. Please try again.',
  settingsSaved: 'Notification settings saved.',
  statisticsLoadFailed: 'Notification statistics could not be loaded.',
} as const;
