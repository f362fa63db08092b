import { combineReducers, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PERSIST, REHYDRATE } from 'redux-persist';
import { rootReducer } from '@client/app/rootReducer';
import { persistKeys } from '@client/app/store';
import { toastsActions } from '@client/features/toasts/toastsSlice';
import { ACTION_LOG_FORMAT, type ActionLogFile } from '@client/lib/actionLog/logFormat';
import {
  ActionLogError,
  parseActionLog,
  parseActionLogText,
  PERSISTED_SLICES,
  replayLog,
  replayStates,
  withoutPersistMarkers,
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
      recorded: {
        appVersion: '0.1.0',
        recordedAt: '2025-01-15T12:00:00.000Z',
        viewport: { width: 1280, height: 800 },
        network: [],
      },
    });
  });

  it('keeps the page of each action, when the recording has them', () => {
    const log = parseActionLog(
      ourLog({
        actions: [
          { seq: 1, at: 1, action: added(1), page: '/login' },
          { seq: 2, at: 2, action: added(2) },
        ],
        network: [{ at: 1, method: 'GET', path: '/api/x', status: 200 }],
      }),
    );
    expect(log.pages).toEqual(['/login', undefined]);
    expect(log.recorded?.network).toEqual([{ at: 1, method: 'GET', path: '/api/x', status: 200 }]);
    expect(parseActionLog(ourLog()).pages).toBeUndefined();
  });

  it('leaves out what a hand-made file does not say about its recording', () => {
    const { viewport: _v, appVersion: _a, ...bare } = ourLog();
    expect(parseActionLog(bare).recorded).toEqual({
      appVersion: 'unknown',
      recordedAt: '2025-01-15T12:00:00.000Z',
      viewport: null,
      network: [],
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

describe('redux-persist in a replay', () => {
  const kept = createSlice({
    name: 'kept',
    initialState: { choice: 'a', loading: false, list: [] as string[] },
    reducers: {
      chosen: (state, action: PayloadAction<string>) => {
        state.choice = action.payload;
      },
    },
  });
  const withKept = combineReducers({ counter: counter.reducer, session: kept.reducer });
  const rehydrate = (key: string, payload: unknown) => ({ type: REHYDRATE, key, payload });

  it('covers the slices makeStore persists', () => {
    expect([...PERSISTED_SLICES].sort()).toEqual([...persistKeys].sort());
  });

  it('merges a REHYDRATE payload into the slice its key names, without `_persist`', () => {
    const log = parseActionLog(
      ourLog({
        initialState: null,
        actions: [
          { seq: 1, at: 1, action: { type: PERSIST } },
          {
            seq: 2,
            at: 2,
            action: rehydrate('session', {
              choice: 'b',
              list: ['x'],
              _persist: { version: -1, rehydrated: true },
            }),
          },
          { seq: 3, at: 3, action: added(4) },
        ],
      }),
    );
    expect(replayLog(withKept, log)).toEqual({
      counter: { value: 4 },
      session: { choice: 'b', loading: false, list: ['x'] },
    });
  });

  it('leaves the state alone when nothing was stored or the key is not a persisted slice', () => {
    const before = { counter: { value: 1 }, session: { choice: 'a', loading: false, list: [] } };
    const log = parseActionLog(
      ourLog({
        initialState: before,
        actions: [
          { seq: 1, at: 1, action: rehydrate('session', undefined) },
          { seq: 2, at: 2, action: rehydrate('counter', { value: 99 }) },
          { seq: 3, at: 3, action: rehydrate('other', { choice: 'z' }) },
        ],
      }),
    );
    expect(replayLog(withKept, log)).toEqual(before);
  });

  it('keeps what the slice reducer itself set while handling the REHYDRATE, as autoMergeLevel1 does', () => {
    const own = createSlice({
      name: 'own',
      initialState: { choice: 'a', seen: false },
      reducers: {},
      extraReducers: (builder) =>
        builder.addMatcher(
          (action) => action.type === REHYDRATE,
          (state) => {
            state.seen = true;
          },
        ),
    });
    const reducer = combineReducers({ cache: own.reducer });
    const log = parseActionLog(
      ourLog({
        initialState: null,
        actions: [{ seq: 1, at: 1, action: rehydrate('cache', { choice: 'b', seen: false }) }],
      }),
    );
    expect(replayLog(reducer, log)).toEqual({ cache: { choice: 'b', seen: true } });
  });

  it('fills the real session slice as the browser does', () => {
    const user = { id: 'u1', userName: 'ayse', email: 'ayse@example.com' };
    const stored = { token: '<redacted>', expiration: '2030-01-01T00:00:00.000Z', user };
    const log = parseActionLog(
      ourLog({ initialState: null, actions: [{ seq: 1, at: 1, action: rehydrate('session', stored) }] }),
    );
    expect(replayLog(rootReducer, log).session).toMatchObject(stored);
  });

  it('drops the `_persist` markers of every slice, and nothing else', () => {
    const state = {
      session: { token: null, _persist: { version: -1, rehydrated: true } },
      counter: { value: 1 },
      list: [1],
    };
    expect(withoutPersistMarkers(state)).toEqual({
      session: { token: null },
      counter: { value: 1 },
      list: [1],
    });
    expect(state.session._persist).toEqual({ version: -1, rehydrated: true });
    expect(withoutPersistMarkers(null)).toBeNull();
  });
});

describe('finalState', () => {
  it('is read from our format when the file has one', () => {
    expect(parseActionLog(ourLog({ finalState: { counter: { value: 13 } } })).finalState).toEqual({
      counter: { value: 13 },
    });
    expect(parseActionLog(ourLog())).not.toHaveProperty('finalState');
  });
});
