import type { ReactNode } from 'react';
import type { FeatureName } from '@client/lib/features';
import { useAppStore } from '@client/lib/hooks';
import { featureHostOf } from './featureHost';

/** The features a page brings in; the others come with the first action they serve (featureLoaders.ts). */
export type PageFeatureName = Exclude<FeatureName, 'signedIn' | 'currency' | 'publicContent'>;

/** How each page's load ended, once it has: a failure with the time it came. */
const outcomes = new WeakMap<Promise<void>, { failure?: unknown; at: number }>();
/** The load each store's pages wait for, by set of names. */
const loading = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * A failed load is shown as failed to every render within this time (React renders again at once
 * after an error before the boundary shows it); a render after it, such as the next visit of the
 * page, loads again.
 */
export const FEATURE_RETRY_AFTER_MS = 1000;

const keyOf = (names: readonly FeatureName[]) => [...names].sort().join(',');

/**
 * Loads the features into the store through its feature host, once per store and set of names; the
 * same promise is returned until a render asks again after it failed.
 */
export function loadFeatures(store: object, names: readonly PageFeatureName[]): Promise<void> {
  let byKey = loading.get(store);
  if (!byKey) loading.set(store, (byKey = new Map()));
  const key = keyOf(names);
  let promise = byKey.get(key);
  if (!promise) {
    const host = featureHostOf(store);
    const loaded = Promise.all(names.map((name) => host?.load(name))).then(() => undefined);
    loaded.then(
      () => outcomes.set(loaded, { at: Date.now() }),
      (failure: unknown) => outcomes.set(loaded, { failure, at: Date.now() }),
    );
    byKey.set(key, (promise = loaded));
  }
  return promise;
}

/**
 * Suspends the rendering component until the features are in the store (a thrown promise, React's
 * Suspense contract), or throws the load's failure to the nearest error boundary.
 */
function suspendUntilLoaded(store: object, names: readonly PageFeatureName[]): void {
  let promise = loadFeatures(store, names);
  let outcome = outcomes.get(promise);
  if (outcome && 'failure' in outcome && Date.now() - outcome.at >= FEATURE_RETRY_AFTER_MS) {
    loading.get(store)?.delete(keyOf(names));
    promise = loadFeatures(store, names);
    outcome = undefined;
  }
  if (!outcome) throw promise;
  if ('failure' in outcome) throw outcome.failure;
}

/**
 * Renders its page once the features it needs are in the store, suspending until then. A store that
 * has them already renders at once, and so does one that takes none in (the QA frame's replayed
 * states hold every slice the log had).
 */
export function FeatureGate({
  features,
  children,
}: {
  features: readonly PageFeatureName[];
  children: ReactNode;
}) {
  const store = useAppStore();
  const host = featureHostOf(store);
  if (host && !features.every((name) => host.has(name))) suspendUntilLoaded(store, features);
  return <>{children}</>;
}
