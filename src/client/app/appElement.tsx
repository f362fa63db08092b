import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { ErrorBoundary } from '@client/components/ErrorBoundary';
import { AppProviders } from './AppProviders';
import type { Navigator } from './navigator';
import { AppRoutes } from './RouterBridge';
import { routes } from './routes';
import type { AppStore } from './store';

interface AppElementOptions {
  store: AppStore;
  navigator: Navigator;
  /** The router around the route table: the browser's, or a fixed address when prerendering. */
  router: (routes: ReactNode) => ReactNode;
  /** Wraps what needs the rehydrated store (AppProviders). */
  gate?: (children: ReactNode) => ReactNode;
  /** Where the styles go (styleCache.ts): the page's head, or a prerender's collection. */
  styles: EmotionCache;
}

/** The application as the browser renders it and the server prerenders it: one tree for both. */
export function appElement({ store, navigator, router, gate, styles }: AppElementOptions): ReactElement {
  return (
    <StrictMode>
      <CacheProvider value={styles}>
        <ErrorBoundary>
          <AppProviders store={store} gate={gate}>
            {router(<AppRoutes routes={routes} navigator={navigator} />)}
          </AppProviders>
        </ErrorBoundary>
      </CacheProvider>
    </StrictMode>
  );
}
