import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { ACTION_LOG_FORMAT, type ActionLogFile } from './logFormat';

/**
 * Replays a recorded action log through the reducers only: no sagas, no network, no storage
 * (docs/requirements.md). The command line (`npm run replay`), the replay tests and the QA view share it.
 */

/** A file that is not a log this module can replay; the message says why. */
export class ActionLogError extends Error {
  override name = 'ActionLogError';
}

export interface ReplayableLog {
  source: 'action-log' | 'devtools';
  /** `undefined` when the log starts from the reducers' own initial state. */
  initialState: unknown;
  actions: UnknownAction[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function checkAction(value: unknown, where: string): UnknownAction {
  if (!isObject(value) || typeof value.type !== 'string') {
    throw new ActionLogError(`${where} is not an action with a string "type"`);
  }
  return value as UnknownAction;
}

function fromActionLog(file: Record<string, unknown>): ReplayableLog {
  if (file.version !== 1) {
    throw new ActionLogError(
      `unsupported ${ACTION_LOG_FORMAT} version ${JSON.stringify(file.version)} (expected 1)`,
    );
  }
  if (!Array.isArray(file.actions)) throw new ActionLogError('"actions" is not an array');
  const actions = (file as unknown as ActionLogFile).actions.map((entry, i) => {
    if (!isObject(entry)) throw new ActionLogError(`actions[${i}] is not an object`);
    return checkAction(entry.action, `actions[${i}].action`);
  });
  return { source: 'action-log', initialState: file.initialState ?? undefined, actions };
}

/** Redux' own setup actions, which the store dispatches itself. */
const isReduxInit = (type: string) => type.startsWith('@@redux/INIT') || type === '@@INIT';

/** Redux DevTools' export: the lifted state, optionally wrapped as `{payload, preloadedState}` strings. */
function fromDevTools(input: Record<string, unknown>): ReplayableLog {
  let lifted: Record<string, unknown> = input;
  if (typeof input.payload === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(input.payload);
    } catch {
      throw new ActionLogError('the DevTools export\'s "payload" is not JSON');
    }
    if (!isObject(parsed)) throw new ActionLogError('the DevTools export\'s "payload" is not a lifted state');
    lifted = parsed;
  }
  const byId = lifted.actionsById;
  if (!isObject(byId)) throw new ActionLogError('the DevTools export has no "actionsById"');
  const skipped = new Set(Array.isArray(lifted.skippedActionIds) ? lifted.skippedActionIds.map(String) : []);
  const ids = Array.isArray(lifted.stagedActionIds)
    ? lifted.stagedActionIds.map(String)
    : Object.keys(byId).sort((a, b) => Number(a) - Number(b));
  const actions: UnknownAction[] = [];
  for (const id of ids) {
    if (skipped.has(id)) continue;
    const entry = byId[id];
    if (!isObject(entry)) throw new ActionLogError(`actionsById[${id}] is missing`);
    if (entry.type !== 'PERFORM_ACTION') continue;
    const action = checkAction(entry.action, `actionsById[${id}].action`);
    if (!isReduxInit(action.type)) actions.push(action);
  }
  return { source: 'devtools', initialState: lifted.committedState ?? undefined, actions };
}

/** Reads a parsed log file in our format or in Redux DevTools' export format. */
export function parseActionLog(input: unknown): ReplayableLog {
  if (!isObject(input)) throw new ActionLogError('the file is not a JSON object');
  if (input.format === ACTION_LOG_FORMAT) return fromActionLog(input);
  if (input.format !== undefined) {
    throw new ActionLogError(
      `unknown format ${JSON.stringify(input.format)} (expected "${ACTION_LOG_FORMAT}")`,
    );
  }
  if ('actionsById' in input || typeof input.payload === 'string') return fromDevTools(input);
  throw new ActionLogError(`neither a "${ACTION_LOG_FORMAT}" file nor a Redux DevTools export`);
}

export function parseActionLogText(text: string): ReplayableLog {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ActionLogError(`not JSON: ${(error as Error).message}`);
  }
  return parseActionLog(parsed);
}

/**
 * A store with the reducers only, started from the log's initial state. It keeps Redux Toolkit's
 * serializability and immutability checks (outside production), so an impure reducer or an action
 * that cannot be recorded shows up on replay.
 */
export function makeReplayStore<S>(reducer: Reducer<S>, initialState: unknown) {
  return configureStore({
    reducer,
    preloadedState: initialState as never,
    middleware: (getDefault) => getDefault({ thunk: false }),
    devTools: false,
  });
}

/** The state before the first action, then after each one: `states[i]` is the state after `i` actions. */
export function replayStates<S>(reducer: Reducer<S>, log: ReplayableLog): S[] {
  const store = makeReplayStore(reducer, log.initialState);
  const states: S[] = [store.getState()];
  for (const action of log.actions) {
    store.dispatch(action);
    states.push(store.getState());
  }
  return states;
}

/** The state after every action of the log. */
export function replayLog<S>(reducer: Reducer<S>, log: ReplayableLog): S {
  const store = makeReplayStore(reducer, log.initialState);
  for (const action of log.actions) store.dispatch(action);
  return store.getState();
}
