import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createActionRecorder, DEFAULT_CAPACITY } from '@client/lib/actionLog/recorder';

// The state keeps the last ten amounts added: a list that the snapshots copy and the replay must
// rebuild, of a size that lets the capacity test dispatch 5,050 actions in a moment.
const counter = createSlice({
  name: 'counter',
  initialState: { value: 0, history: [] as number[] },
  reducers: {
    added(state, action: PayloadAction<number>) {
      state.value += action.payload;
      state.history = [...state.history.slice(-9), action.payload];
    },
  },
});
const { added } = counter.actions;

function recordedStore(options: Parameters<typeof createActionRecorder>[0] = {}) {
  let clock = 1_000;
  const recorder = createActionRecorder({ now: () => (clock += 10), ...options });
  const store = configureStore({
    reducer: { counter: counter.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(recorder.middleware),
    devTools: false,
  });
  return { recorder, store };
}

/** Replays a recording from its initial state with the same reducer. */
function replay(initialState: unknown, actions: { action: { type: string } }[]) {
  return actions.reduce(
    (state, entry) => ({ counter: counter.reducer(state.counter, entry.action as never) }),
    initialState as { counter: ReturnType<typeof counter.reducer> },
  );
}

describe('action recorder', () => {
  it('keeps at most 5,000 actions by default', () => {
    expect(DEFAULT_CAPACITY).toBe(5000);
    const { recorder, store } = recordedStore();
    for (let i = 1; i <= 5050; i++) store.dispatch(added(i));
    const { actions, initialState, finalState } = recorder.recording();
    // Snapshots every 500 actions: the export starts at the first one inside the buffer (51..5050).
    expect(actions[0].seq).toBe(501);
    expect(actions.at(-1)?.seq).toBe(5050);
    const last10 = Array.from({ length: 10 }, (_, i) => 5041 + i);
    expect(finalState).toEqual({ counter: { value: (5050 * 5051) / 2, history: last10 } });
    expect(replay(initialState, actions)).toEqual(finalState);
  });

  it('keeps the page shown at each action when it is given one', () => {
    let page = '/login';
    const { recorder, store } = recordedStore({ page: () => page });
    store.dispatch(added(1));
    page = '/projects/7';
    store.dispatch(added(2));
    expect(recorder.recording().actions.map((a) => a.page)).toEqual(['/login', '/projects/7']);
  });

  it('records type, payload, meta and error with a sequence number and the injected time', () => {
    const { recorder, store } = recordedStore();
    store.dispatch(added(2));
    store.dispatch({
      type: 'other/failed',
      payload: { message: 'x' },
      meta: { requestId: 'r1' },
      error: true,
    });
    const { actions, initialState, finalState } = recorder.recording();
    expect(actions).toEqual([
      { seq: 1, at: 1010, action: { type: 'counter/added', payload: 2 } },
      {
        seq: 2,
        at: 1020,
        action: { type: 'other/failed', payload: { message: 'x' }, meta: { requestId: 'r1' }, error: true },
      },
    ]);
    expect(initialState).toEqual({ counter: { value: 0, history: [] } });
    expect(finalState).toEqual(store.getState());
  });

  it('keeps a string `key` (redux-persist) and never a function', () => {
    const { recorder, store } = recordedStore();
    store.dispatch({ type: 'persist/REHYDRATE', key: 'session', payload: { user: null } });
    expect(recorder.recording().actions[0].action).toEqual({
      type: 'persist/REHYDRATE',
      key: 'session',
      payload: { user: null },
    });
  });

  it('is bounded: the oldest actions go first, the rest stay in order', () => {
    const { recorder, store } = recordedStore({ capacity: 10, checkpointEvery: 1 });
    for (let i = 1; i <= 25; i++) store.dispatch(added(i));
    const { actions, initialState, finalState } = recorder.recording();
    expect(actions.map((a) => a.seq)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(actions.map((a) => (a.action as { payload: number }).payload)).toEqual([
      16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    ]);
    // The state just before action 16.
    expect((initialState as { counter: { value: number } }).counter.value).toBe((15 * 16) / 2);
    expect(replay(initialState, actions)).toEqual(finalState);
  });

  it('starts an export at the oldest snapshot inside the buffer, which replays to the live state', () => {
    const { recorder, store } = recordedStore({ capacity: 10, checkpointEvery: 4 });
    for (let i = 1; i <= 23; i++) store.dispatch(added(i));
    const { actions, initialState, finalState } = recorder.recording();
    // Buffer holds 14..23; snapshots are taken before actions 1, 5, 9, 13, 17, 21.
    expect(actions[0].seq).toBe(17);
    expect(actions.at(-1)?.seq).toBe(23);
    expect(replay(initialState, actions)).toEqual(finalState);
    expect(finalState).toEqual(store.getState());
  });

  it('starts from the state at creation while nothing was dropped', () => {
    const { recorder, store } = recordedStore({ capacity: 100 });
    for (let i = 1; i <= 30; i++) store.dispatch(added(1));
    const { actions, initialState } = recorder.recording();
    expect(actions).toHaveLength(30);
    expect(initialState).toEqual({ counter: { value: 0, history: [] } });
  });
});
