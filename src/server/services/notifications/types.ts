import type { HubDomainEventName } from '../../../shared/contracts/notifications';
import type { NotificationType } from '../../../shared/domain/notificationTypes';
import type { RoleId } from '../../../shared/roles';

/** The event families (docs/requirements.md#notification-families), one per user setting pair. */
export type EventFamily =
  | 'applications'
  | 'projectRequests'
  | 'consultants'
  | 'projects'
  | 'assignments'
  | 'tasks'
  | 'users'
  | 'roles'
  | 'services'
  | 'siteContent';

export type Severity = 'info' | 'success' | 'warning' | 'error';

/**
 * One domain event. Admins get every family (docs/requirements.md#events); the listed users and role members
 * it too. `type` is snake_case `<entity>_<verb>` (e.g. `service_created`, `project_request_approved`,
 * `site_settings_updated`), one of shared/domain/notificationTypes.ts, which gives its severity.
 */
export interface NotifyInput {
  family: EventFamily;
  /** Its severity follows from it (docs/decisions/041-notification-severities.md). */
  type: NotificationType;
  title: string;
  message: string;
  /** Stored as additionalData (JSON), with the field names of docs/requirements.md#notification-data. */
  data?: Record<string, unknown>;
  /** Default true. */
  toAdmins?: boolean;
  toUserIds?: number[];
  toRoleId?: RoleId;
  /**
   * The named hub event of this change (e.g. ProjectCreated with `{name}`). It goes to exactly
   * the people the stored notification is pushed to, each with `notificationId` set to the id of
   * the row they got, so a client pairs the two by id.
   */
  hubEvent?: DomainEvent;
}

export interface DomainEvent {
  target: HubDomainEventName;
  /** The event's named fields (docs/requirements.md#hub-events); `notificationId` is added per recipient. */
  fields: Record<string, unknown>;
}

export interface Notifier {
  /** Stores the notification for each audience (respecting each user's settings) and pushes it live. */
  notify(input: NotifyInput): Promise<void>;
}
