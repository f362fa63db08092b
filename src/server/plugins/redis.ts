import type { FastifyInstance } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

// Redis when REDIS_URL is set (decision 032): the hub's messages between processes and the rate
// limits' counters. Without it every process keeps both to itself.

export interface SharedRedis {
  /** Commands and publishing; a command fails at once while Redis cannot be reached. */
  commands: Redis;
  /** Subscriptions only. */
  subscriber: Redis;
  /** Put before every key and channel of this app, so that apps and tests can share one Redis. */
  prefix: string;
  /** Both connections ready. */
  status(): 'ok' | 'down';
}

/** Reconnects soon at first, then every two seconds, for as long as the process runs. */
const retryStrategy = (attempt: number): number => Math.min(50 * 2 ** Math.min(attempt, 6), 2000);

function connection(url: string, name: string, log: FastifyInstance['log'], extra: RedisOptions): Redis {
  const client = new Redis(url, {
    connectionName: name,
    retryStrategy,
    // A dead connection is noticed within seconds rather than at the operating system's time-out.
    keepAlive: 5000,
    connectTimeout: 5000,
    ...extra,
  });
  // Logged once per outage: the client keeps reconnecting and reports each failed attempt.
  let down = false;
  client.on('error', (err: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err, connection: name }, 'redis: connection lost; reconnecting');
  });
  client.on('ready', () => {
    if (down) log.info({ connection: name }, 'redis: connected again');
    down = false;
  });
  return client;
}

/** Resolves when the client is ready, or after `ms` if it is not: it keeps trying in the background. */
function readyWithin(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
  });
}

/**
 * Opens the two connections and closes them with the app. The app waits a few seconds for them at
 * start; a Redis that cannot be reached then is logged and tried again in the background, and the
 * process serves meanwhile (its health says `redis: down`).
 */
export async function registerRedis(app: FastifyInstance, url: string, prefix: string): Promise<SharedRedis> {
  const commands = connection(url, `${prefix}commands`, app.log, {
    // A rate limit asks Redis on each request: while Redis is away the limits count in the process
    // instead (plugins/rateLimitStore.ts) rather than wait.
    enableOfflineQueue: false,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
  });
  const subscriber = connection(url, `${prefix}subscriber`, app.log, {
    // The hub's backplane subscribes again itself, and only to the channels it still holds.
    autoResubscribe: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  const shared: SharedRedis = {
    commands,
    subscriber,
    prefix,
    status: () => (commands.status === 'ready' && subscriber.status === 'ready' ? 'ok' : 'down'),
  };
  app.decorate('redis', shared);
  await Promise.all([readyWithin(commands, 5000), readyWithin(subscriber, 5000)]);
  app.addHook('onClose', async () => {
    // After the hub and the routes: nothing uses them any more.
    commands.disconnect();
    subscriber.disconnect();
  });
  return shared;
}
