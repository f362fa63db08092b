import type { AppNotification } from './notificationModel';

/** Where a notification leads, if anywhere: its project (tasks and assignments carry one too). */
export function notificationLink(n: Pick<AppNotification, 'data'>): string | null {
  const projectId = n.data.projectId;
  if (
    (typeof projectId === 'number' && projectId > 0) ||
    (typeof projectId === 'string' && /^\d+$/.test(projectId))
  ) {
    return `/projects/${projectId}`;
  }
  return null;
}
