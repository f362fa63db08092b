import { MAX_NOTIFICATIONS } from '@shared/constants';

// One change may reach a user twice: as the stored notification (UserNotification/AdminNotification)
// and as a domain event (ProjectCreated, TaskCompleted…) that names the stored one by its id. Both are
// shown as one entry with one toast, keyed by that id; the stored one wins because it can be marked
// read and deleted. A domain event that names no stored notification is shown on its own.

export interface LiveEvent {
  stored: boolean;
  /** The stored notification the event stands for, if any. */
  storedId: number | null;
}

export interface Pairing {
  /** Add (or replace) the entry. */
  show: boolean;
  toast: boolean;
  /** The stored ids already shown live, to hand to the next call. */
  shown: readonly number[];
}

/** More than the store keeps: an id older than these has long left the list. */
const REMEMBERED = MAX_NOTIFICATIONS * 2;

const remember = (shown: readonly number[], id: number) => [...shown, id].slice(-REMEMBERED);

/**
 * What to do with one live event. `shown` holds the stored ids this session has already shown live;
 * `inList` says whether the store holds an entry with the event's stored id (from a load, or from the
 * other event of the pair).
 */
export function pairLiveEvent(event: LiveEvent, shown: readonly number[], inList: boolean): Pairing {
  const id = event.storedId;
  if (id === null) return { show: true, toast: true, shown };
  const seen = shown.includes(id);
  if (!event.stored) {
    // Its stored notification is here already (or was, and the user has removed it).
    if (seen || inList) return { show: false, toast: false, shown };
    return { show: true, toast: true, shown: remember(shown, id) };
  }
  // Its domain event came first: the stored one takes the entry's place, without a second toast.
  if (seen) return { show: inList, toast: false, shown };
  return { show: true, toast: true, shown: remember(shown, id) };
}
