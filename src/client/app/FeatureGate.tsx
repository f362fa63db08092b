import { use, type ReactNode } from 'react';
import { withTimeout } from '@client/components/lazyWithTimeout';
import type { FeatureModule, FeatureName } from '@client/lib/features';
import { useAppStore } from '@client/lib/hooks';
import { featureHostOf } from './featureHost';

/** Each feature in a chunk of its own; the public pages never load one. */
const LOADERS: Record<FeatureName, () => Promise<{ default: FeatureModule }>> = {
  work: () =>
    import(/* webpackChunkName: "feature-work" */ '@client/features/projects/workFeature').then((m) => ({
      default: m.workFeature,
    })),
  quotes: () =>
    import(/* webpackChunkName: "feature-quotes" */ '@client/features/projectRequests/quotesFeature').then(
      (m) => ({ default: m.quotesFeature }),
    ),
  admin: () =>
    import(/* webpackChunkName: "feature-admin" */ '@client/features/users/adminFeature').then((m) => ({
      default: m.adminFeature,
    })),
};

const loading = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Loads the features and takes them into the store, once per store and set of names; the same promise
 * is returned until it settles, as React's `use` needs.
 */
export function loadFeatures(store: object, names: readonly FeatureName[]): Promise<void> {
  let byKey = loading.get(store);
  if (!byKey) loading.set(store, (byKey = new Map()));
  const key = [...names].sort().join(',');
  let promise = byKey.get(key);
  if (!promise) {
    const host = featureHostOf(store);
    promise = Promise.all(names.map((name) => withTimeout(LOADERS[name])())).then((modules) => {
      for (const { default: feature } of modules) host?.join(feature);
    });
    // A chunk that failed to load may load on the next visit.
    promise.catch(() => byKey.delete(key));
    byKey.set(key, promise);
  }
  return promise;
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
  features: readonly FeatureName[];
  children: ReactNode;
}) {
  const store = useAppStore();
  const host = featureHostOf(store);
  if (host && !features.every((name) => host.has(name))) use(loadFeatures(store, features));
  return <>{children}</>;
}
