import type { HubDomainEventPayload, Notification } from '@shared/contracts/notifications';
import { HUB_DOMAIN_EVENTS, HUB_EVENTS as STORED } from '@shared/domain/notifications';
import { readField, readNotificationData, type NotificationData } from './notificationData';
import type { IncomingNotification } from './notificationModel';
import {
  orPlaceholder,
  statusUpdateSeverity,
  taskEventSeverity,
  type NotificationSeverity,
} from './notificationSeverity';

// Server-to-client events (docs/requirements.md#hub-events), turned into notifications for the slice.

/** Stored notifications: they have a server id, a read state and appear again on the next load. */
const STORED_EVENTS = [STORED.user, STORED.admin] as const;

/** Every event the client listens to; it words a notification itself for the domain events. */
export const HUB_EVENTS = [...STORED_EVENTS, ...HUB_DOMAIN_EVENTS] as const;
export type HubEventName = (typeof HUB_EVENTS)[number];

type Raw = Record<string, unknown>;
const asObject = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

type Local = IncomingNotification & { type: string; title: string; message: string };

const local = (
  type: string,
  title: string,
  message: string,
  severity: NotificationSeverity,
  data: NotificationData,
): Local => ({ type, title, message, severity, isRead: false, data });

/** An application event that already is a notification (has its own title or message) is taken as is. */
const looksStored = (p: Raw) => text(p.title) !== undefined || text(p.message) !== undefined;

export const isStoredEvent = (target: string): target is (typeof STORED_EVENTS)[number] =>
  (STORED_EVENTS as readonly string[]).includes(target);

/**
 * The stored notification an event stands for: a stored event's own id, or the `notificationId` a
 * domain event carries (the notification the same change stored for this user). Null when none.
 */
export function storedIdOf(target: string, args: unknown[]): number | null {
  const payload = asObject(args[0]);
  const id = isStoredEvent(target) ? payload.id : (payload as Partial<HubDomainEventPayload>).notificationId;
  return typeof id === 'number' ? id : null;
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
 * The notification for one hub event, or null for an unknown event. A stored one is taken as the
 * server sent it; a domain event is worded here, its missing fields falling back to the placeholders.
 */
export function hubEventToNotification(target: string, args: unknown[]): IncomingNotification | null {
  const payload = asObject(args[0]);
  const data = readNotificationData(payload);
  const projectName = () =>
    orPlaceholder(readField(payload, 'projectName') ?? readField(payload, 'name'), 'project');
  switch (target) {
    case 'UserNotification':
    case 'AdminNotification':
      return payload as Partial<Notification>;
    case 'ApplicationNotification':
      if (looksStored(payload)) return payload as IncomingNotification;
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
