import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { sessionActions as a } from './sessionSlice';

// The browser's network connection (docs/requirements.md#errors-global): while it is gone the app
// says so, and says nothing once it is back.

/** What the channel listens to: a window, or a stand-in in tests. */
export interface ConnectivitySource {
  navigator: { onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** `online` and `offline` events as a channel of the new state; closing it removes the listeners. */
export function connectivityChannel(source: ConnectivitySource): EventChannel<boolean> {
  return eventChannel<boolean>((emit) => {
    const online = () => emit(true);
    const offline = () => emit(false);
    source.addEventListener('online', online);
    source.addEventListener('offline', offline);
    return () => {
      source.removeEventListener('online', online);
      source.removeEventListener('offline', offline);
    };
  });
}

/** The browser's window, or null where there is none (prerendering on the server). */
export const browserWindow = (): ConnectivitySource | null => (typeof window === 'undefined' ? null : window);

/** Runs for the whole life of the store: the state at start, then every change. */
export function* connectivitySaga(): SagaIterator {
  const source: ConnectivitySource | null = yield call(browserWindow);
  if (!source) return;
  const channel: EventChannel<boolean> = yield call(connectivityChannel, source);
  try {
    // A page opened from the browser's cache while offline starts offline.
    if (!source.navigator.onLine) yield put(a.connectivityChanged({ online: false }));
    while (true) {
      const online: boolean = yield take(channel);
      yield put(a.connectivityChanged({ online }));
    }
  } finally {
    channel.close();
  }
}
