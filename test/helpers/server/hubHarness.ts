import Fastify, { type FastifyInstance } from 'fastify';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import { hubGroupMethods, registerHub, type Hub, type HubOptions, type HubUser } from '@server/hub';
import { RawClient } from './hubRawClient';

export const HUB_PATH = '/hubs/notification';
export const ALLOWED_ORIGIN = 'https://app.example.test';

export const tokenFor = (userId: number, roleId: number): string => `user-${userId}-role-${roleId}`;

/** Tokens look like 'user-5-role-1'; anything else is refused, like an invalid JWT. */
export async function fakeAuthenticate(token: string): Promise<HubUser | null> {
  const match = /^user-(\d+)-role-(\d+)$/.exec(token);
  return match ? { userId: Number(match[1]), roleId: Number(match[2]) } : null;
}

export interface ClientOptions {
  reconnectDelays?: number[];
  http?: Partial<IHttpConnectionOptions>;
}

export interface HubHarness {
  app: FastifyInstance;
  hub: Hub;
  /** http://127.0.0.1:port */
  origin: string;
  /** http://127.0.0.1:port/hubs/notification */
  hubUrl: string;
  /** ws://127.0.0.1:port/hubs/notification */
  wsUrl: string;
  /** A real @microsoft/signalr client, not started. */
  client(tokenOrFactory: string | (() => string), options?: ClientOptions): HubConnection;
  /** A raw WebSocket; `query` is appended to the hub URL. */
  raw(query?: string, headers?: Record<string, string>): Promise<RawClient>;
  close(): Promise<void>;
}

export async function startHub(overrides: Partial<HubOptions> = {}): Promise<HubHarness> {
  const app = Fastify({ logger: false });
  const hub = await registerHub(app, {
    path: HUB_PATH,
    authenticate: fakeAuthenticate,
    allowedOrigins: [ALLOWED_ORIGIN],
    methods: hubGroupMethods(),
    ...overrides,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;
  const hubUrl = `${origin}${HUB_PATH}`;
  const wsUrl = hubUrl.replace(/^http/, 'ws');
  const clients: HubConnection[] = [];
  const raws: RawClient[] = [];

  return {
    app,
    hub,
    origin,
    hubUrl,
    wsUrl,
    client(tokenOrFactory, options = {}) {
      const factory = typeof tokenOrFactory === 'string' ? () => tokenOrFactory : tokenOrFactory;
      let builder = new HubConnectionBuilder()
        .withUrl(hubUrl, {
          accessTokenFactory: factory,
          transport: HttpTransportType.WebSockets,
          ...options.http,
        })
        // The client logs failures through console.error, which fails a test here.
        .configureLogging(LogLevel.None);
      if (options.reconnectDelays) builder = builder.withAutomaticReconnect(options.reconnectDelays);
      const connection = builder.build();
      clients.push(connection);
      return connection;
    },
    async raw(query = '', headers = {}) {
      const client = await RawClient.open(`${wsUrl}${query}`, headers);
      raws.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((c) => c.stop().catch(() => undefined)));
      for (const r of raws) r.terminate();
      await app.close();
    },
  };
}

/** Polls until the condition holds; for server-side state that has no event to await. */
export async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Resolves with the next call of a client event handler's arguments. */
export function nextEvent(connection: HubConnection, target: string, timeoutMs = 2000): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${target}' event`)), timeoutMs);
    const handler = (...args: unknown[]) => {
      clearTimeout(timer);
      connection.off(target, handler);
      resolve(args);
    };
    connection.on(target, handler);
  });
}
