import { CANCEL, type SagaIterator } from 'redux-saga';
import { call, getContext } from 'redux-saga/effects';
import type { HubConnectionFactory } from '@client/api/hubConnection';
import type { FeatureName } from './features';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What sagas need from the browser, given through the saga context so tests can replace it. */
export interface SagaContext {
  navigate: (to: string, options?: NavigateOptions) => void;
  /** The current path with its query and hash. */
  getLocation: () => string;
  now: () => number;
  /** Builds the live notification connection; tests give a fake (default: services/hubConnection). */
  createHubConnection?: HubConnectionFactory;
  /**
   * The raw stored session (redux-persist's `persist:session`), for the 5-minute re-read; absent when
   * the store is not persisted, in which case the store itself is the session's only copy.
   */
  readStoredSession?: () => Promise<string | null>;
  /**
   * Writes to storage at once what redux-persist would otherwise write a few milliseconds later (its
   * persistor's flush); absent when the store is not persisted.
   */
  flushStoredState?: () => Promise<unknown>;
  /**
   * Sagas of other features that live as long as a session, beside authentication's own (the
   * notification list and hub): the app composes them (app/store.ts), so authentication needs none of
   * those features.
   */
  sessionSagas?: ReadonlyArray<() => SagaIterator>;
  /** Brings a lazily joined feature into the store (its host's `load`); absent in a bare saga test. */
  loadFeature?: (name: FeatureName) => Promise<void>;
}

export function windowLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Navigation when no router navigate was given: changes the history entry the way React Router
 * stores it (its state under `usr`) and fires popstate so a mounted router re-reads the location.
 */
export function historyNavigate(to: string, options: NavigateOptions = {}): void {
  const entry = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10), idx: 0 };
  const current = window.history.state as { idx?: unknown } | null;
  const idx = typeof current?.idx === 'number' ? current.idx : 0;
  if (options.replace) {
    window.history.replaceState({ ...entry, idx }, '', to);
  } else {
    window.history.pushState({ ...entry, idx: idx + 1 }, '', to);
  }
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

export const defaultSagaContext: SagaContext = {
  navigate: historyNavigate,
  getLocation: windowLocation,
  now: () => Date.now(),
};

function* contextValue<K extends keyof SagaContext>(key: K): SagaIterator<SagaContext[K]> {
  const value: SagaContext[K] | undefined = yield getContext(key);
  return value ?? defaultSagaContext[key];
}

export function* navigateTo(to: string, options?: NavigateOptions): SagaIterator<void> {
  const navigate = yield* contextValue('navigate');
  yield call(navigate, to, options);
}

export function* currentLocation(): SagaIterator<string> {
  const getLocation = yield* contextValue('getLocation');
  const location: string = yield call(getLocation);
  return location;
}

/** The stored session's raw text, or undefined when nothing is persisted. */
export function* storedSessionText(): SagaIterator<string | null | undefined> {
  const read: SagaContext['readStoredSession'] = yield getContext('readStoredSession');
  if (!read) return undefined;
  const raw: string | null = yield call(read);
  return raw;
}

/** Resolves once the persisted slices are in storage, so a page load from now on finds them. */
export function* flushStoredState(): SagaIterator<void> {
  const flush: SagaContext['flushStoredState'] = yield getContext('flushStoredState');
  if (flush) yield call(flush);
}

export function* currentTime(): SagaIterator<number> {
  const now = yield* contextValue('now');
  const time: number = yield call(now);
  return time;
}

/** A delay whose timer is cleared when the waiting saga is cancelled; tests provide it by reference. */
export function sleep(ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Object.assign(promise, { [CANCEL]: () => clearTimeout(timer) });
}

/** Waits until the feature has joined the store; a bare saga test has no store to join. */
export function* joinFeature(name: FeatureName): SagaIterator<void> {
  const load: SagaContext['loadFeature'] = yield getContext('loadFeature');
  if (load) yield call(load, name);
}

/** The other features' per-session sagas the app gave the store (none in a bare saga test). */
export function* otherSessionSagas(): SagaIterator<ReadonlyArray<() => SagaIterator>> {
  const sagas: SagaContext['sessionSagas'] = yield getContext('sessionSagas');
  return sagas ?? [];
}
