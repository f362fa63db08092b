import type { NavigateFunction } from 'react-router';
import type { NavigateOptions } from '@client/lib/sagaContext';
import { wakeBelowTheFold } from '@client/components/lazyWithTimeout';

/**
 * How code outside React (the sagas) moves the router: the app's router is declarative, so its
 * navigate function exists once the router has rendered; a navigation asked for earlier (during
 * rehydration, before the first render) waits for it.
 */
export function createNavigator() {
  let navigate: NavigateFunction | null = null;
  let pending: { to: string; options?: NavigateOptions } | null = null;
  return {
    navigate(to: string, options?: NavigateOptions) {
      // The page's parts not yet hydrated load with the next page's (components/lazyWithTimeout.ts).
      wakeBelowTheFold();
      if (navigate) void navigate(to, options);
      else pending = { to, options };
    },
    /** The router's own navigate, from inside it (app/RouterBridge.tsx). */
    attach(next: NavigateFunction) {
      navigate = next;
      if (pending) {
        const { to, options } = pending;
        pending = null;
        void next(to, options);
      }
    },
  };
}

export type Navigator = ReturnType<typeof createNavigator>;
