import type { FeatureModule, FeatureName } from '@client/lib/features';

/** How one store takes features in: its slices, the featureLoaded action, its sagas. */
export interface FeatureHost {
  join: (feature: FeatureModule) => void;
  has: (name: FeatureName) => boolean;
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
