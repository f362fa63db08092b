// The server may push a stored notification (UserNotification/AdminNotification) and a domain event
// (TaskCompleted, ProjectCreated…) for the same change. Pairing them by family within a short window
// keeps one entry and one toast; the stored one wins because it can be marked read and deleted.

export const ECHO_WINDOW_MS = 5000;

export interface SeenEvent {
  family: string;
  at: number;
  id: number | string;
  stored: boolean;
}

/** A recent event of the same family and the other kind, if any. */
export function findEcho(seen: readonly SeenEvent[], family: string, stored: boolean, now: number) {
  return seen.find((s) => s.family === family && s.stored !== stored && now - s.at <= ECHO_WINDOW_MS);
}

/** The list with `entry` added, without entries that are too old to pair or already paired. */
export function remember(
  seen: readonly SeenEvent[],
  entry: SeenEvent,
  now: number,
  paired?: SeenEvent,
): SeenEvent[] {
  return [...seen.filter((s) => s !== paired && now - s.at <= ECHO_WINDOW_MS), entry];
}
