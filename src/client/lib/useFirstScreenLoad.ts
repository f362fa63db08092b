import { useLayoutEffect, useReducer, type DependencyList } from 'react';

/**
 * Starts a page's loads as it mounts, before the browser paints. A visitor's first reads are answered
 * from the page itself (api/pageData.ts) within the same task, so the first frame can already show
 * the content instead of placeholders that the content then pushes down. Other loads behave as from
 * an ordinary effect.
 *
 * The views of a page that has just mounted subscribe to the store only in their passive effects,
 * which React may run after a paint: an answer landing before then would show a frame late. The
 * update below is synchronous, and React runs the pending passive effects before it, so the views
 * are subscribed by the time the answer lands.
 */
export function useFirstScreenLoad(load: () => void, deps: DependencyList): void {
  const [, subscribeNow] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    load();
    subscribeNow();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the dependencies
  }, deps);
}
