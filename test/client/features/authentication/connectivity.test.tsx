import { act, screen } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer } from '@client/app/rootReducer';
import { OfflineNotice } from '@client/features/authentication/OfflineNotice';
import {
  browserWindow,
  connectivitySaga,
  type ConnectivitySource,
} from '@client/features/authentication/connectivitySaga';
import { selectIsOffline } from '@client/features/authentication/sessionSelectors';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import { renderWithProviders, sessionState } from '@test/client/renderWithProviders';
import { makeTestContext } from '@test/client/sagaContext';

// docs/requirements.md#errors-global: while the browser has no network the app says so, and the
// notice goes once the connection is back.
const OFFLINE_TEXT = 'You are offline. Changes will not be sent until the connection is back.';

/** A window's connection events, fired by the test. */
class FakeWindow implements ConnectivitySource {
  navigator = { onLine: true };
  listeners = 0;
  private readonly events = new EventTarget();
  addEventListener(type: 'online' | 'offline', listener: () => void) {
    this.listeners += 1;
    this.events.addEventListener(type, listener);
  }
  removeEventListener(type: 'online' | 'offline', listener: () => void) {
    this.listeners -= 1;
    this.events.removeEventListener(type, listener);
  }
  fire(type: 'online' | 'offline') {
    this.events.dispatchEvent(new Event(type));
  }
}

function runWith(source: FakeWindow | null) {
  return expectSaga(connectivitySaga)
    .withReducer(rootReducer)
    .provide([[matchers.call.fn(browserWindow), source]]);
}

describe('the connectivity saga', () => {
  it('follows the offline and online events', async () => {
    const source = new FakeWindow();
    const done = runWith(source).silentRun(50);
    await Promise.resolve();
    source.fire('offline');
    source.fire('online');
    source.fire('offline');
    source.fire('online');
    const { storeState, effects } = await done;
    expect(effects.put.map((e) => e.payload.action)).toEqual(
      [false, true, false, true].map((online) => sessionActions.connectivityChanged({ online })),
    );
    expect(selectIsOffline(storeState)).toBe(false);
  });

  it('shows offline in the state after an offline event', async () => {
    const source = new FakeWindow();
    const done = runWith(source).silentRun(20);
    await Promise.resolve();
    source.fire('offline');
    expect(selectIsOffline((await done).storeState)).toBe(true);
  });

  it('starts offline when the browser is offline already', async () => {
    const source = new FakeWindow();
    source.navigator.onLine = false;
    const { storeState } = await runWith(source)
      .put(sessionActions.connectivityChanged({ online: false }))
      .silentRun(20);
    expect(selectIsOffline(storeState)).toBe(true);
  });

  it('removes its listeners when it ends', async () => {
    const source = new FakeWindow();
    await runWith(source).silentRun(20);
    expect(source.listeners).toBe(0);
  });

  it('does nothing where there is no window', async () => {
    const { effects } = await runWith(null).silentRun(20);
    expect(effects.put).toBeUndefined();
  });
});

describe('the offline notice', () => {
  it('is a status with the offline text while offline, and nothing otherwise', () => {
    const { store } = renderWithProviders(<OfflineNotice />, {
      preloadedState: { session: sessionState(null, { online: false }) },
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    act(() => {
      store.dispatch(sessionActions.connectivityChanged({ online: true }));
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });

  it("follows the window's own events in the app's store", async () => {
    renderWithProviders(<OfflineNotice />, {
      storeOptions: { runSagas: true, context: makeTestContext() },
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
