import type { UnknownAction } from '@reduxjs/toolkit';
import type { Notification } from '@shared/contracts/notifications';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { notificationsActions as a } from '@client/features/notifications/notificationsSlice';

export const NOTIFICATION_NOW = Date.UTC(2025, 2, 5, 12, 0, 0);

/** A notification as the server lists it, `minutesAgo` before NOTIFICATION_NOW. */
export function serverNotification(
  id: number,
  overrides: Partial<Notification> = {},
  minutesAgo = id,
): Notification {
  const createdAt = new Date(NOTIFICATION_NOW - minutesAgo * 60_000).toISOString();
  return {
    id,
    type: 'task_created',
    title: `Title ${id}`,
    message: `Message ${id}`,
    severity: 'info',
    isRead: false,
    createdAt,
    timestamp: createdAt,
    audience: 'user',
    additionalData: '{}',
    ...overrides,
  };
}

/** The notifications slice after a load of `items` and the given further actions. */
export function notificationsState(
  items: Notification[],
  ...actions: UnknownAction[]
): RootState['notifications'] {
  const start = rootReducer(undefined, { type: '@@init' });
  const after = [a.listReceived(items), ...actions].reduce(rootReducer, start);
  return after.notifications;
}
