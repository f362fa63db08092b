import { configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { call, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { servedOf, type Watcher } from '@client/lib/lazyWatchers';
import { createFeatureHost, joinOnDemand } from '@client/app/featureHost';
import { FEATURE_LOADERS } from '@client/app/featureLoaders';
import { signedInFeature } from '@client/app/signedInFeature';
import { currencyFeature } from '@client/features/currency/currencyFeature';
import { publicContentFeature } from '@client/app/publicContentFeature';
import { featureLoaded, type FeatureModule } from '@client/lib/features';

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
  const feature: FeatureModule = { name: 'signedIn', reducers: {}, sagas: [], watchers };
  const host = createFeatureHost({
    inject: () => undefined,
    dispatch: store.dispatch,
    runSaga: (run) => void saga.run(run),
  });
  const task = saga.run(joinOnDemand, host, 'signedIn', {
    load: () => load().then(() => feature),
    on: TYPES,
  });
  return { store, served, seen, task, host };
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

describe('a feature that the first action it serves brings in', () => {
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
    // Nothing is dispatched again: the store saw each action once, and the feature's joining once.
    expect(seen.filter((a) => TYPES.includes(a.type))).toHaveLength(6);
    expect(seen.filter((a) => featureLoaded.match(a))).toHaveLength(1);
  });

  it('hands later actions to the running watchers, once each', async () => {
    const held = heldLoad();
    const { store, served, host } = setup(held.load);
    store.dispatch(every(1));
    held.release();
    await settle();
    store.dispatch(every(2));
    store.dispatch(latest(3));
    await settle();
    expect(served).toEqual(['every 1', 'every 2', 'latest 3']);
    expect(held.loads).toEqual([1]);
    expect(host.has('signedIn')).toBe(true);
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

describe('the signed-in calls', () => {
  it('are brought in by exactly the actions they serve', () => {
    const on = FEATURE_LOADERS.signedIn.on ?? [];
    expect([...on].sort()).toEqual(signedInFeature.watchers.map(([, type]) => type).sort());
    expect(new Set(on).size).toBe(on.length);
  });

  it('the public content and the currency calls are the only features that actions bring in: pages bring in the others', () => {
    expect(
      Object.entries(FEATURE_LOADERS)
        .filter(([, loader]) => loader.on)
        .map(([name]) => name),
    ).toEqual(['signedIn', 'publicContent', 'currency']);
  });
});

describe('the public content calls', () => {
  it('are brought in by exactly the actions they serve', () => {
    const on = FEATURE_LOADERS.publicContent.on ?? [];
    expect([...on].sort()).toEqual(publicContentFeature.watchers.map(([, type]) => type).sort());
    expect(new Set(on).size).toBe(on.length);
    expect(on).toEqual(
      expect.arrayContaining([
        'services/fetchRequested',
        'consultants/fetchRequested',
        'homepage/fetchRequested',
      ]),
    );
  });
});

describe('a host', () => {
  it('settles once every load it tracks has settled, those tracked meanwhile included', async () => {
    const host = createFeatureHost({ inject: () => undefined, dispatch: () => undefined });
    const order: string[] = [];
    let finishFirst: () => void = () => undefined;
    let failSecond: (error: Error) => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      finishFirst = () => {
        order.push('first');
        resolve();
      };
    });
    const second = new Promise<void>((_, reject) => {
      failSecond = (error) => {
        order.push('second');
        reject(error);
      };
    });
    second.catch(() => undefined);
    host.track(first);
    const settled = host.settled().then(() => order.push('settled'));
    // Tracked while the first is still loading: waited for as well, and a failure settles too.
    host.track(second);
    finishFirst();
    await Promise.resolve();
    failSecond(new Error('chunk failed'));
    await settled;
    expect(order).toEqual(['first', 'second', 'settled']);
    await expect(host.settled()).resolves.toBeUndefined();
  });
});

describe('the currency calls', () => {
  it('are brought in by exactly the actions they serve', () => {
    const on = FEATURE_LOADERS.currency.on ?? [];
    expect([...on].sort()).toEqual(currencyFeature.watchers.map(([, type]) => type).sort());
    expect(on).toEqual([
      'currency/fetchRequested',
      'currency/infoRequested',
      'currency/availableRequested',
      'currency/detailRequested',
    ]);
  });
});
