import { severityOf, type NotificationType } from '../../../shared/domain/notificationTypes';
import type { Severity } from './types';

/**
 * The requirements' rules (docs/requirements.md#notification-severity) by the table of every type
 * (shared/domain/notificationTypes.ts, decision 041), so that stored rows and live events agree with
 * what the bell shows; a task completion's data says whether it went back to pending.
 */
export function severityFor(type: NotificationType, data?: Record<string, unknown>): Severity {
  return severityOf(type, { isComplete: data?.isComplete });
}
