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
  return lazyPart(factory, { ms });
}

/** The parts still waiting to come into view, each woken by `wakeBelowTheFold`. */
const waiting = new Set<() => void>();
let listening = false;
/** Set by the first input or navigation: from then on every part loads as it renders. */
let awake = false;

/**
 * Every part still waiting to come into view loads now. A change that reaches a part not yet hydrated
 * (a navigation changes the router's context everywhere) waits until React has hydrated it, so the
 * visitor's first input, a going back or forward, and a navigation the app makes (app/navigator.ts)
 * each start their loads first: the new page's chunk and theirs then load side by side.
 */
export function wakeBelowTheFold(): void {
  awake = true;
  for (const wake of [...waiting]) wake();
}

/**
 * Wakes the parts below the fold at the visitor's first input, including those that render after it
 * (a part still hydrating when the visitor clicks): app/startApp.tsx listens from the start.
 */
export function listenForFirstInput(): void {
  if (listening) return;
  listening = true;
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'popstate']) {
    window.addEventListener(type, wakeBelowTheFold, { capture: true, passive: true });
  }
}

/**
 * Resolves once some of the element with this id is in view (not only touching the window's edge:
 * the footer starts at the fold) or `wakeBelowTheFold` is called; at once after the first input or
 * navigation, and where what is in view cannot be known: on the server, in a browser without IntersectionObserver, or when the element is not in the
 * document (a page drawn in the browser, whose parts render together).
 */
export function whenInView(id: string): Promise<void> {
  if (awake || typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  listenForFirstInput();
  return new Promise((resolve) => {
    const wake = () => {
      observer.disconnect();
      waiting.delete(wake);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio > 0)) wake();
      },
      { threshold: 0.01 },
    );
    observer.observe(element);
    waiting.add(wake);
  });
}

/**
 * A part of a prerendered page below the fold (decision 044): its chunk loads only when the element
 * `id`, which holds its place, comes into view, or at the visitor's first input. Until then React leaves the server's markup in
 * place, unhydrated: it reads and links as sent, and the first download of the page carries none of
 * its code. The time-out counts from when the load starts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyBelowTheFold<T extends ComponentType<any>>(id: string, factory: Factory<T>) {
  return lazyPart(factory, { until: () => whenInView(id) });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function lazyPart<T extends ComponentType<any>>(
  factory: Factory<T>,
  { ms, until }: { ms?: number; until?: () => Promise<void> },
): PreloadableComponent<T> {
  const timed = withTimeout(factory, ms);
  const load = until ? () => until().then(timed) : timed;
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
