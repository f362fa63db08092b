import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { createNavigator } from './navigator';
import { AppRoutes } from './RouterBridge';
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

/** Starts the application: the store with its sagas, the action log, the router and the page. */
export function startApp(): void {
  // Sagas navigate; the router renders after the store exists, and hands its navigate over then.
  const navigator = createNavigator();
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
      navigate: navigator.navigate,
      getLocation: () => window.location.pathname + window.location.search,
    },
  });
  listenForExportShortcut(() => canExportActionLog(selectRoleId(store.getState())));

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
          <BrowserRouter>
            <AppRoutes routes={routes} navigator={navigator} />
          </BrowserRouter>
        </AppProviders>
      </ErrorBoundary>
    </StrictMode>,
  );
}
