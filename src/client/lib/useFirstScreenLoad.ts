import { useLayoutEffect, type DependencyList } from 'react';

/**
 * Starts a page's loads as it mounts, before the browser paints. A visitor's first reads are answered
 * from the page itself (api/pageData.ts) within the same task, so the first frame already shows the
 * content, instead of placeholders that the content then pushes down. Other loads behave as from an
 * ordinary effect.
 */
export function useFirstScreenLoad(load: () => void, deps: DependencyList): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the dependencies
  useLayoutEffect(load, deps);
}
