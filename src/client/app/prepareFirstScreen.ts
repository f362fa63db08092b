import { matchRoutes, type RouteObject } from 'react-router';
import { isFirstScreenHandle, markPrepared, type FirstScreenLoad } from '@client/lib/useFirstScreenLoad';
import { isRehydrated } from '@client/lib/rehydrated';
import { featureHostOf } from './featureHost';
import { nextTask } from '@client/lib/startup';
import type { AppStore } from './store';

// A prerendered page is hydrated from the state it was rendered from (docs/requirements.md#performance,
// decision 027): the server and the browser both start the page's first loads (pages/firstScreen.ts)
// against the same embedded answers (api/pageData.ts) and wait for them to land before rendering.

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
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads: FirstScreenLoad[] = [];
  for (const match of matches) {
    const { handle } = match.route;
    if (!isFirstScreenHandle(handle)) continue;
    loads.push(handle.firstScreen);
    for (const action of handle.firstScreen(match.params, store.getState())) store.dispatch(action);
  }
  // The page's views then find them made: hydrating repeats none of them.
  markPrepared(pathname, loads);
  // The calls those loads bring in (app/featureLoaders.ts) are a chunk of their own.
  await featureHostOf(store)?.settled();
  // Embedded answers come back within the same task and the sagas go on in microtasks: by the next
  // task they have all landed. A call that went to the network is still pending then, on both sides.
  await nextTask();
}
