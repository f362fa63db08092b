import { readField, readNotificationData } from './notificationModel';
import {
  adminEventSeverity,
  normalizeSeverity,
  orPlaceholder,
  statusUpdateSeverity,
  taskEventSeverity,
  type NotificationSeverity,
} from './notificationSeverity';

// Server-to-client events of product-spec section 7, turned into notifications for the slice.

/** Stored notifications: they have a server id, a read state and appear again on the next load. */
export const STORED_EVENTS = ['UserNotification', 'AdminNotification'] as const;

/** Events that carry only the fields the spec names; the client words a notification for them. */
export const DOMAIN_EVENTS = [
  'ApplicationNotification',
  'NewProjectApplication',
  'ApplicationStatusUpdate',
  'ProjectCreated',
  'ProjectUpdated',
  'ProjectUpdateAdded',
  'TaskCreated',
  'TaskUpdated',
  'TaskDeleted',
  'TaskCompleted',
] as const;

export const HUB_EVENTS = [...STORED_EVENTS, ...DOMAIN_EVENTS] as const;
export type HubEventName = (typeof HUB_EVENTS)[number];

type Raw = Record<string, unknown>;
const asObject = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

// A type alias, not an interface: it must fit the index signature of Raw.
type Local = {
  type: string;
  title: string;
  message: string;
  severity: NotificationSeverity;
  isRead: boolean;
  data: Raw;
};

const local = (
  type: string,
  title: string,
  message: string,
  severity: NotificationSeverity,
  data: Raw,
): Local => ({
  type,
  title,
  message,
  severity,
  isRead: false,
  data,
});

/** A payload that already is a notification (has its own title or message) is taken as is. */
const looksStored = (p: Raw) =>
  text(readField(p, 'title')) !== undefined || text(readField(p, 'message')) !== undefined;

function stored(target: HubEventName, payload: Raw): Raw {
  if (target !== 'AdminNotification') return payload;
  const type = text(readField(payload, 'type')) ?? '';
  const sent = text(readField(payload, 'severity'))?.toLowerCase();
  // The stored severity wins, so a reload shows what the live event showed; without one the
  // spec's rule for admin events applies (product-spec section 9).
  const known = sent === 'success' || sent === 'error' || sent === 'warning' || sent === 'info';
  return {
    ...payload,
    audience: text(readField(payload, 'audience')) ?? 'admin',
    severity: known ? normalizeSeverity(sent) : adminEventSeverity(type),
  };
}

function taskEvent(target: HubEventName, payload: Raw): Local {
  const task = { ...payload, ...asObject(readField(payload, 'task')) };
  const name = orPlaceholder(readField(task, 'taskName'), 'task');
  const data = readNotificationData(task);
  if (target === 'TaskDeleted') {
    return local(
      'task_deleted',
      'Task Deleted',
      `Task "${name}" was deleted.`,
      taskEventSeverity({ deleted: true }),
      data,
    );
  }
  if (target === 'TaskCompleted') {
    const isComplete = readField(task, 'isComplete') === true;
    const severity = taskEventSeverity({ isComplete });
    return isComplete
      ? local('task_completed', 'Task Completed', `Task "${name}" was completed.`, severity, data)
      : local('task_reopened', 'Task Reopened', `Task "${name}" is pending again.`, severity, data);
  }
  const created = target === 'TaskCreated';
  return local(
    created ? 'task_created' : 'task_updated',
    created ? 'Task Created' : 'Task Updated',
    `Task "${name}" was ${created ? 'created' : 'updated'}.`,
    'info',
    data,
  );
}

function statusUpdate(args: unknown[]): Local {
  const first = args[0];
  const payload = typeof first === 'string' ? { status: first } : asObject(first);
  const status = text(readField(payload, 'status'));
  const data = readNotificationData(payload);
  const lower = status?.toLowerCase();
  const type = lower === 'approved' || lower === 'rejected' ? `application_${lower}` : 'application_reviewed';
  const message =
    lower === 'approved' || lower === 'rejected'
      ? `Your consultant application has been ${lower}.`
      : `Your consultant application status is now ${status ?? 'updated'}.`;
  return local(type, 'Application Status Updated', message, statusUpdateSeverity(status), data);
}

/**
 * The notification (in the slice's raw form) for one hub event, or null for an unknown event.
 * Missing fields fall back to the placeholders; both capitalisations are read.
 */
export function hubEventToNotification(target: string, args: unknown[]): Raw | null {
  const payload = asObject(args[0]);
  const data = readNotificationData(payload);
  const projectName = () =>
    orPlaceholder(readField(payload, 'projectName') ?? readField(payload, 'name'), 'project');
  switch (target) {
    case 'UserNotification':
    case 'AdminNotification':
      return stored(target, payload);
    case 'ApplicationNotification':
      if (looksStored(payload)) return payload;
      return local(
        'application_created',
        'New Consultant Application',
        `${orPlaceholder(readField(payload, 'name') ?? readField(payload, 'userName'), 'consultant')} applied to become a consultant.`,
        'info',
        data,
      );
    case 'NewProjectApplication':
      return local(
        'project_application_received',
        'New Project Application',
        `A consultant applied to ${projectName()}.`,
        'info',
        data,
      );
    case 'ApplicationStatusUpdate':
      return statusUpdate(args);
    case 'ProjectCreated':
      return local(
        'project_created',
        'Project Created',
        `Project "${projectName()}" was created.`,
        'info',
        data,
      );
    case 'ProjectUpdated':
      return local(
        'project_updated',
        'Project Updated',
        `Project "${projectName()}" was updated.`,
        'info',
        data,
      );
    case 'ProjectUpdateAdded':
      return local(
        'project_update_added',
        'Project Update Added',
        `A new update was posted on ${projectName()}.`,
        'info',
        data,
      );
    case 'TaskCreated':
    case 'TaskUpdated':
    case 'TaskDeleted':
    case 'TaskCompleted':
      return taskEvent(target, payload);
    default:
      return null;
  }
}

/** The first word of a type ('task_completed', 'TaskCompleted' → 'task'), to pair echoes. */
export function typeFamily(type: string): string {
  const word = /^[a-z]+|^[A-Z][a-z]*/.exec(type.trim());
  return (word?.[0] ?? type).toLowerCase();
}
