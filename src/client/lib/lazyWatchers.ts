import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { type takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';

// Watchers as data: a feature that loads with the first action it serves (app/featureHost.ts) lists
// them, so that what arrived while its chunk loaded is handed to them as they would have taken it.
// Nothing is lost and nothing is dispatched twice, so a recorded action log reads the same either way.

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
