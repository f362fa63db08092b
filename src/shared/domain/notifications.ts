/** The event families a user can switch on or off, in the order the settings page lists them. */
export const NOTIFICATION_FAMILIES = [
  'applications',
  'projectRequests',
  'consultants',
  'projects',
  'assignments',
  'tasks',
  'users',
  'roles',
  'services',
  'siteContent',
] as const;
export type NotificationFamily = (typeof NOTIFICATION_FAMILIES)[number];

export const NOTIFICATION_SEVERITIES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];

export const isNotificationSeverity = (value: unknown): value is NotificationSeverity =>
  (NOTIFICATION_SEVERITIES as readonly unknown[]).includes(value);

/** Who a notification is for: one user, everyone of a role, or the administrators. */
export const NOTIFICATION_AUDIENCES = ['user', 'role', 'admin'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

export const EMAIL_DIGESTS = ['off', 'daily'] as const;
export type EmailDigest = (typeof EMAIL_DIGESTS)[number];

/** The statistics page's ranges; 'all' has no lower bound. */
export const STATISTICS_RANGES = ['7d', '30d', '90d', 'all'] as const;
export type StatisticsRange = (typeof STATISTICS_RANGES)[number];

/** Hub events that carry a stored `Notification`: server to client. */
export const HUB_EVENTS = {
  user: 'UserNotification',
  admin: 'AdminNotification',
} as const;

/**
 * The live project room's event (docs/decisions/036-project-room.md): one write's changes on one
 * project, as data, to everyone who may read the project (`ProjectLiveEvent`, contracts/projectLive.ts).
 */
export const PROJECT_LIVE_TARGET = 'ProjectChanged' as const;

/**
 * The spec-named domain events. A change that has one sends it to each recipient right after the
 * stored notification (UserNotification / AdminNotification) of the same change, never on its own.
 */
export const HUB_DOMAIN_EVENTS = [
  'ApplicationNotification',
  'NewProjectApplication',
  'ApplicationStatusUpdate',
  'ProjectCreated',
  'ProjectUpdated',
  'ProjectUpdateAdded',
  'TaskCreated',
  'TaskUpdated',
  'TaskDeleted',
  'TaskCompleted',
] as const;
export type HubDomainEventName = (typeof HUB_DOMAIN_EVENTS)[number];
