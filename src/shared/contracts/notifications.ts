import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { MAX_NOTIFICATIONS } from '../constants';
import { IdParams, NoContent, OneOf } from './common';
import {
  EMAIL_DIGESTS,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_FAMILIES,
  NOTIFICATION_SEVERITIES,
  HUB_DOMAIN_EVENTS,
  HUB_EVENTS,
  STATISTICS_RANGES,
  type HubDomainEventName,
  type NotificationFamily,
} from '../domain/notifications';
import { RANGE } from '../domain/numbers';
import { defineContract } from './contract';

export { NOTIFICATION_FAMILIES, type NotificationFamily };

export const NotificationSeverity = OneOf(NOTIFICATION_SEVERITIES);
export type NotificationSeverity = Static<typeof NotificationSeverity>;

export const NotificationAudience = OneOf(NOTIFICATION_AUDIENCES);
export type NotificationAudience = Static<typeof NotificationAudience>;

/** What the lists return and what UserNotification / AdminNotification carry over the hub. */
export const Notification = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  title: Type.String(),
  message: Type.String(),
  severity: NotificationSeverity,
  /** Always false in hub events; per caller in lists. */
  isRead: Type.Boolean(),
  createdAt: Type.String(),
  /** The same instant as createdAt. */
  timestamp: Type.String(),
  audience: NotificationAudience,
  /** A JSON object as a string, e.g. '{"userId":5,"userName":"ada","email":"ada@x.y"}'. */
  additionalData: Type.String(),
});
export type Notification = Static<typeof Notification>;

export const NotificationListQuery = Type.Object({
  includeRead: Type.Boolean({ default: false }),
  limit: Type.Integer({
    minimum: RANGE.notificationListLimit.min,
    maximum: RANGE.notificationListLimit.max,
    default: MAX_NOTIFICATIONS,
  }),
  /**
   * The next page: only notifications older than this one (the oldest id already shown), in the
   * same order. Without it the list starts at the newest.
   */
  before: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

export const CountResponse = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type CountResponse = Static<typeof CountResponse>;

export const FamilySetting = Type.Object({ inApp: Type.Boolean(), email: Type.Boolean() });
export type FamilySetting = Static<typeof FamilySetting>;

export const EmailDigest = OneOf(EMAIL_DIGESTS);
export type EmailDigest = Static<typeof EmailDigest>;

const PartialFamilySetting = Type.Partial(FamilySetting);

const byFamily = <T>(value: T) =>
  Object.fromEntries(NOTIFICATION_FAMILIES.map((f) => [f, value])) as Record<NotificationFamily, T>;

/** Defaults: in-app on, e-mail off, no digest (docs/requirements.md#notification-settings). */
export const NotificationSettings = Type.Object({
  families: Type.Object(byFamily(FamilySetting)),
  emailDigest: EmailDigest,
});
export type NotificationSettings = Static<typeof NotificationSettings>;

/** PATCH: any subset; unknown families and non-boolean values answer 400. */
export const NotificationSettingsPatch = Type.Object({
  families: Type.Optional(Type.Partial(Type.Object(byFamily(PartialFamilySetting)))),
  emailDigest: Type.Optional(EmailDigest),
});
export type NotificationSettingsPatch = Static<typeof NotificationSettingsPatch>;

export const TimeRange = OneOf(STATISTICS_RANGES);
export type TimeRange = Static<typeof TimeRange>;

export const StatisticsQuery = Type.Object({ timeRange: Type.Optional(TimeRange) });

/**
 * Admin statistics over every notification created in the range. A notification counts as read once
 * any of its recipients has read it; readRate is read / total between 0 and 1 (0 when total is 0).
 * byDay lists UTC dates (YYYY-MM-DD) oldest first, with zero days filled in except for 'all'.
 */
export const NotificationStatistics = Type.Object({
  timeRange: TimeRange,
  total: Type.Integer(),
  unread: Type.Integer(),
  readRate: Type.Number(),
  byType: Type.Array(Type.Object({ type: Type.String(), count: Type.Integer() })),
  bySeverity: Type.Array(Type.Object({ severity: Type.String(), count: Type.Integer() })),
  byDay: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
  byAudience: Type.Array(Type.Object({ audience: Type.String(), count: Type.Integer() })),
});
export type NotificationStatistics = Static<typeof NotificationStatistics>;

export { HUB_DOMAIN_EVENTS, HUB_EVENTS, type HubDomainEventName };

/**
 * A domain event's only argument: the fields named for the event (e.g. `name` for
 * ProjectCreated, `task.taskName` and `task.isComplete` for TaskCompleted) plus `notificationId`, the
 * `id` of the stored notification that the same change created for this recipient. A client keeps one
 * entry per notification id, whichever of the two events arrives first.
 */
export type HubDomainEventPayload<Fields extends object = Record<string, unknown>> = Fields & {
  notificationId: number;
};

const List = { query: NotificationListQuery, response: { 200: Type.Array(Notification) } };
const Count = { response: { 200: CountResponse } };
const Done = { response: { 204: NoContent } };

/**
 * Notifications under /api/notification (docs/requirements.md#notifications).
 *
 * - Lists answer an array of `Notification`, newest first.
 * - Every count call answers `{count: number}`, never a bare number.
 * - mark-read, every mark-all-read and DELETE answer 204 with no body.
 * - A notification the caller cannot see (another user's, another role's) answers 404.
 */
export const notificationsContract = defineContract('notifications', API.notifications, {
  list: { summary: "The caller's own and role notifications, newest first", ...List },
  listAdmin: { summary: 'Admin notifications, newest first', ...List },
  totalUnreadCount: { summary: 'Unread count over every audience', ...Count },
  unreadCount: { summary: 'Unread count of the caller’s own notifications', ...Count },
  roleUnreadCount: { summary: 'Unread count of the caller’s role notifications', ...Count },
  adminUnreadCount: { summary: 'Unread count of admin notifications', ...Count },
  markRead: { summary: 'Mark one notification read', params: IdParams, ...Done },
  markAllUserRead: { summary: 'Mark the caller’s own notifications read', ...Done },
  markAllRead: { summary: 'Mark everything the caller sees read', ...Done },
  markAllRoleRead: { summary: 'Mark the caller’s role notifications read', ...Done },
  markAllAdminRead: { summary: 'Mark admin notifications read', ...Done },
  remove: {
    summary: 'Delete a notification (a shared one is hidden for the caller only)',
    params: IdParams,
    ...Done,
  },
  settings: { summary: 'The caller’s notification settings', response: { 200: NotificationSettings } },
  saveSettings: {
    summary: 'Change some notification settings; answers the full settings',
    body: NotificationSettingsPatch,
    response: { 200: NotificationSettings },
  },
  statistics: {
    summary: 'Notification statistics over 7d, 30d (default), 90d or all',
    query: StatisticsQuery,
    response: { 200: NotificationStatistics },
  },
});
