import type { Middleware } from '@reduxjs/toolkit';
import type { RecordedAction } from './logFormat';
import { actionSanitizer, stateSanitizer } from './redaction';

export const DEFAULT_CAPACITY = 5000;

export interface ActionRecorderOptions {
  /** How many of the latest actions are kept (5,000 by default). */
  capacity?: number;
  /** Epoch ms; injectable for tests. */
  now?: () => number;
  /** A redacted state snapshot is kept before every this many actions (a tenth of the capacity by default). */
  checkpointEvery?: number;
  /** The page shown now, already redacted (`redactPageAddress`); kept with each action when given. */
  page?: () => string;
}

/** What an export needs: the redacted state before the first action, the actions, the state now. */
export interface Recording {
  initialState: unknown;
  actions: RecordedAction[];
  finalState: unknown;
}

export interface ActionRecorder {
  middleware: Middleware;
  recording: () => Recording;
}

interface Checkpoint {
  seq: number;
  state: unknown;
}

/**
 * Records every dispatched action, redacted, with its sequence number and time, in a ring buffer
 * (docs/requirements.md). It goes last in the middleware chain, so actions are recorded in the order
 * the reducers see them.
 *
 * The initial state of an export must be the state just before its first action. Copying the state
 * on every action would cost too much, so a redacted snapshot is kept before action 1 and then before
 * every `checkpointEvery`-th action. Once the buffer has dropped old actions, an export starts at the
 * oldest snapshot still inside the buffer: it may hold up to `checkpointEvery - 1` actions fewer than
 * the buffer does.
 */
export function createActionRecorder(options: ActionRecorderOptions = {}): ActionRecorder {
  const capacity = Math.max(1, Math.floor(options.capacity ?? DEFAULT_CAPACITY));
  const every = Math.max(
    1,
    Math.min(capacity, Math.floor(options.checkpointEvery ?? Math.ceil(capacity / 10))),
  );
  const now = options.now ?? Date.now;
  const page = options.page;
  const buffer: RecordedAction[] = new Array<RecordedAction>(capacity);
  let count = 0;
  let nextSeq = 1;
  let checkpoints: Checkpoint[] = [];
  let getState: () => unknown = () => undefined;

  const oldestSeq = () => nextSeq - count;

  const middleware: Middleware = (api) => {
    getState = api.getState;
    return (next) => (action) => {
      const seq = nextSeq++;
      if ((seq - 1) % every === 0) {
        checkpoints.push({ seq, state: stateSanitizer(api.getState()) });
      }
      const entry: RecordedAction = { seq, at: now(), action: recordable(action) };
      if (page) entry.page = page();
      buffer[(seq - 1) % capacity] = entry;
      if (count < capacity) count++;
      else if (checkpoints.length > 1 && checkpoints[0].seq < oldestSeq()) {
        // Snapshots before the buffer's oldest action can no longer start an export.
        checkpoints = checkpoints.filter((c) => c.seq >= oldestSeq());
      }
      return next(action);
    };
  };

  return {
    middleware,
    recording: () => {
      const start = checkpoints.find((c) => c.seq >= oldestSeq());
      const actions: RecordedAction[] = [];
      for (let seq = start?.seq ?? nextSeq; seq < nextSeq; seq++) actions.push(buffer[(seq - 1) % capacity]);
      return {
        initialState: start ? start.state : stateSanitizer(getState()),
        actions,
        finalState: stateSanitizer(getState()),
      };
    },
  };
}

/**
 * The action as the log keeps it: type, payload, meta and error, redacted. redux-persist's `key` is
 * kept as well, since a rehydration cannot be replayed without knowing which slice it fills.
 */
function recordable(action: unknown): RecordedAction['action'] {
  const source = (action ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = { type: String(source.type) };
  for (const field of ['payload', 'meta', 'error'] as const) {
    if (source[field] !== undefined) out[field] = source[field];
  }
  if (typeof source.key === 'string') out.key = source.key;
  return actionSanitizer(out as RecordedAction['action'] & { type: string });
}
