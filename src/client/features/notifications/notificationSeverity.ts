import type { NotificationSeverity } from '@shared/contracts/notifications';
import { isNotificationSeverity } from '@shared/domain/notifications';

// Severity and placeholder rules of the notifications the client words itself from domain events.

export type { NotificationSeverity };

/** A severity given as text (the statistics' breakdown): success, error and warning; else info. */
export function normalizeSeverity(value: unknown): NotificationSeverity {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  return isNotificationSeverity(v) ? v : 'info';
}

// The status-update and task rules are shared with the server, which stores every notification
// with its severity (shared/domain/notificationTypes.ts, decision 041).
export { statusUpdateSeverity, taskEventSeverity } from '@shared/domain/notificationTypes';

export const PLACEHOLDERS = {
  project: 'Unknown Project',
  task: 'Unknown Task',
  consultant: 'Unknown Consultant',
  user: 'Unknown User',
  service: 'Unknown Service',
  feature: 'Unknown Feature',
  benefit: 'Unknown Benefit',
  role: 'Unknown Role',
  request: 'Unknown Request',
} as const;

export type PlaceholderKind = keyof typeof PLACEHOLDERS;

/** The text, or the placeholder of its kind when missing or blank. */
export function orPlaceholder(value: unknown, kind: PlaceholderKind): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : PLACEHOLDERS[kind];
}
