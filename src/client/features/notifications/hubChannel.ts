import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import type { HubConnectionLike } from '@client/api/hubConnection';
import { HUB_EVENTS, type HubEventName } from './hubEvents';

/** What the channel emits: plain data only, so whatever a saga puts from it stays serializable. */
export type HubMessage =
  | { kind: 'event'; target: HubEventName; args: unknown[] }
  | { kind: 'reconnecting'; error: string | null }
  | { kind: 'reconnected' }
  | { kind: 'closed'; error: string | null };

/** JSON hub protocol arguments are plain already; the round trip guards against anything else. */
function plain(args: unknown[]): unknown[] {
  try {
    return JSON.parse(JSON.stringify(args)) as unknown[];
  } catch {
    return [];
  }
}

/**
 * Every server event and connection change of one connection as a channel. Closing it removes the
 * handlers and stops the connection; the library offers no way to remove the state callbacks, so they
 * fall silent through the `open` flag instead.
 */
export function createHubChannel(connection: HubConnectionLike): EventChannel<HubMessage> {
  return eventChannel<HubMessage>((emit) => {
    let open = true;
    const send = (message: HubMessage) => {
      if (open) emit(message);
    };
    const handlers = HUB_EVENTS.map((target) => {
      const handler = (...args: unknown[]) => send({ kind: 'event', target, args: plain(args) });
      connection.on(target, handler);
      return { target, handler };
    });
    connection.onreconnecting((error) => send({ kind: 'reconnecting', error: error?.message ?? null }));
    connection.onreconnected(() => send({ kind: 'reconnected' }));
    connection.onclose((error) => send({ kind: 'closed', error: error?.message ?? null }));
    return () => {
      open = false;
      for (const { target, handler } of handlers) connection.off(target, handler);
      connection.stop().catch(() => undefined);
    };
    // Events that arrive while the saga is busy (starting, joining groups) wait instead of being lost.
  }, buffers.expanding<HubMessage>(16));
}
