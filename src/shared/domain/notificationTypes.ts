import type { NotificationSeverity } from './notifications';

// Every notification type the server raises, and the rule that gives it its severity
// (docs/requirements.md#notification-severity, decision 041). The server types its events with
// `NotificationType`, so a new type cannot be raised without a row here.
//
// The three rules of the requirements:
// - administrators' events: a type containing `deleted` is error, `completed` success, `created` info,
//   anything else warning;
// - status updates: Approved is success, Rejected error, anything else info;
// - task events: completed is success, back to pending warning, deleted error.

export type SeverityRule =
  /** The administrators' event rule, on the type's name. */
  | { rule: 'admin' }
  /** A decided status: the status it reports decides. */
  | { rule: 'status'; status: 'Approved' | 'Rejected' | 'Accepted' }
  /** A task's change: completed, back to pending (a completion undone) or deleted. */
  | { rule: 'task' };

const admin = { rule: 'admin' } as const;
const task = { rule: 'task' } as const;
const status = (s: 'Approved' | 'Rejected' | 'Accepted') => ({ rule: 'status', status: s }) as const;

export const NOTIFICATION_TYPES = {
  // Applications to become a consultant
  application_created: admin,
  application_updated: admin,
  application_approved: status('Approved'),
  application_rejected: status('Rejected'),
  // Project requests
  project_request_created: admin,
  project_request_updated: admin,
  project_request_approved: status('Approved'),
  project_request_rejected: status('Rejected'),
  // Applications to work on a project
  project_application_received: admin,
  project_application_accepted: status('Accepted'),
  project_application_rejected: status('Rejected'),
  // Consultants
  consultant_created: admin,
  consultant_updated: admin,
  /** An administrator set a consultant's application status to Rejected. */
  consultant_rejected: status('Rejected'),
  consultant_deleted: admin,
  consultant_availability: admin,
  consultant_expertise_added: admin,
  consultant_expertise_updated: admin,
  consultant_expertise_removed: admin,
  // Projects
  project_created: admin,
  project_updated: admin,
  project_deleted: admin,
  project_available: admin,
  project_customer_changed: admin,
  project_update_added: admin,
  project_update_modified: admin,
  project_update_deleted: admin,
  project_metrics_updated: admin,
  project_metrics_deleted: admin,
  // Assignments
  consultant_assigned: admin,
  consultant_unassigned: admin,
  project_leader_assigned: admin,
  bulk_assign_to_project: admin,
  bulk_unassign_from_project: admin,
  // Tasks
  task_created: admin,
  task_updated: admin,
  task_completed: task,
  task_deleted: task,
  // People
  user_created: admin,
  user_updated: admin,
  user_status_changed: admin,
  user_deleted: admin,
  role_assigned: admin,
  role_removed: admin,
  // The firm's services
  service_created: admin,
  service_updated: admin,
  service_deleted: admin,
  service_feature_added: admin,
  service_feature_removed: admin,
  service_benefit_added: admin,
  service_benefit_removed: admin,
  // Site content
  about_us_created: admin,
  about_us_updated: admin,
  about_us_image_added: admin,
  about_us_image_deleted: admin,
  homepage_info_created: admin,
  homepage_info_updated: admin,
  site_settings_updated: admin,
} as const satisfies Record<string, SeverityRule>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;

export const isNotificationType = (value: string): value is NotificationType =>
  Object.prototype.hasOwnProperty.call(NOTIFICATION_TYPES, value);

/** The administrators' event rule: deleted → error, completed → success, created → info, else warning. */
export function adminEventSeverity(type: string): NotificationSeverity {
  const t = type.toLowerCase();
  if (t.includes('deleted')) return 'error';
  if (t.includes('completed')) return 'success';
  if (t.includes('created')) return 'info';
  return 'warning';
}

/** Status updates: Approved → success, Rejected → error, anything else info. */
export function statusUpdateSeverity(value: unknown): NotificationSeverity {
  const s = typeof value === 'string' ? value.toLowerCase() : '';
  if (s === 'approved') return 'success';
  if (s === 'rejected') return 'error';
  return 'info';
}

/** Task events: deleted → error; completed → success; back to pending → warning. */
export function taskEventSeverity(event: { deleted?: boolean; isComplete?: boolean }): NotificationSeverity {
  if (event.deleted) return 'error';
  return event.isComplete ? 'success' : 'warning';
}

/**
 * The severity of a notification of `type`; `isComplete` is a task completion's new state (false: the
 * task went back to pending).
 */
export function severityOf(
  type: NotificationType,
  data: { isComplete?: unknown } = {},
): NotificationSeverity {
  // A type outside the table (none is raised; a test may label rows so) takes the first rule.
  const how: SeverityRule = NOTIFICATION_TYPES[type] ?? admin;
  switch (how.rule) {
    case 'status':
      return statusUpdateSeverity(how.status);
    case 'task':
      return taskEventSeverity({ deleted: type === 'task_deleted', isComplete: data.isComplete !== false });
    default:
      return adminEventSeverity(type);
  }
}
