import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiError } from '@client/api/client';
import type { RootState } from './hooks';
import type { Watcher } from './lazyWatchers';
import { request, type CallSpec, type Outcome } from './request';

// A feature's calls as one table (docs/architecture.md#calls): each entry says which action sets the
// call off, the request key the views read, the call, the text a failure shows, and what lands in the
// store when it answers (the slice's own action, the cache entries it made stale, a toast: all plain
// actions). One saga, `request`, carries out every entry, and the table is the feature's watchers.

/** How an entry takes its actions: the latest only (reads), every one (writes), the first until done. */
export type Take = 'latest' | 'every' | 'leading';

const TAKE = { latest: takeLatest, every: takeEvery, leading: takeLeading } as const;

export interface CallEntry<P, T> {
  /** Default 'latest': a newer read replaces one in flight. Writes take 'every'. */
  take?: Take;
  /** Nothing is asked, and no request recorded, while this holds (the answer is known already). */
  skip?: (state: RootState, payload: P) => boolean;
  /** Where the views find this request's state; by the payload when it names one (a slug, an id). */
  key: string | ((payload: P) => string);
  /** The call as `[fn, ...args]` (an API call, or a saga such as a cached read). */
  call: (payload: P) => CallSpec<T>;
  /**
   * The text a failure shows: the server's own, else this one; a function decides itself (`fixedText`
   * for the calls whose required words replace whatever the server said; `errorText` for a fallback
   * that depends on the payload).
   */
  error: string | ((e: unknown, payload: P) => string);
  /** What the answer puts, in order, before the request counts as done. */
  land?: (data: T, payload: P) => UnknownAction | ReadonlyArray<UnknownAction>;
  /** What else follows the answer (a navigation, a second call), after `land`. */
  then?: (data: T, payload: P) => SagaIterator;
  /** What follows once the request counts as done (a navigation to a page that shows its outcome). */
  done?: (data: T, payload: P) => SagaIterator;
  /** After a failure has been recorded (a fallback value); the error's message is the text shown. */
  failed?: (error: ApiError, payload: P) => SagaIterator;
  /**
   * Handed to `request` as is, so it runs before `failed`, with the call's own error (the server's text,
   * not the one shown): a rule that reads what the server said, such as a 401 that ends the session.
   */
  onFailure?: (error: ApiError) => SagaIterator;
  /** The success text kept with the request (a confirmation to show). */
  message?: (data: T, payload: P) => string | null;
}

/** An action creator of Redux Toolkit: what an entry is keyed by. */
interface Creator<P> {
  type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument list of a creator
  (...args: any[]): PayloadAction<P>;
}

/** The saga that carries out one entry for one action. */
export function callWorker<P, T>(entry: CallEntry<P, T>) {
  return function* serve(action: PayloadAction<P>): SagaIterator {
    const { payload } = action;
    const { skip, error, land, then, done, failed, onFailure, message } = entry;
    if (skip && ((yield select((state: RootState) => skip(state, payload))) as boolean)) return;
    const outcome: Outcome<T> = yield* request<T>({
      key: typeof entry.key === 'function' ? entry.key(payload) : entry.key,
      call: entry.call(payload),
      error: typeof error === 'function' ? (e: unknown) => error(e, payload) : error,
      onSuccess: function* landed(data: T): SagaIterator {
        if (land) for (const next of ([] as UnknownAction[]).concat(land(data, payload))) yield put(next);
        if (then) yield* then(data, payload);
      },
      ...(message ? { message: (data: T) => message(data, payload) } : {}),
      ...(onFailure ? { onFailure } : {}),
    });
    if (outcome.ok && done) yield* done(outcome.data, payload);
    if (!outcome.ok && failed) yield* failed(outcome.error, payload);
  };
}

/** One table entry: the watcher of `creator`'s actions that carries the call out. */
export function callOn<P, T>(creator: Creator<P>, entry: CallEntry<P, T>): Watcher {
  return [TAKE[entry.take ?? 'latest'], creator.type, callWorker(entry)];
}

/**
 * Serves one action as the table would (the entry of its type, once), without watching: what a test
 * runs to see one call from start to end.
 */
export function* serveAction(table: readonly Watcher[], action: UnknownAction): SagaIterator {
  const watcher = table.find(([, type]) => type === action.type);
  if (!watcher) throw new Error(`No call serves ${action.type}`);
  yield* watcher[2](action);
}
