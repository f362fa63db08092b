import type { RoleId } from '../../../shared/roles';

/** The event families of SUPPLEMENT section 3 (NotificationSettings), one per user setting pair. */
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
 * One domain event. Admins get every family (SUPPLEMENT section 6); the listed users and role members get
 * it too. `type` is snake_case `<entity>_<verb>` (e.g. `service_created`, `project_request_approved`,
 * `site_settings_updated`): the client derives severity from it.
 */
export interface NotifyInput {
  family: EventFamily;
  type: string;
  title: string;
  message: string;
  severity?: Severity;
  /** Stored as the notification's additionalData (JSON); use the spec's data field names. */
  data?: Record<string, unknown>;
  /** Default true. */
  toAdmins?: boolean;
  toUserIds?: number[];
  toRoleId?: RoleId;
  /** Spec-named hub events sent besides UserNotification/AdminNotification (e.g. ProjectCreated). */
  hubEvents?: Array<{ target: string; args: unknown[]; groups: string[] }>;
}

export interface Notifier {
  /** Stores the notification for each audience (respecting each user's settings) and pushes it live. */
  notify(input: NotifyInput): Promise<void>;
}
