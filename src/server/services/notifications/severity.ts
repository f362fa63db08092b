import type { Severity } from './types';

/**
 * The client's rule (docs/requirements.md#notification-severity), so that stored rows and live events
 * agree with what the bell shows: deleted → error, completed → success, created → info, otherwise
 * warning; status outcomes approved/accepted → success and rejected → error.
 */
export function severityFor(type: string): Severity {
  const t = type.toLowerCase();
  if (t.includes('deleted') || t.includes('rejected')) return 'error';
  if (t.includes('completed') || t.includes('approved') || t.includes('accepted')) return 'success';
  if (t.includes('created')) return 'info';
  return 'warning';
}
