import { matchRoutes, type RouteObject } from 'react-router';
import { isFirstScreenHandle, markPrepared, type FirstScreenLoad } from '@client/lib/useFirstScreenLoad';
import type { AppStore } from './store';

// A prerendered page is hydrated from the state it was rendered from (docs/requirements.md#performance,
// decision 027): the server and the browser both start the page's first loads (pages/firstScreen.ts)
// against the same embedded answers (api/pageData.ts) and wait for them to land before rendering.

type PersistMarker = { _persist?: { rehydrated: boolean } };

/** True once every persisted slice has its stored state back (at once in a store that keeps none). */
function isRehydrated(state: object): boolean {
  return Object.values(state as Record<string, PersistMarker | undefined>).every(
    (slice) => !slice?._persist || slice._persist.rehydrated,
  );
}

function rehydrated(store: AppStore): Promise<void> {
  if (isRehydrated(store.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (!isRehydrated(store.getState())) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Embedded answers come back within the same task, and the sagas go on in microtasks: a timer fires
 * once they have all landed. A call that went to the network is still pending then, on both sides.
 */
const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts the first loads of the page at `pathname` (those of every route it matches) once the stored
 * state is back, and resolves when their embedded answers are in the store. The sagas' own first
 * loads (the site settings) land in the same wait.
 */
export async function prepareFirstScreen(
  store: AppStore,
  routes: RouteObject[],
  pathname: string,
): Promise<void> {
  await rehydrated(store);
  const loads: FirstScreenLoad[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const { handle } = match.route;
    if (!isFirstScreenHandle(handle)) continue;
    loads.push(handle.firstScreen);
    for (const action of handle.firstScreen(match.params, store.getState())) store.dispatch(action);
  }
  // The page's views then find them made: hydrating repeats none of them.
  markPrepared(pathname, loads);
  await settled();
}
