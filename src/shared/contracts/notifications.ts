import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { IdParams, NoContent } from './common';
import { defineContract } from './contract';

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

export const NotificationSeverity = Type.Union([
  Type.Literal('info'),
  Type.Literal('success'),
  Type.Literal('warning'),
  Type.Literal('error'),
]);
export type NotificationSeverity = Static<typeof NotificationSeverity>;

export const NotificationAudience = Type.Union([
  Type.Literal('user'),
  Type.Literal('role'),
  Type.Literal('admin'),
]);
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
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

export const CountResponse = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type CountResponse = Static<typeof CountResponse>;

export const FamilySetting = Type.Object({ inApp: Type.Boolean(), email: Type.Boolean() });
export type FamilySetting = Static<typeof FamilySetting>;

export const EmailDigest = Type.Union([Type.Literal('off'), Type.Literal('daily')]);
export type EmailDigest = Static<typeof EmailDigest>;

const PartialFamilySetting = Type.Partial(FamilySetting);

const byFamily = <T>(value: T) =>
  Object.fromEntries(NOTIFICATION_FAMILIES.map((f) => [f, value])) as Record<NotificationFamily, T>;

/** Defaults (SUPPLEMENT section 3): in-app on, e-mail off, no digest. */
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

export const TimeRange = Type.Union([
  Type.Literal('7d'),
  Type.Literal('30d'),
  Type.Literal('90d'),
  Type.Literal('all'),
]);
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

/** Hub events: server to client. */
export const HUB_EVENTS = {
  user: 'UserNotification',
  admin: 'AdminNotification',
} as const;

const List = { query: NotificationListQuery, response: { 200: Type.Array(Notification) } };
const Count = { response: { 200: CountResponse } };
const Done = { response: { 204: NoContent } };

/**
 * Notifications under /api/notification (product-spec section 7, SUPPLEMENT sections 3 and 5).
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
