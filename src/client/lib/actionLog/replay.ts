import { combineSlices, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { featureLoaded } from '../features';
import { REQUEST_VIEWS } from './devToolsView';
import { ACTION_LOG_FORMAT, type ActionLogFile, type NetworkCall } from './logFormat';

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
  /** The recorded store's state when the file was written, when the file has it (our format). */
  finalState?: unknown;
  /** Our format: the page shown at each action (`pages[i]` for `actions[i]`), when it was recorded. */
  pages?: (string | undefined)[];
  /** Our format: what the bug report says about where and when it was recorded. */
  recorded?: RecordedContext;
}

export interface RecordedContext {
  appVersion: string;
  recordedAt: string;
  viewport: { width: number; height: number } | null;
  network: NetworkCall[];
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
  const entries = (file as unknown as ActionLogFile).actions;
  const actions = entries.map((entry, i) => {
    if (!isObject(entry)) throw new ActionLogError(`actions[${i}] is not an object`);
    return checkAction(entry.action, `actions[${i}].action`);
  });
  const log: ReplayableLog = { source: 'action-log', initialState: file.initialState ?? undefined, actions };
  if (file.finalState !== undefined) log.finalState = file.finalState;
  if (entries.some((entry) => typeof entry.page === 'string')) {
    log.pages = entries.map((entry) => (typeof entry.page === 'string' ? entry.page : undefined));
  }
  log.recorded = recordedContext(file);
  return log;
}

/** The file's own account of its recording; parts a hand-made file lacks are left empty. */
function recordedContext(file: Record<string, unknown>): RecordedContext {
  const viewport = file.viewport;
  const hasViewport =
    isObject(viewport) && typeof viewport.width === 'number' && typeof viewport.height === 'number';
  const network = Array.isArray(file.network) ? file.network.filter(isObject) : [];
  return {
    appVersion: typeof file.appVersion === 'string' ? file.appVersion : 'unknown',
    recordedAt: typeof file.recordedAt === 'string' ? file.recordedAt : '',
    viewport: hasViewport ? { width: viewport.width as number, height: viewport.height as number } : null,
    network: network as unknown as NetworkCall[],
  };
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
  // The extension exports the states as they were shown, with the request views in their slices.
  const initialState = withoutRequestViews(lifted.committedState ?? undefined);
  return { source: 'devtools', initialState, actions };
}

/**
 * `state` without the request views' fields (devToolsView.ts): a state that Redux DevTools exported
 * carries them, and a replay starts from the state the reducers keep.
 */
export function withoutRequestViews<S>(state: S): S {
  if (!isObject(state)) return state;
  const out: Record<string, unknown> = { ...state };
  for (const { slice } of REQUEST_VIEWS) {
    const value = state[slice];
    if (!isObject(value) || !('loading' in value || 'error' in value)) continue;
    const { loading: _loading, error: _error, ...rest } = value;
    out[slice] = rest;
  }
  return out as S;
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

/** The slices the app keeps in storage with redux-persist: makeStore's `persistKeys`. */
export const PERSISTED_SLICES: readonly string[] = ['session', 'siteSettings', 'currency', 'cache'];

/**
 * `reducer`, plus what redux-persist does with a REHYDRATE in the app: the recorded action names the
 * slice in `key` and carries that slice's stored parts in `payload`, which are merged into the slice
 * as redux-persist's autoMergeLevel1 merges them (every stored key but `_persist`, unless the slice's
 * own reducer changed that key while handling the action). The plain reducers alone would ignore it.
 */
export function withRehydration<S>(reducer: Reducer<S>): Reducer<S> {
  return (state, action) => {
    const next = reducer(state, action);
    const { key, payload } = action as UnknownAction & { key?: unknown };
    if (action.type !== REHYDRATE || typeof key !== 'string' || !PERSISTED_SLICES.includes(key)) {
      return next;
    }
    if (!isObject(next) || !isObject(payload) || !isObject(next[key])) return next;
    const before = isObject(state) ? state[key] : undefined;
    const reduced = next[key];
    const merged: Record<string, unknown> = { ...reduced };
    for (const [field, value] of Object.entries(payload)) {
      if (field === '_persist') continue;
      if (isObject(before) && before[field] !== reduced[field]) continue;
      merged[field] = value;
    }
    return { ...next, [key]: merged } as S;
  };
}

/**
 * The app's reducer as the recorded store had it: the eager slices from the start, and a feature's
 * slices injected from the `app/featureLoaded` action that announced them (or from the start, when
 * the log's initial state already holds them), as the app's store injects them (app/featureHost.ts).
 * Each set of slices has a reducer of its own, so one replay's features never show in another's.
 */
export function withLazySlices(
  eager: Record<string, Reducer>,
  lazy: Record<string, Reducer>,
): Reducer<Record<string, unknown>> {
  const bySlices = new Map<string, Reducer<Record<string, unknown>>>();
  const reducerWith = (keys: readonly string[]) => {
    const id = [...keys].sort().join(',');
    let reducer = bySlices.get(id);
    if (!reducer) {
      const root = combineSlices(eager);
      for (const key of keys) root.inject({ reducerPath: key, reducer: lazy[key] as Reducer });
      reducer = root as unknown as Reducer<Record<string, unknown>>;
      bySlices.set(id, reducer);
    }
    return reducer;
  };
  return (state, action) => {
    const keys = new Set(Object.keys(state ?? {}).filter((key) => key in lazy));
    if (featureLoaded.match(action)) for (const key of action.payload.slices) if (key in lazy) keys.add(key);
    return reducerWith([...keys])(state, action);
  };
}

/**
 * The state without redux-persist's `_persist` markers on its slices: the recorded store has them on
 * the persisted slices, a replay has none, and they say nothing about what the app shows.
 */
export function withoutPersistMarkers<T>(state: T): T {
  if (!isObject(state)) return state;
  const out: Record<string, unknown> = {};
  for (const [key, slice] of Object.entries(state)) {
    if (isObject(slice) && '_persist' in slice) {
      const { _persist: _marker, ...rest } = slice;
      out[key] = rest;
    } else out[key] = slice;
  }
  return out as T;
}

/**
 * A store with the reducers only, started from the log's initial state; REHYDRATE fills the persisted
 * slices as it does in the app (`withRehydration`). It keeps Redux Toolkit's serializability and
 * immutability checks (outside production), so an impure reducer or an action that cannot be recorded
 * shows up on replay.
 */
export function makeReplayStore<S>(reducer: Reducer<S>, initialState: unknown) {
  return configureStore({
    reducer: withRehydration(reducer),
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
