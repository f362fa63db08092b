import { ROLE_ADMIN } from '@shared/roles';
import { readField, type NotificationData } from '@client/features/notifications';
import type { RootState } from '@client/lib/hooks';
import { changesOf, type ProjectLiveEvent } from '@client/features/projects';

// What a live change makes stale that no entity it carries can put right: the pages of lists whose
// rows the server picks and orders, counts, and the consultants' queue and the session, which live
// outside the project room (docs/decisions/036-project-room.md).

/** What one change makes stale; the live saga re-reads each only when it is loaded. */
export type ReloadTarget =
  | { kind: 'projects' }
  | { kind: 'statistics' }
  | { kind: 'tasks' }
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

/** Team changes are project-room news: the room carries the team itself. */
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

/** The notifications that concern consultants: their queue, and one's own approval. */
export function reloadTargets(
  notification: { type: string; data: NotificationData },
  viewer: Viewer | null,
): ReloadTarget[] {
  const type = notification.type.toLowerCase();
  if (isTeamEvent(type)) return [];
  if (type.startsWith('application_') || type.startsWith('consultant_')) {
    const out: ReloadTarget[] = [{ kind: 'consultants' }];
    if (type === 'application_approved' && isOwnApproval(notification.data, viewer))
      out.push({ kind: 'session' });
    return out;
  }
  return [];
}

/**
 * What a project-room event makes stale, judged against the store before it lands: a project
 * created or deleted changes the list's page and the counts; a new status changes the counts; a
 * task new to this reader may belong on the task list's page. Everything else lands in place.
 */
export function liveTargets(state: RootState, event: ProjectLiveEvent): ReloadTarget[] {
  const known = state.projects.entities[event.projectId];
  const out: ReloadTarget[] = [];
  const came = changesOf(event, 'projectCreated').length > 0;
  const went = changesOf(event, 'projectDeleted').length > 0;
  const fields = changesOf(event, 'project')[0]?.project;
  if (came || went) out.push({ kind: 'projects' }, { kind: 'statistics' });
  else if (fields && known && fields.status !== known.status) out.push({ kind: 'statistics' });
  if (changesOf(event, 'task').some((c) => !state.tasks.entities[c.task.id])) out.push({ kind: 'tasks' });
  return out;
}
