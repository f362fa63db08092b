import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import { AppProviders } from '@client/app/AppProviders';
import type { RootState } from '@client/app/rootReducer';
import { routes } from '@client/app/routes';
import { ErrorBoundary } from '@client/components/ErrorBoundary';
import { readShowStep, type FromFrame } from '@client/lib/actionLog/qaFrameProtocol';
import { createFrozenStore, type FrozenStore } from './frozenStore';
import { FrameNotice } from './FrameNotice';

type FrameRouter = ReturnType<typeof createMemoryRouter>;

/**
 * The frame of the QA replay view (docs/requirements.md#qa): the app's own routes, providers and
 * views over a store that shows the state the replay view sends, at the page it names. It runs no
 * saga, makes no API call and touches no storage; it listens only to the page that framed it.
 */
export function startQaFrame(win: Window = window): void {
  const container = win.document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  const framed = win.parent !== win;
  root.render(<FrameNotice framed={framed} />);
  if (!framed) return;

  const post = (message: FromFrame) => win.parent.postMessage(message, win.location.origin);
  let pending: string[] = [];
  const reportIgnored = (action: UnknownAction) => {
    if (pending.length === 0) {
      queueMicrotask(() => {
        post({ kind: 'qa-replay:ignored', types: pending });
        pending = [];
      });
    }
    pending.push(action.type);
  };

  let store: FrozenStore<RootState> | null = null;
  let router: FrameRouter | null = null;
  win.addEventListener('message', (event) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    const step = readShowStep(event.data);
    if (!step) return;
    const state = step.state as RootState;
    if (!store || !router) {
      store = createFrozenStore(state, reportIgnored);
      router = createMemoryRouter(routes, { initialEntries: [step.page] });
      router.subscribe(({ location }) =>
        post({ kind: 'qa-replay:page', page: location.pathname + location.search }),
      );
      root.render(
        <StrictMode>
          <ErrorBoundary>
            <AppProviders store={store}>
              <RouterProvider router={router} />
            </AppProviders>
          </ErrorBoundary>
        </StrictMode>,
      );
      return;
    }
    store.show(state);
    const { pathname, search } = router.state.location;
    if (pathname + search !== step.page) void router.navigate(step.page);
  });
  post({ kind: 'qa-replay:ready' });
}
