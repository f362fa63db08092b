import type { HubConnection } from '@microsoft/signalr';
import { HUB_PATH } from '@shared/api/routes';
import { API_HOST } from './apiHost';

// Live connection constants of docs/requirements.md#hub. The negotiate redirect limit (100) is the
// client library's own.
export const HUB_RECONNECT_DELAYS_MS: readonly number[] = [0, 2000, 10_000, 30_000];
export const HUB_SERVER_TIMEOUT_MS = 30_000;
export const HUB_KEEP_ALIVE_MS = 15_000;
export const HUB_REQUEST_TIMEOUT_MS = 100_000;

/** What the hub saga needs of a connection; tests give a fake with the same shape. */
export interface HubConnectionLike {
  on(name: string, handler: (...args: unknown[]) => void): void;
  off(name: string, handler: (...args: unknown[]) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke(name: string, ...args: unknown[]): Promise<unknown>;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  onclose(callback: (error?: Error) => void): void;
}

export type HubConnectionFactory = (getToken: () => string | null) => Promise<HubConnectionLike>;

/**
 * The connection to /hubs/notification. The library is imported here, on first use, so that it stays
 * out of the initial download (160 KiB budget).
 */
export const buildHubConnection: HubConnectionFactory = async (getToken) => {
  const signalR = await import(/* webpackChunkName: "signalr" */ '@microsoft/signalr');
  const connection: HubConnection = new signalR.HubConnectionBuilder()
    .withUrl(`${API_HOST}${HUB_PATH}`, {
      // Asked again on every (re)connect, so a reconnect never sends a token of an ended session.
      accessTokenFactory: () => getToken() ?? '',
      transport: signalR.HttpTransportType.WebSockets,
      timeout: HUB_REQUEST_TIMEOUT_MS,
    })
    .withAutomaticReconnect([...HUB_RECONNECT_DELAYS_MS])
    .withServerTimeout(HUB_SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(HUB_KEEP_ALIVE_MS)
    // Below Warning the library logs URLs, which carry the access token on WebSocket connects.
    .configureLogging(signalR.LogLevel.Warning)
    .build();
  return connection;
};
