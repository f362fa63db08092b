import { useReducer } from 'react';
import { useBrowserLayoutEffect } from '@client/components/useBrowserLayoutEffect';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useLocation, useParams, type Params } from 'react-router';
import { useAppStore, type RootState } from './hooks';

/** A page's first loads, from its route's parameters and the state it opens in. */
export type FirstScreenLoad = (params: Readonly<Params>, state: RootState) => UnknownAction[];

/** What a route carries in its `handle` for the preparation of its page (app/prepareFirstScreen.ts). */
export interface FirstScreenHandle {
  firstScreen: FirstScreenLoad;
}

/** The loads already made for the page the browser opened on, before it was hydrated. */
let prepared: { pathname: string; loads: Set<FirstScreenLoad> } | null = null;

/** The store was prepared for this page with these loads (app/prepareFirstScreen.ts). */
export function markPrepared(pathname: string, loads: readonly FirstScreenLoad[]): void {
  prepared = { pathname, loads: new Set(loads) };
}

/** True once, for a load made before the page it belongs to was hydrated. */
function takePrepared(pathname: string, load: FirstScreenLoad): boolean {
  if (prepared?.pathname !== pathname || !prepared.loads.has(load)) return false;
  prepared.loads.delete(load);
  return true;
}

export const isFirstScreenHandle = (handle: unknown): handle is FirstScreenHandle =>
  typeof handle === 'object' && handle !== null && 'firstScreen' in handle;

/**
 * Starts a page's first loads (pages/firstScreen.ts) as it mounts, before the browser paints. A
 * visitor's first reads are answered from the page itself (api/pageData.ts) within the same task, so
 * the first frame can already show the content instead of placeholders that the content then pushes
 * down. A page hydrated over its prerendered HTML had its loads made before, and does not repeat them.
 *
 * The views of a page that has just mounted subscribe to the store only in their passive effects,
 * which React may run after a paint: an answer landing before then would show a frame late. The
 * update below is synchronous, and React runs the pending passive effects before it, so the views
 * are subscribed by the time the answer lands.
 */
export function useFirstScreenLoad(load: FirstScreenLoad): void {
  const store = useAppStore();
  const params = useParams();
  const { pathname } = useLocation();
  const [, subscribeNow] = useReducer((n: number) => n + 1, 0);
  const key = JSON.stringify(params);
  useBrowserLayoutEffect(() => {
    // Hydrated over its prerendered HTML, the page rendered from answers already in the store:
    // nothing lands that it must be subscribed for, and rendering it again at once (a synchronous
    // update, the whole page) would only repeat the hydration's work in one long task.
    if (takePrepared(pathname, load)) return;
    for (const action of load(params, store.getState())) store.dispatch(action);
    subscribeNow();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the parameters are compared by value
  }, [load, store, key]);
}
