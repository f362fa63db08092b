import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import type { NavigateOptions } from './lib/sagaContext';
import { makeStore } from './app/store';
import { ErrorBoundary } from './components/ErrorBoundary';
import { LoadingScreen } from './components/LoadingScreen';
import { observeApiCalls } from './api/client';
import { selectRoleId } from './features/authentication/sessionSelectors';
import { canExportActionLog } from './lib/actionLog/access';
import { installActionLog, listenForExportShortcut } from './lib/actionLog/actionLog';
import { createNetworkLog } from './lib/actionLog/networkLog';
import { createActionRecorder } from './lib/actionLog/recorder';

type AppRouter = ReturnType<typeof createBrowserRouter>;

// Sagas navigate, so the store needs the router; the router is created after the store, so this
// forwards to it once it exists.
let router: AppRouter | null = null;
// QA's action log (docs/requirements.md): every action from the start, and the API calls' outcomes.
const recorder = createActionRecorder();
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
