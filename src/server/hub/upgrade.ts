import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import { bearerToken, samePath } from './credentials';
import { newId, type NegotiationStore } from './negotiations';
import type { ConnectionLimit, HubLogger, HubUser } from './types';

export interface UpgradeDeps {
  path: string;
  wss: WebSocketServer;
  store: NegotiationStore;
  log: HubLogger;
  authenticate(token: string): Promise<HubUser | null>;
  isOriginAllowed(origin: string | undefined, host?: string): boolean;
  isShuttingDown(): boolean;
  connectionLimit: ConnectionLimit;
  /** `token` is the negotiated connection token, or null for a connection that skipped negotiate. */
  accept(ws: WebSocket, connectionId: string, user: HubUser, token: string | null): void;
}

export function createUpgradeListener(server: Server, deps: UpgradeDeps) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!samePath(url.pathname, deps.path)) {
      // With no other upgrade listener nobody would answer, and the socket would hang open.
      if (server.listenerCount('upgrade') === 1) refuse(socket, 404);
      return;
    }
    // Node removed its own error listener when it handed the socket over; until ws takes it,
    // an unhandled error from a vanished client would crash the process.
    socket.on('error', ignoreSocketError);
    handleUpgrade(deps, req, socket, head, url).catch((err: unknown) => {
      deps.log.error({ err, path: url.pathname }, 'hub: upgrade failed');
      refuse(socket, 500);
    });
  };
}

async function handleUpgrade(
  deps: UpgradeDeps,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  url: URL,
) {
  if (deps.isShuttingDown()) return refuse(socket, 503);
  const origin = req.headers.origin ?? headerValue(req.headers['sec-websocket-origin']);
  if (!deps.isOriginAllowed(origin, req.headers.host)) {
    deps.log.info({ origin }, 'hub: origin refused');
    return refuse(socket, 403);
  }
  const token = bearerToken(req.headers, url.searchParams);
  const user = token === null ? null : await deps.authenticate(token);
  if (!user) return refuse(socket, 401, { 'WWW-Authenticate': 'Bearer' });
  if (socket.destroyed) return;
  // Checked after the last await, so that racing upgrades of one user cannot all pass it.
  if (deps.connectionLimit.isFull(user)) return refuse(socket, 429, {}, deps.connectionLimit.text);

  const connectionToken = url.searchParams.get('id');
  if (connectionToken === null) {
    // No id: the client used skipNegotiation, so the connection is born here.
    socket.off('error', ignoreSocketError);
    deps.wss.handleUpgrade(req, socket, head, (ws) => deps.accept(ws, newId(), user, null));
    return;
  }
  const owner = deps.store.userOf(connectionToken);
  if (owner && owner.userId !== user.userId) return refuse(socket, 403);
  const claim = deps.store.claim(connectionToken, Date.now(), user);
  if (claim.status === 'unknown') return refuse(socket, 404, {}, 'No Connection with that ID');
  if (claim.status === 'active') return refuse(socket, 409, {}, 'Connection ID is already in use');
  // Claimed before the upgrade so that a second socket racing for the same token sees 409; the
  // upgrade either calls back synchronously or refuses the request, so `accepted` is final below.
  let accepted = false;
  try {
    socket.off('error', ignoreSocketError);
    deps.wss.handleUpgrade(req, socket, head, (ws) => {
      accepted = true;
      deps.accept(ws, claim.connectionId, user, connectionToken);
    });
  } finally {
    if (!accepted) deps.store.unclaim(connectionToken);
  }
}

function refuse(
  socket: Duplex,
  status: number,
  headers: Record<string, string> = {},
  body = STATUS_CODES[status] ?? '',
) {
  if (socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.once('finish', () => socket.destroy());
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}

function ignoreSocketError(): void {
  // The client is gone; the refusal or the WebSocket's own close handling cleans up.
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
