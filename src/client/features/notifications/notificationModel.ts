import { format } from 'date-fns';
import { BADGE_MAX, NOTIFICATION_TIME_FORMAT } from '@shared/constants';
import { normalizeSeverity, type NotificationSeverity } from './notificationSeverity';

export interface AppNotification {
  id: number | string;
  type: string;
  title: string;
  message: string;
  severity: NotificationSeverity;
  isRead: boolean;
  createdAt: string;
  timestamp: string;
  /** The JSON string as sent, and its parsed form. */
  additionalData: string | null;
  data: Record<string, unknown>;
  /** user, role or admin, when the server says. */
  audience?: string;
}

/** The data fields of product-spec section 3; servers send them in either capitalisation. */
export const NOTIFICATION_DATA_FIELDS = [
  'projectId',
  'consultantId',
  'projectName',
  'consultantNames',
  'consultantIds',
  'leaderName',
  'leaderId',
  'assignedAt',
  'unassignedAt',
  'isLeader',
  'name',
  'id',
  'customerName',
  'budget',
  'currency',
  'status',
  'taskName',
  'isComplete',
  'assignedTo',
  'applicationId',
  'adminNotes',
  'userId',
  'userName',
  'email',
  'role',
  'expertise',
  'serviceId',
  'serviceName',
  'featureName',
  'benefitName',
  'requestTitle',
  'description',
] as const;

type Raw = Record<string, unknown>;
const upperFirst = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** `source.key`, else `source.Key`. */
export function readField(source: unknown, key: string): unknown {
  if (!source || typeof source !== 'object') return undefined;
  const r = source as Raw;
  return r[key] !== undefined ? r[key] : r[upperFirst(key)];
}

/** additionalData is a JSON string; a broken or non-object one gives an empty object. */
export function parseAdditionalData(value: unknown): Record<string, unknown> {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Raw) : {};
}

/** The known data fields under their camelCase names, whichever capitalisation arrived. */
export function readNotificationData(source: unknown): Record<string, unknown> {
  const out: Raw = {};
  for (const key of NOTIFICATION_DATA_FIELDS) {
    const value = readField(source, key);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

export const LOCAL_NOTIFICATION_DEFAULTS = {
  type: 'system',
  title: 'Notification',
  message: 'New notification received',
  severity: 'info' as NotificationSeverity,
  isRead: false,
};

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() !== '' ? v : fallback);

/**
 * A notification from the API or the hub, or one added locally: missing fields take the local
 * defaults of product-spec section 3 (generated id, info, system, 'Notification', unread).
 */
export function normalizeNotification(raw: unknown, now: number, generateId: () => string): AppNotification {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Raw;
  const id = readField(r, 'id');
  const createdAt = text(readField(r, 'createdAt') ?? readField(r, 'timestamp'), new Date(now).toISOString());
  const additional = readField(r, 'additionalData');
  const data = { ...parseAdditionalData(additional), ...parseAdditionalData(readField(r, 'data')) };
  const audience = readField(r, 'audience');
  return {
    id: typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : generateId(),
    type: text(readField(r, 'type'), LOCAL_NOTIFICATION_DEFAULTS.type),
    title: text(readField(r, 'title'), LOCAL_NOTIFICATION_DEFAULTS.title),
    message: text(readField(r, 'message'), LOCAL_NOTIFICATION_DEFAULTS.message),
    severity: normalizeSeverity(readField(r, 'severity')),
    isRead: readField(r, 'isRead') === true,
    createdAt,
    timestamp: text(readField(r, 'timestamp'), createdAt),
    additionalData:
      typeof additional === 'string' ? additional : additional ? JSON.stringify(additional) : null,
    data: { ...data, ...readNotificationData(data) },
    ...(typeof audience === 'string' && audience !== '' ? { audience } : {}),
  };
}

/** 'MMM dd, HH:mm' in local time; an unreadable date gives ''. */
export function formatNotificationTime(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, NOTIFICATION_TIME_FORMAT);
}

/** Newest first; ties keep a stable order by id. */
export function compareNewestFirst(a: AppNotification, b: AppNotification): number {
  const ta = Date.parse(a.createdAt) || 0;
  const tb = Date.parse(b.createdAt) || 0;
  return tb - ta || String(b.id).localeCompare(String(a.id));
}

/** The bell badge: at most 99, shown as 99+. */
export function formatBadgeCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.max(0, count));
}
