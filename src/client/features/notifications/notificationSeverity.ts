import type { NotificationSeverity } from '@shared/contracts/notifications';
import { isNotificationSeverity } from '@shared/domain/notifications';

// Severity and placeholder rules of the notifications the client words itself from domain events. The
// server stores every notification with its severity (the admin-event rule is applied there).

export type { NotificationSeverity };

/** A severity given as text (the statistics' breakdown): success, error and warning; else info. */
export function normalizeSeverity(value: unknown): NotificationSeverity {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  return isNotificationSeverity(v) ? v : 'info';
}

/** Application status updates: Approved → success, Rejected → error, otherwise info. */
export function statusUpdateSeverity(status: unknown): NotificationSeverity {
  const s = typeof status === 'string' ? status.toLowerCase() : '';
  if (s === 'approved') return 'success';
  if (s === 'rejected') return 'error';
  return 'info';
}

/** Task events: deleted → error; completed → success; back to pending → warning. */
export function taskEventSeverity(event: { deleted?: boolean; isComplete?: boolean }): NotificationSeverity {
  if (event.deleted) return 'error';
  return event.isComplete ? 'success' : 'warning';
}

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
