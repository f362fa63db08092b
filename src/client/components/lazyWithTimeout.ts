import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@shared/constants';

type Factory<T> = () => Promise<{ default: T }>;

/**
 * A chunk's load that gives up after CHUNK_LOAD_TIMEOUT_MS (a lazy page's, a feature's), so that a
 * request that never answers ends on the error screen instead of an endless spinner.
 */
export function withTimeout<M>(factory: () => Promise<M>, ms = CHUNK_LOAD_TIMEOUT_MS): () => Promise<M> {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Loading chunk timed out after ${ms} ms`)), ms);
      factory().then(
        (mod) => {
          clearTimeout(timer);
          resolve(mod);
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
}

/** A lazy component that can be loaded ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PreloadableComponent<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Loads the component's chunk; once loaded, the component renders without suspending. */
  preload(): Promise<void>;
};

/**
 * A thenable that hands its module over at once. React.lazy renders a module it is given this way
 * in the same pass instead of suspending: a prerendered page whose chunks were loaded before
 * hydrating hydrates in one go, with no part left waiting that an early update could catch
 * half-hydrated (React's error 421, which makes it draw that part again).
 */
function loadedNow<M>(mod: M): Promise<M> {
  const thenable = {
    then(onLoaded: (loaded: M) => unknown) {
      onLoaded(mod);
      return thenable;
    },
  };
  return thenable as unknown as Promise<M>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithTimeout<T extends ComponentType<any>>(
  factory: Factory<T>,
  ms?: number,
): PreloadableComponent<T> {
  const load = withTimeout(factory, ms);
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const get = () =>
    (loading ??= load().then(
      (mod) => (loaded = mod),
      (err: unknown) => {
        // A failed preload is tried again by the next one, or by the first render.
        loading = null;
        throw err;
      },
    ));
  const component = lazy(() => (loaded ? loadedNow(loaded) : get()));
  return Object.assign(component, { preload: () => get().then(() => undefined) });
}
