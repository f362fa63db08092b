import type { UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, all, call, flush, fork, take } from 'redux-saga/effects';
import { withTimeout } from '@client/components/lazyWithTimeout';
import { featureLoaded, type FeatureModule, type FeatureName } from '@client/lib/features';
import { servedOf, watchAll } from '@client/lib/lazyWatchers';
import { FEATURE_LOADERS, type FeatureLoader } from './featureLoaders';

// The one way a feature comes into a store (docs/architecture.md#lazy-features): its loader's chunk
// (app/featureLoaders.ts), then `join`, which injects its slices into the store's reducer (Redux
// Toolkit's combineSlices), announces them with featureLoaded and starts its sagas and watchers. A
// page asks for it through FeatureGate (`load`), an action it serves through `featuresOnDemand`.

/** How one store takes features in. */
export interface FeatureHost {
  has: (name: FeatureName) => boolean;
  /** Takes a loaded feature in, once. */
  join: (feature: FeatureModule) => void;
  /** Counts a feature the store was made with as joined: its slices are there, its sagas start with the root's. */
  adopt: (feature: FeatureModule) => void;
  /** Loads the feature's chunk and joins it; the same promise until it fails. */
  load: (name: FeatureName) => Promise<void>;
  /** Counts a chunk's load as in flight until it settles (the loads an action starts). */
  track: (loading: Promise<unknown>) => void;
  /**
   * Settles once no feature's chunk is loading, those that start meanwhile included: a prerendered
   * page waits for the features its first loads brought in (app/prepareFirstScreen.ts).
   */
  settled: () => Promise<void>;
}

/** What the store lends its host: where slices go, and how sagas start (absent without sagas). */
export interface FeatureHostDeps {
  inject: (key: string, reducer: FeatureModule['reducers'][string]) => void;
  dispatch: (action: UnknownAction) => unknown;
  runSaga?: (saga: () => SagaIterator) => void;
  loaders?: Record<FeatureName, FeatureLoader>;
}

export function createFeatureHost(deps: FeatureHostDeps): FeatureHost {
  const loaders = deps.loaders ?? FEATURE_LOADERS;
  const joined = new Set<FeatureName>();
  const loading = new Map<FeatureName, Promise<void>>();
  const inFlight = new Set<Promise<unknown>>();
  const host: FeatureHost = {
    has: (name) => joined.has(name),
    adopt: (feature) => void joined.add(feature.name),
    join(feature) {
      if (joined.has(feature.name)) return;
      joined.add(feature.name);
      for (const [key, reducer] of Object.entries(feature.reducers)) deps.inject(key, reducer);
      deps.dispatch(featureLoaded({ name: feature.name, slices: Object.keys(feature.reducers) }));
      const { runSaga } = deps;
      if (!runSaga) return;
      for (const saga of feature.sagas) runSaga(saga);
      if (feature.watchers?.length) runSaga(watchAll(feature.watchers));
    },
    load(name) {
      if (joined.has(name)) return Promise.resolve();
      let promise = loading.get(name);
      if (!promise) {
        promise = withTimeout(loaders[name].load)().then(host.join);
        // A failed load is asked for again by the next page or action that needs the feature.
        promise.catch(() => loading.delete(name));
        loading.set(name, promise);
        host.track(promise);
      }
      return promise;
    },
    track(promise) {
      inFlight.add(promise);
      const done = () => void inFlight.delete(promise);
      promise.then(done, done);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
  return host;
}

/**
 * Waits for the first action of `on`, loads the feature and serves what arrived meanwhile as its
 * watchers would have (lib/lazyWatchers.ts: nothing lost, nothing dispatched twice, so a recorded log
 * reads the same either way). A chunk that fails to load is asked for again with the next such
 * action; what was waiting is dropped, as a call that failed would be.
 */
export function* joinOnDemand(host: FeatureHost, name: FeatureName, loader: FeatureLoader): SagaIterator {
  if (host.has(name) || !loader.on?.length) return;
  const early: Channel<UnknownAction> = yield actionChannel([...loader.on], buffers.expanding(8));
  try {
    while (!host.has(name)) {
      const first: UnknownAction = yield take(early);
      let feature: FeatureModule;
      try {
        const loading = withTimeout(loader.load)();
        host.track(loading);
        feature = (yield call(() => loading)) as FeatureModule;
      } catch {
        yield flush(early);
        continue;
      }
      // Joined and flushed in one step: no action falls between the watchers and the buffer. (A
      // feature that actions bring in is not also a page's: FeatureGate takes the others only.)
      host.join(feature);
      const waiting = [first, ...((yield flush(early)) as UnknownAction[])];
      for (const [action, worker] of servedOf(feature.watchers ?? [], waiting)) yield fork(worker, action);
    }
  } finally {
    early.close();
  }
}

/** One `joinOnDemand` per feature whose loader names the actions that bring it in. */
export function featuresOnDemand(
  host: FeatureHost,
  loaders: Record<FeatureName, FeatureLoader> = FEATURE_LOADERS,
) {
  return function* onDemand(): SagaIterator {
    yield all(
      (Object.keys(loaders) as FeatureName[])
        .filter((name) => loaders[name].on?.length)
        .map((name) => call(joinOnDemand, host, name, loaders[name])),
    );
  };
}

const hosts = new WeakMap<object, FeatureHost>();

/** makeStore registers how its store takes features in. */
export function setFeatureHost(store: object, host: FeatureHost): void {
  hosts.set(store, host);
}

/** Null for a store that takes none in: the QA frame's, which only shows replayed states. */
export function featureHostOf(store: object): FeatureHost | null {
  return hosts.get(store) ?? null;
}
