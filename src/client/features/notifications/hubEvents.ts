import { createAction } from '@reduxjs/toolkit';
import type { Notification } from '@shared/contracts/notifications';
import { HUB_EVENTS as STORED, PROJECT_LIVE_TARGET } from '@shared/domain/notifications';
import type { IncomingNotification } from './notificationModel';

// The server-to-client events this client listens to (docs/requirements.md#hub-events): the stored
// notifications, worded by the server, and the live project room's data. The spec's named events
// (ProjectCreated, TaskCompleted …) are still sent for clients written against the spec; each
// stands for a stored notification this client receives anyway, so it does not listen to them.

/** Stored notifications: they have a server id, a read state and appear again on the next load. */
const STORED_EVENTS = [STORED.user, STORED.admin] as const;

export const HUB_EVENTS = [...STORED_EVENTS, PROJECT_LIVE_TARGET] as const;
export type HubEventName = (typeof HUB_EVENTS)[number];

export const isStoredEvent = (target: string): target is (typeof STORED_EVENTS)[number] =>
  (STORED_EVENTS as readonly string[]).includes(target);

/** The stored notification a `UserNotification` or `AdminNotification` carries, or null. */
export function storedNotification(args: unknown[]): IncomingNotification | null {
  const payload = args[0];
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  return payload as Partial<Notification>;
}

/**
 * A `ProjectChanged` message as it came: the work feature, when loaded, lands it in its slices
 * (work/workLiveSaga.ts). Without it no project data is in the store, so there is none to keep.
 */
export const projectChangedArrived = createAction<unknown>('notifications/projectChangedArrived');

/** The connection is back after a drop: what was missed meanwhile is read again. */
export const hubReconnected = createAction('notifications/hubReconnected');
