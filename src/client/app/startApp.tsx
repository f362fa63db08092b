import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import type { NavigateOptions } from '@client/lib/sagaContext';
import { makeStore } from './store';
import { ErrorBoundary } from '@client/components/ErrorBoundary';
import { LoadingScreen } from '@client/components/LoadingScreen';
import { observeApiCalls } from '@client/api/client';
import { selectRoleId } from '@client/features/authentication/sessionSelectors';
import { canExportActionLog } from '@client/lib/actionLog/access';
import { installActionLog, listenForExportShortcut } from '@client/lib/actionLog/actionLog';
import { createNetworkLog } from '@client/lib/actionLog/networkLog';
import { createActionRecorder } from '@client/lib/actionLog/recorder';
import { redactPageAddress } from '@client/lib/actionLog/redaction';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Starts the application: the store with its sagas, the action log, the router and the page. */
export function startApp(): void {
  // Sagas navigate, so the store needs the router; the router is created after the store, so this
  // forwards to it once it exists.
  let router: AppRouter | null = null;
  // QA's action log (docs/requirements.md): every action from the start, and the API calls' outcomes.
  const recorder = createActionRecorder({
    page: () => redactPageAddress(window.location.pathname, window.location.search),
  });
  const network = createNetworkLog();
  observeApiCalls(network.record);
  installActionLog({ recorder, network });
  const { store, persistor } = makeStore(undefined, {
    persist: true,
    extraMiddleware: [recorder.middleware],
    context: {
      navigate: (to: string, options?: NavigateOptions) => {
        void router?.navigate(to, options);
      },
      getLocation: () => window.location.pathname + window.location.search,
    },
  });
  router = createBrowserRouter(routes);
  listenForExportShortcut(() => canExportActionLog(selectRoleId(store.getState())));
  const appRouter = router;

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary>
        <AppProviders
          store={store}
          gate={(children) =>
            persistor ? (
              <PersistGate loading={<LoadingScreen />} persistor={persistor}>
                {children}
              </PersistGate>
            ) : (
              children
            )
          }
        >
          <RouterProvider router={appRouter} />
        </AppProviders>
      </ErrorBoundary>
    </StrictMode>,
  );
}
