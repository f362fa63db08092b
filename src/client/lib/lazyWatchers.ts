import type { UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import {
  actionChannel,
  call,
  flush,
  fork,
  take,
  type takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';

// Sagas that only some visitors need load when first asked for (docs/architecture.md#lazy-sagas): the
// store knows which action types they serve, holds what arrives while their chunk loads, and hands it
// to them once they run. Nothing is lost and nothing is dispatched twice, so a recorded action log
// reads the same either way.

/** How a watcher takes its actions: every one, the latest only, or the first until it is done. */
export type TakeHelper = typeof takeEvery | typeof takeLatest | typeof takeLeading;

/** One action type and the saga that serves it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each worker takes its own action type
export type Watcher = readonly [take: TakeHelper, type: string, worker: (action: any) => SagaIterator];

/** The saga that forks the given watchers: the same thing as writing out their take effects. */
export function watchAll(watchers: readonly Watcher[]): () => SagaIterator {
  return function* watching(): SagaIterator {
    for (const [helper, type, worker] of watchers) yield helper(type, worker);
  };
}

/**
 * Waits for the first action of `types`, loads the watchers that serve them, forks them and serves
 * what arrived meanwhile. A chunk that fails to load (the network) is asked for again with the next
 * such action; what was waiting is dropped, as a call that failed would be.
 */
export function* lazyWatchers(
  types: readonly string[],
  load: () => Promise<readonly Watcher[]>,
): SagaIterator {
  const early: Channel<UnknownAction> = yield actionChannel([...types], buffers.expanding(8));
  let watchers: readonly Watcher[] | null = null;
  let waiting: UnknownAction[] = [];
  try {
    while (!watchers) {
      const first: UnknownAction = yield take(early);
      try {
        watchers = (yield call(load)) as readonly Watcher[];
      } catch {
        yield flush(early);
        continue;
      }
      yield fork(watchAll(watchers));
      waiting = [first, ...((yield flush(early)) as UnknownAction[])];
    }
  } finally {
    early.close();
  }
  for (const [action, worker] of servedOf(watchers, waiting)) yield fork(worker, action);
}

/**
 * What the watchers would have served of `waiting`, had they been running: every action of a
 * takeEvery, the first of a takeLeading (a double click sends once), the last of a takeLatest.
 */
export function servedOf(
  watchers: readonly Watcher[],
  waiting: readonly UnknownAction[],
): Array<[UnknownAction, Watcher[2]]> {
  const served: Array<[UnknownAction, Watcher[2]]> = [];
  waiting.forEach((action, index) => {
    const watcher = watchers.find(([, type]) => type === action.type);
    if (!watcher) return;
    const [helper, type] = watcher;
    const same = (other: UnknownAction) => other.type === type;
    if (helper === takeLeading && waiting.findIndex(same) !== index) return;
    if (helper === takeLatest && waiting.findLastIndex(same) !== index) return;
    served.push([action, watcher[2]]);
  });
  return served;
}
