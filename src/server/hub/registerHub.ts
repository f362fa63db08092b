import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { InProcessBackplane } from './backplane';
import { HubConnection, type ConnectionHost, type Timeouts } from './connection';
import { originChecker } from './credentials';
import { MethodTable } from './dispatch';
import { userGroup } from './groupMethods';
import { registerNegotiateRoute } from './negotiate';
import { NegotiationStore } from './negotiations';
import { invocationFrame } from './protocol';
import { ConnectionRegistry } from './registry';
import type { Backplane, BackplaneEvent, Hub, HubOptions, HubUser } from './types';
import { createUpgradeListener } from './upgrade';

// Defaults match ASP.NET Core's HubOptions and the client's constants (docs/requirements.md#hub).
const DEFAULTS = {
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  negotiateTtlMs: 15_000,
  maxMessageBytes: 32 * 1024,
  // A few dozen tabs at most; one token must not hold sockets without bound.
  maxConnectionsPerUser: 30,
  tooManyConnectionsText: 'Too many live connections for this account.',
};

/**
 * Mounts the hub on the app: the negotiate route through Fastify and the WebSocket on the app's
 * HTTP server. Every event goes through the backplane so that, with a shared one, each process
 * delivers to its own clients.
 */
export async function registerHub(app: FastifyInstance, options: HubOptions): Promise<Hub> {
  const timeouts: Timeouts = {
    keepAliveMs: options.keepAliveMs ?? DEFAULTS.keepAliveMs,
    clientTimeoutMs: options.clientTimeoutMs ?? DEFAULTS.clientTimeoutMs,
    handshakeTimeoutMs: options.handshakeTimeoutMs ?? DEFAULTS.handshakeTimeoutMs,
  };
  const negotiateTtlMs = options.negotiateTtlMs ?? DEFAULTS.negotiateTtlMs;
  const maxMessageBytes = options.maxMessageBytes ?? DEFAULTS.maxMessageBytes;
  const log = options.logger ?? app.log;
  const sessionNow = options.now ?? Date.now;
  const maxPerUser = options.maxConnectionsPerUser ?? DEFAULTS.maxConnectionsPerUser;
  const tooManyText = options.tooManyConnectionsText ?? DEFAULTS.tooManyConnectionsText;
  const backplane: Backplane = options.backplane ?? new InProcessBackplane();
  const isOriginAllowed = originChecker(options.allowedOrigins);
  const store = new NegotiationStore(negotiateTtlMs, options.negotiationSecret);
  const registry = new ConnectionRegistry(backplane);
  let shuttingDown = false;
  const isShuttingDown = () => shuttingDown;
  const connectionLimit = {
    isFull: (user: HubUser) => registry.countOf(user.userId) >= maxPerUser,
    text: tooManyText,
  };

  const host: ConnectionHost = {
    methods: new MethodTable(options.methods),
    log,
    maxMessageBytes,
    join: (conn, group) => registry.join(conn, group),
    leave: (conn, group) => registry.leave(conn, group),
    handshakeCompleted: (conn) => log.debug({ connectionId: conn.connectionId }, 'hub: connected'),
    closed: (conn) => {
      registry.remove(conn);
      log.debug({ connectionId: conn.connectionId }, 'hub: disconnected');
    },
  };

  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    // ASP.NET does not compress either, and compression would defeat encoding a broadcast once.
    perMessageDeflate: false,
    // The client batches queued messages into one frame, so a frame may hold many records; the
    // per-record limit is enforced by the connection.
    maxPayload: Math.max(maxMessageBytes * 32, 1024 * 1024),
  });

  const accept = (ws: WebSocket, connectionId: string, user: HubUser, token: string | null) => {
    const conn = new HubConnection(ws, connectionId, user, host);
    registry.add(conn);
    if (token !== null) void conn.closed.then(() => store.release(token));
  };
  const onUpgrade = createUpgradeListener(app.server, {
    path: options.path,
    wss,
    store,
    log,
    authenticate: options.authenticate,
    isOriginAllowed,
    isShuttingDown,
    connectionLimit,
    accept,
  });
  registerNegotiateRoute(app, {
    path: options.path,
    store,
    authenticate: options.authenticate,
    isOriginAllowed,
    isShuttingDown,
    connectionLimit,
    hooks: options.negotiateHooks ?? [],
  });

  await backplane.hold({ kind: 'all' });
  const unsubscribe = await backplane.subscribe((msg) => {
    if (msg.kind === 'closeUser') {
      void registry.closeUser(msg);
      return;
    }
    try {
      registry.deliver(msg);
    } catch (err) {
      log.error({ err, target: msg.target }, 'hub: delivery failed');
    }
  });

  // One timer for all connections rather than one per connection, as ASP.NET's heartbeat does.
  const shortest = Math.min(
    timeouts.keepAliveMs,
    timeouts.clientTimeoutMs,
    timeouts.handshakeTimeoutMs,
    negotiateTtlMs,
  );
  const ticker = setInterval(
    () => {
      const now = Date.now();
      for (const conn of registry.all) conn.tick(now, timeouts);
      registry.closeExpired(sessionNow());
      store.prune(now);
    },
    Math.min(1000, Math.max(5, Math.floor(shortest / 4))),
  );
  ticker.unref();

  const publish = async (msg: Omit<BackplaneEvent, 'frame'>) =>
    backplane.publish({ ...msg, frame: invocationFrame(msg.target, msg.args) });

  const hub: Hub = {
    sendToGroup: (group, target, args, options) =>
      publish({ kind: 'group', group, target, args, exceptUserIds: options?.exceptUserIds }),
    sendToUser: (userId, target, args) => publish({ kind: 'group', group: userGroup(userId), target, args }),
    sendToAll: (target, args) => publish({ kind: 'all', target, args }),
    connectionCount: () => registry.all.size,
    closeUserConnections: (userId, options) =>
      backplane.publish({
        kind: 'closeUser',
        userId,
        tokenId: options?.tokenId,
        allowReconnect: options?.allowReconnect ?? false,
      }),
    closeAll: async (allowReconnect = false) => {
      await Promise.all([...registry.all].map((conn) => conn.close({ allowReconnect })));
    },
  };

  // What other processes sent while this one was cut off from them is lost for its clients: they
  // are asked to reconnect, which makes each one load what it missed (docs/requirements.md#hub).
  backplane.onResumed?.(() => {
    if (shuttingDown) return;
    log.warn(
      { connections: registry.all.size },
      'hub: clients asked to reconnect after the backplane was back',
    );
    void hub.closeAll(true);
  });

  app.server.on('upgrade', onUpgrade);
  // Clients are told they may reconnect: on a restart they find the next process.
  app.addHook('preClose', async () => {
    shuttingDown = true;
    await hub.closeAll(true);
  });
  app.addHook('onClose', async () => {
    clearInterval(ticker);
    app.server.off('upgrade', onUpgrade);
    store.clear();
    wss.close();
    await unsubscribe();
    backplane.release({ kind: 'all' });
  });
  return hub;
}
