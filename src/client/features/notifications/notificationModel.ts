import { BADGE_MAX } from '@shared/constants';
import type {
  Notification,
  NotificationAudience,
  NotificationSeverity,
} from '@shared/contracts/notifications';
import { notificationData, type NotificationData } from './notificationData';

/** A notification as the store keeps it: the contract's fields, with additionalData parsed into data. */
export interface AppNotification extends Omit<Notification, 'id' | 'audience' | 'additionalData'> {
  /** The server's id; one worded here from a live event with no stored notification gets a string. */
  id: number | string;
  additionalData: string | null;
  data: NotificationData;
  audience?: NotificationAudience;
}

/**
 * A live notification: a stored one as the hub sends it, or one the client words from a domain event.
 * What is missing takes the local defaults.
 */
export type IncomingNotification = Partial<Omit<AppNotification, 'data'>> & { data?: NotificationData };

/** The defaults of a locally added notification (docs/requirements.md#notifications). */
export const LOCAL_NOTIFICATION_DEFAULTS = {
  type: 'system',
  title: 'Notification',
  message: 'New notification received',
  severity: 'info',
  isRead: false,
} as const satisfies Partial<AppNotification>;

/** A notification of a list answer. */
export function fromServer(dto: Notification): AppNotification {
  return { ...dto, data: notificationData(dto.additionalData) };
}

/** A live notification; one without an id gets a generated one, one without a time gets `now`. */
export function fromLive(input: IncomingNotification, now: number, makeId: () => string): AppNotification {
  const d = LOCAL_NOTIFICATION_DEFAULTS;
  const createdAt = input.createdAt ?? input.timestamp ?? new Date(now).toISOString();
  const additionalData = input.additionalData ?? null;
  return {
    id: input.id ?? makeId(),
    type: input.type ?? d.type,
    title: input.title ?? d.title,
    message: input.message ?? d.message,
    severity: input.severity ?? d.severity,
    isRead: input.isRead ?? d.isRead,
    createdAt,
    timestamp: input.timestamp ?? createdAt,
    additionalData,
    data: { ...notificationData(additionalData), ...input.data },
    ...(input.audience ? { audience: input.audience } : {}),
  };
}

/** Server notifications have numeric ids; the ones worded here from live events exist only here. */
export const isServerId = (id: AppNotification['id']): id is number => typeof id === 'number';

/** Newest first; ties keep a stable order by id. */
export function compareNewestFirst(a: AppNotification, b: AppNotification): number {
  const ta = Date.parse(a.createdAt) || 0;
  const tb = Date.parse(b.createdAt) || 0;
  if (tb !== ta) return tb - ta;
  // The server's order within one millisecond: the higher id first (docs/requirements.md#notifications).
  if (typeof a.id === 'number' && typeof b.id === 'number') return b.id - a.id;
  return String(b.id).localeCompare(String(a.id));
}

/** The bell badge: at most 99, shown as 99+. */
export function formatBadgeCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.max(0, count));
}

export type { NotificationSeverity };
