import { configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { call, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { lazyWatchers, servedOf, type Watcher } from '@client/lib/lazyWatchers';
import { SIGNED_IN_TYPES } from '@client/app/rootSaga';
import { signedInWatchers } from '@client/app/signedInSagas';

const every = createAction<number>('test/every');
const latest = createAction<number>('test/latest');
const leading = createAction<number>('test/leading');
const TYPES = [every.type, latest.type, leading.type];

function setup(load: () => Promise<readonly Watcher[]>) {
  const served: string[] = [];
  const seen: UnknownAction[] = [];
  const worker = (name: string) =>
    function* serve(action: { payload: number }): SagaIterator {
      served.push(`${name} ${action.payload}`);
      yield call(() => undefined);
    };
  const watchers: readonly Watcher[] = [
    [takeEvery, every.type, worker('every')],
    [takeLatest, latest.type, worker('latest')],
    [takeLeading, leading.type, worker('leading')],
  ];
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: (state: number = 0, action: UnknownAction) => {
      seen.push(action);
      return state;
    },
    middleware: (defaults) => defaults({ thunk: false }).concat(saga),
  });
  const task = saga.run(lazyWatchers, TYPES, () => load().then(() => watchers));
  return { store, served, seen, task };
}

/** A load the test lets go of when it wants. */
function heldLoad() {
  let release!: () => void;
  let fail!: () => void;
  const loads: number[] = [];
  const load = () => {
    loads.push(loads.length + 1);
    return new Promise<readonly Watcher[]>((resolve, reject) => {
      release = () => resolve([]);
      fail = () => reject(new Error('chunk failed'));
    });
  };
  return { load, loads, release: () => release(), fail: () => fail() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyWatchers', () => {
  it('loads nothing until an action it serves arrives', async () => {
    const held = heldLoad();
    const { store } = setup(held.load);
    store.dispatch({ type: 'other/action' });
    await settle();
    expect(held.loads).toEqual([]);
    store.dispatch(every(1));
    expect(held.loads).toEqual([1]);
  });

  it('serves what arrived while loading as the watchers would have: every, the latest, the leading one', async () => {
    const held = heldLoad();
    const { store, served, seen } = setup(held.load);
    store.dispatch(every(1));
    store.dispatch(latest(1));
    store.dispatch(leading(1));
    store.dispatch(every(2));
    store.dispatch(latest(2));
    store.dispatch(leading(2));
    held.release();
    await settle();
    expect(served.sort()).toEqual(['every 1', 'every 2', 'latest 2', 'leading 1']);
    // Nothing is dispatched again: the store saw each action once.
    expect(seen.filter((a) => TYPES.includes(a.type))).toHaveLength(6);
  });

  it('hands later actions to the running watchers, once each', async () => {
    const held = heldLoad();
    const { store, served } = setup(held.load);
    store.dispatch(every(1));
    held.release();
    await settle();
    store.dispatch(every(2));
    store.dispatch(latest(3));
    await settle();
    expect(served).toEqual(['every 1', 'every 2', 'latest 3']);
    expect(held.loads).toEqual([1]);
  });

  it('asks for the chunk again with the next action after a failed load', async () => {
    const held = heldLoad();
    const { store, served } = setup(held.load);
    store.dispatch(every(1));
    held.fail();
    await settle();
    expect(served).toEqual([]);
    store.dispatch(every(2));
    expect(held.loads).toEqual([1, 2]);
    held.release();
    await settle();
    expect(served).toEqual(['every 2']);
  });
});

describe('servedOf', () => {
  it('leaves out actions no watcher serves', () => {
    const worker = function* noop(): SagaIterator {};
    expect(servedOf([[takeEvery, every.type, worker]], [latest(1), every(2)])).toEqual([[every(2), worker]]);
  });
});

describe('the signed-in sagas', () => {
  it('are set off by exactly the actions they serve', () => {
    expect([...SIGNED_IN_TYPES].sort()).toEqual(signedInWatchers.map(([, type]) => type).sort());
    expect(new Set(SIGNED_IN_TYPES).size).toBe(SIGNED_IN_TYPES.length);
  });
});
