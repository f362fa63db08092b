import { MAX_NOTIFICATIONS } from '@shared/constants';
import { http } from '@client/api/client';
import type {
  CountResponse,
  NotificationFamily,
  NotificationSettings,
  NotificationSettingsPatch,
  NotificationStatistics,
  TimeRange,
} from '@shared/contracts/notifications';

// Types only from the contract: its values would bring the schema library into the bundle.
export type {
  CountResponse,
  EmailDigest,
  FamilySetting as ChannelPreference,
  Notification as NotificationDto,
  NotificationAudience,
  NotificationFamily,
  NotificationSettings,
  NotificationSettingsPatch,
  NotificationStatistics,
} from '@shared/contracts/notifications';
export type StatisticsRange = TimeRange;

/** The contract's families in its order; the type check below keeps the two lists equal. */
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
] as const satisfies readonly NotificationFamily[];
type Unlisted = Exclude<NotificationFamily, (typeof NOTIFICATION_FAMILIES)[number]>;
// Does not compile once the contract has a family that the list above lacks.
export const EVERY_FAMILY_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;

export const STATISTICS_RANGES = ['7d', '30d', '90d', 'all'] as const satisfies readonly StatisticsRange[];

export interface ListQuery {
  includeRead?: boolean;
  limit?: number;
}

const BASE = '/notification';
const listParams = ({ includeRead = false, limit = MAX_NOTIFICATIONS }: ListQuery = {}) => ({
  params: { includeRead, limit },
});

export const getNotifications = (query?: ListQuery) => http.get<unknown>(`${BASE}/all`, listParams(query));
export const getAdminNotifications = (query?: ListQuery) =>
  http.get<unknown>(`${BASE}/admin`, listParams(query));

export const getTotalUnreadCount = () => http.get<CountResponse>(`${BASE}/total-unread-count`);
export const getUnreadCount = () => http.get<CountResponse>(`${BASE}/unread-count`);
export const getRoleUnreadCount = () => http.get<CountResponse>(`${BASE}/unread-count/role`);
export const getAdminUnreadCount = () => http.get<CountResponse>(`${BASE}/unread-count/admin`);

export const markRead = (id: number | string) => http.post<void>(`${BASE}/mark-read/${id}`);
export const markAllUserRead = () => http.post<void>(`${BASE}/mark-all-read/user`);
export const markAllRead = () => http.post<void>(`${BASE}/mark-all-read`);
export const markAllRoleRead = () => http.post<void>(`${BASE}/mark-all-read/role`);
export const markAllAdminRead = () => http.post<void>(`${BASE}/mark-all-read/admin`);

export const deleteNotification = (id: number | string) => http.delete<void>(`${BASE}/${id}`);

export const getNotificationSettings = () => http.get<NotificationSettings>(`${BASE}/settings`);
export const patchNotificationSettings = (patch: NotificationSettingsPatch) =>
  http.patch<NotificationSettings>(`${BASE}/settings`, patch);

export const getNotificationStatistics = (timeRange: StatisticsRange) =>
  http.get<NotificationStatistics>(`${BASE}/statistics`, { params: { timeRange } });

/** A list body: an array, or one wrapped in data, items or notifications. */
export function listOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    const r = body as Record<string, unknown>;
    for (const key of ['data', 'items', 'notifications']) if (Array.isArray(r[key])) return r[key];
  }
  return [];
}

/** `{count}`, or a bare number; anything else counts as 0. */
export function countOf(body: unknown): number {
  const raw = typeof body === 'number' ? body : (body as Partial<CountResponse> | null)?.count;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
