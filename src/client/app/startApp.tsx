import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { routes } from './routes';
import { appElement } from './appElement';
import { createNavigator } from './navigator';
import { prepareFirstScreen } from './prepareFirstScreen';
import { makeStore } from './store';
import { createBrowserStyleCache } from './styleCache';
import { profiled } from './profiling';
import { LoadingScreen } from '@client/components/LoadingScreen';
import { listenForFirstInput } from '@client/components/lazyWithTimeout';
import { observeApiCalls } from '@client/api/client';
import { selectRoleId, parseStoredSession, SESSION_STORAGE_KEY } from '@client/features/authentication';
import { canExportActionLog } from '@client/lib/actionLog/access';
import { installActionLog, listenForExportShortcut } from '@client/lib/actionLog/actionLog';
import { createNetworkLog } from '@client/lib/actionLog/networkLog';
import { createActionRecorder } from '@client/lib/actionLog/recorder';
import { redactPageAddress } from '@client/lib/actionLog/redaction';
import { nextTask } from '@client/lib/startup';
import { useAppSelector } from '@client/lib/hooks';
import { isRehydrated } from '@client/lib/rehydrated';

/**
 * The loading screen until every persisted slice has its stored state back (lib/rehydrated.ts), as
 * redux-persist's PersistGate shows it, without bringing its React bindings into the first download.
 */
function RehydratedGate({ children }: { children: ReactNode }) {
  return useAppSelector(isRehydrated) ? children : <LoadingScreen />;
}

/** A signed-in visit renders from the browser's session; the server prerenders a visitor's page. */
function hasStoredSession(): boolean {
  try {
    return parseStoredSession(window.localStorage.getItem(SESSION_STORAGE_KEY))?.token != null;
  } catch {
    return false;
  }
}

/**
 * React's error 421: a part of the page was changed (a store update, say a sign-in sent before the app
 * ran) while it still waited for its chunk, so React draws that part anew instead of hydrating it.
 * The page stays right, so it is only noted; every other recoverable error (a markup mismatch) is
 * reported as React reports it.
 */
const UPDATED_BEFORE_HYDRATED = /React error #421\b|received an update before it finished hydrating/;

export function reportRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (UPDATED_BEFORE_HYDRATED.test(message)) {
    console.info('A part of the page was drawn anew: it changed before it had been hydrated.');
    return;
  }
  // As React's default does; a browser without reportError gets it on the console.
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}

/** Starts the application: the store with its sagas, the action log, the router and the page. */
export function startApp(): void {
  // Sagas navigate; the router renders after the store exists, and hands its navigate over then.
  const navigator = createNavigator();
  // A prerendered page's parts below the fold load at the first input, whenever they render.
  listenForFirstInput();
  // QA's action log (docs/requirements.md): every action from the start, and the API calls' outcomes.
  const recorder = createActionRecorder({
    page: () => redactPageAddress(window.location.pathname, window.location.search),
  });
  const network = createNetworkLog();
  observeApiCalls(network.record);
  installActionLog({ recorder, network });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const hydrating = container.firstElementChild != null && !hasStoredSession();
  const { store, persistor } = makeStore(undefined, {
    persist: true,
    // A prerendered page's sagas start in a task of their own, before its first screen is prepared
    // and long before it is hydrated: nothing dispatches for them in between.
    startSagasAfter: hydrating ? nextTask() : undefined,
    extraMiddleware: [recorder.middleware],
    context: {
      navigate: navigator.navigate,
      getLocation: () => window.location.pathname + window.location.search,
    },
  });
  listenForExportShortcut(() => canExportActionLog(selectRoleId(store.getState())));
  const styles = createBrowserStyleCache();

  const app = (gate?: (children: ReactNode) => ReactNode) =>
    profiled(
      appElement({
        store,
        navigator,
        gate,
        styles,
        router: (children) => <BrowserRouter>{children}</BrowserRouter>,
      }),
      store,
    );

  // A visitor's public page came prerendered (decision 027): the store is brought to the state the
  // server rendered it from (the stored state back, the page's first loads answered from the page),
  // and React takes the markup over instead of drawing it again. Hydrating in a transition lets
  // the browser handle input between its parts.
  if (hydrating) {
    void nextTask()
      .then(() => prepareFirstScreen(store, routes, window.location.pathname))
      .then(() =>
        startTransition(() => {
          hydrateRoot(container, app(), { onRecoverableError: reportRecoverableError });
        }),
      );
    return;
  }
  createRoot(container).render(
    app((children) => (persistor ? <RehydratedGate>{children}</RehydratedGate> : children)),
  );
}
