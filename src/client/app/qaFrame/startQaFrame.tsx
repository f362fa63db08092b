import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import { AppProviders } from '@client/app/AppProviders';
import type { RootState } from '@client/app/rootReducer';
import { routes } from '@client/app/routes';
import { createNavigator } from '@client/app/navigator';
import { AppRoutes } from '@client/app/RouterBridge';
import { ErrorBoundary } from '@client/components/ErrorBoundary';
import { readShowStep, type FromFrame } from '@client/lib/actionLog/qaFrameProtocol';
import { createFrozenStore, type FrozenStore } from './frozenStore';
import { FrameNotice } from './FrameNotice';

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
  const navigator = createNavigator();
  // The page the frame shows: the one it was sent, or one a link inside it led to.
  let shown = '';
  const onLocation = (page: string) => {
    shown = page;
    post({ kind: 'qa-replay:page', page });
  };
  win.addEventListener('message', (event) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    const step = readShowStep(event.data);
    if (!step) return;
    const state = step.state as RootState;
    if (!store) {
      store = createFrozenStore(state, reportIgnored);
      root.render(
        <StrictMode>
          <ErrorBoundary>
            <AppProviders store={store}>
              <MemoryRouter initialEntries={[step.page]}>
                <AppRoutes routes={routes} navigator={navigator} onLocation={onLocation} />
              </MemoryRouter>
            </AppProviders>
          </ErrorBoundary>
        </StrictMode>,
      );
      return;
    }
    store.show(state);
    if (shown !== step.page) navigator.navigate(step.page);
  });
  post({ kind: 'qa-replay:ready' });
}
