import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { notificationsActions as a } from '@client/features/notifications/notificationsSlice';

export const NOTIFICATION_NOW = Date.UTC(2025, 2, 5, 12, 0, 0);

/** A server notification `minutesAgo` before NOTIFICATION_NOW. */
export function serverNotification(id: number, overrides: Record<string, unknown> = {}, minutesAgo = id) {
  return {
    id,
    type: 'task_created',
    title: `Title ${id}`,
    message: `Message ${id}`,
    severity: 'info',
    isRead: false,
    createdAt: new Date(NOTIFICATION_NOW - minutesAgo * 60_000).toISOString(),
    ...overrides,
  };
}

/** The notifications slice after a load of `items` and the given further actions. */
export function notificationsState(items: object[], ...actions: UnknownAction[]): RootState['notifications'] {
  const start = rootReducer(undefined, { type: '@@init' });
  const after = [a.fetchSucceeded(items, NOTIFICATION_NOW), ...actions].reduce(rootReducer, start);
  return after.notifications;
}
