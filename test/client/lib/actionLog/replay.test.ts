import { combineReducers, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@client/app/rootReducer';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import { ACTION_LOG_FORMAT, type ActionLogFile } from '@client/lib/actionLog/logFormat';
import {
  ActionLogError,
  parseActionLog,
  parseActionLogText,
  replayLog,
  replayStates,
} from '@client/lib/actionLog/replay';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    added: (state, action: PayloadAction<number>) => {
      state.value += action.payload;
    },
  },
});
const reducer = combineReducers({ counter: counter.reducer });
const added = counter.actions.added;

function ourLog(overrides: Partial<ActionLogFile> = {}): ActionLogFile {
  return {
    format: ACTION_LOG_FORMAT,
    version: 1,
    appVersion: '0.1.0',
    recordedAt: '2025-01-15T12:00:00.000Z',
    viewport: { width: 1280, height: 800 },
    initialState: { counter: { value: 10 } },
    actions: [
      { seq: 1, at: 1, action: added(1) },
      { seq: 2, at: 2, action: added(2) },
    ],
    network: [],
    ...overrides,
  };
}

/** A Redux DevTools export: action 0 is the store's own init, action 2 was skipped (toggled off). */
const devToolsLifted = {
  actionsById: {
    0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: 1 },
    1: { type: 'PERFORM_ACTION', action: added(5), timestamp: 2 },
    2: { type: 'PERFORM_ACTION', action: added(100), timestamp: 3 },
    3: { type: 'PERFORM_ACTION', action: added(7), timestamp: 4 },
  },
  committedState: { counter: { value: 1 } },
  computedStates: [],
  currentStateIndex: 3,
  nextActionId: 4,
  skippedActionIds: [2],
  stagedActionIds: [0, 1, 2, 3],
  isLocked: false,
  isPaused: false,
};

describe('parseActionLog', () => {
  it('reads our format: its initial state and the actions in order', () => {
    const log = parseActionLog(ourLog());
    expect(log).toEqual({
      source: 'action-log',
      initialState: { counter: { value: 10 } },
      actions: [added(1), added(2)],
    });
  });

  it('reads a Redux DevTools export: committed state, performed actions, no init, no skipped ones', () => {
    const log = parseActionLog(devToolsLifted);
    expect(log).toEqual({
      source: 'devtools',
      initialState: { counter: { value: 1 } },
      actions: [added(5), added(7)],
    });
  });

  it('reads a DevTools export wrapped as a JSON string payload', () => {
    const log = parseActionLog({ payload: JSON.stringify(devToolsLifted) });
    expect(log.actions).toEqual([added(5), added(7)]);
  });

  it.each([
    ['not JSON', '{"format": ', /not JSON/],
    ['an array', '[]', /not a JSON object/],
    ['another format', JSON.stringify({ format: 'har' }), /unknown format "har"/],
    ['another version', JSON.stringify({ ...ourLog(), version: 2 }), /unsupported .* version 2/],
    [
      'actions that are not a list',
      JSON.stringify({ ...ourLog(), actions: {} }),
      /"actions" is not an array/,
    ],
    [
      'an action without a type',
      JSON.stringify({ ...ourLog(), actions: [{ seq: 1, at: 1, action: { payload: 1 } }] }),
      /actions\[0\]\.action is not an action/,
    ],
    ['an unrelated object', JSON.stringify({ hello: 'world' }), /neither/],
    ['a DevTools export without actions', JSON.stringify({ payload: '{}' }), /no "actionsById"/],
  ])('rejects %s with a clear message', (_name, text, message) => {
    expect(() => parseActionLogText(text)).toThrow(ActionLogError);
    expect(() => parseActionLogText(text)).toThrow(message);
  });
});

describe('replay', () => {
  it('dispatches every action from the initial state', () => {
    expect(replayLog(reducer, parseActionLog(ourLog()))).toEqual({ counter: { value: 13 } });
    expect(replayLog(reducer, parseActionLog(devToolsLifted))).toEqual({ counter: { value: 13 } });
  });

  it('starts from the reducers’ own state when the log has none', () => {
    expect(replayLog(reducer, parseActionLog(ourLog({ initialState: null })))).toEqual({
      counter: { value: 3 },
    });
  });

  it('gives the state before the first action and after each one', () => {
    const values = replayStates(reducer, parseActionLog(ourLog())).map((s) => s.counter.value);
    expect(values).toEqual([10, 11, 13]);
  });

  it('needs nothing but the action: a toast keeps the id it was given when dispatched', () => {
    const action = toastsActions.toastAdded({ message: 'Saved' });
    const log = parseActionLog(ourLog({ initialState: null, actions: [{ seq: 1, at: 1, action }] }));
    const first = replayLog(rootReducer, log);
    expect(first.toasts.queue).toEqual([{ id: action.payload.id, message: 'Saved', variant: 'info' }]);
    expect(replayLog(rootReducer, log)).toEqual(first);
  });
});
