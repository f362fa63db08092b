import { ROLE_ADMIN } from '@shared/roles';
import { readField, type NotificationData } from '@client/features/notifications/notificationData';

// Which live notifications (snake_case `<entity>_<verb>` types, docs/requirements.md#notification-families)
// make which loaded data stale: the work of projects, teams, tasks and consultants.

/** What one notification makes stale; the live saga re-reads each only when it is loaded. */
export type ReloadTarget =
  | { kind: 'project'; id: number }
  | { kind: 'projectRemoved'; id: number }
  | { kind: 'projects' }
  | { kind: 'statistics' }
  | { kind: 'tasks' }
  | { kind: 'projectTasks'; id: number }
  | { kind: 'applications'; projectId: number }
  | { kind: 'consultants' }
  /** The signed-in user's own application was approved: their role and profile changed. */
  | { kind: 'session' };

export interface Viewer {
  userId: number;
  roleId: number;
}

export const targetKey = (t: ReloadTarget) => JSON.stringify(t);

const idOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

const isTeamEvent = (type: string) =>
  type === 'consultant_assigned' ||
  type === 'consultant_unassigned' ||
  type.startsWith('bulk_') ||
  type.startsWith('project_leader_');

/**
 * The approval is the viewer's own when its data names them; without a user id only the applicant
 * and administrators receive it, so for anyone but an administrator it is their own.
 */
function isOwnApproval(data: NotificationData, viewer: Viewer | null): boolean {
  if (!viewer) return false;
  const userId = idOf(readField(data, 'userId'));
  return userId != null ? userId === viewer.userId : viewer.roleId !== ROLE_ADMIN;
}

function workTargets(type: string, projectId: number | null): ReloadTarget[] {
  const out: ReloadTarget[] = [{ kind: 'projects' }, { kind: 'statistics' }];
  if (projectId != null) {
    out.push(
      type === 'project_deleted'
        ? { kind: 'projectRemoved', id: projectId }
        : { kind: 'project', id: projectId },
    );
  }
  if (type.startsWith('task_') || type === 'project_deleted') {
    out.push({ kind: 'tasks' });
    if (projectId != null) out.push({ kind: 'projectTasks', id: projectId });
  }
  if (type.startsWith('project_application_') && projectId != null) {
    out.push({ kind: 'applications', projectId });
  }
  return out;
}

export function reloadTargets(
  notification: { type: string; data: NotificationData },
  viewer: Viewer | null,
): ReloadTarget[] {
  const type = notification.type.toLowerCase();
  const projectId = idOf(readField(notification.data, 'projectId'));
  // Quotes have their own queue; only an approval makes a project.
  if (type.startsWith('project_request_')) {
    return type === 'project_request_approved' ? [{ kind: 'projects' }, { kind: 'statistics' }] : [];
  }
  if (type.startsWith('project_') || type.startsWith('task_') || isTeamEvent(type)) {
    return workTargets(type, projectId);
  }
  if (type.startsWith('application_') || type.startsWith('consultant_')) {
    const out: ReloadTarget[] = [{ kind: 'consultants' }];
    if (type === 'application_approved' && isOwnApproval(notification.data, viewer))
      out.push({ kind: 'session' });
    return out;
  }
  return [];
}
