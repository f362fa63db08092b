// The measured process of the hub benchmark: the hub (registerHub on a bare Fastify), the hub with the
// Redis backplane of several processes, or a plain ws WebSocketServer doing the same handshake,
// driven over IPC by bench/hub.mjs.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { setImmediate as tick } from 'node:timers/promises';
import Fastify from 'fastify';
import { WebSocketServer } from 'ws';

const require = createRequire(import.meta.url);
const RS = '\x1e';
const GROUP = 'admins';
const TARGET = 'AdminNotification';
const mode = process.argv[2];

/** A stored notification as the app pushes it; `sentAt` carries the monotonic send time. */
function payload(round) {
  const now = new Date().toISOString();
  return {
    id: 1000 + round,
    type: 'site_settings_updated',
    title: 'Site settings updated',
    message: 'The site settings of Consultancy were updated.',
    severity: 'warning',
    isRead: false,
    createdAt: now,
    timestamp: now,
    audience: 'admin',
    additionalData: JSON.stringify({ id: 1, name: 'Consultancy', round }),
    round,
    sentAt: process.hrtime.bigint().toString(),
  };
}

const silent = { info() {}, warn() {}, error() {}, debug() {} };

/** The Redis backplane of several processes, on connections of this process's own. */
async function redisBackplane(RedisBackplane) {
  const { Redis } = require('ioredis');
  const url = process.env.BENCH_REDIS_URL;
  const publisher = new Redis(url);
  const subscriber = new Redis(url, { autoResubscribe: false });
  await Promise.all([publisher, subscriber].map((c) => new Promise((resolve) => c.once('ready', resolve))));
  return new RedisBackplane({ publisher, subscriber, prefix: process.env.BENCH_REDIS_PREFIX, log: silent });
}

async function startHub(shared) {
  const { registerHub, hubGroupMethods, RedisBackplane } = require(process.env.BENCH_HUB_MODULE);
  const app = Fastify({ logger: false });
  const hub = await registerHub(app, {
    path: '/hubs/notification',
    // Every client is an administrator so that all of them may join the one group.
    authenticate: async (token) => ({ userId: Number(token), roleId: 1 }),
    allowedOrigins: [],
    methods: hubGroupMethods(),
    ...(shared ? { backplane: await redisBackplane(RedisBackplane) } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0, backlog: 4096 });
  return {
    port: app.server.address().port,
    connections: () => hub.connectionCount(),
    broadcast: (round) => hub.sendToGroup(GROUP, TARGET, [payload(round)]),
  };
}

async function startBare() {
  const members = new Set();
  const server = createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false, clientTracking: false });
  wss.on('connection', (ws) => {
    let handshaken = false;
    ws.on('close', () => members.delete(ws));
    ws.on('message', (data) => {
      if (!handshaken) {
        handshaken = true;
        ws.send(`{}${RS}`);
        return;
      }
      // Answers the join invocation the way the hub does, so both runs share one client.
      const match = /"invocationId":"([^"]+)"/.exec(data.toString());
      if (match) {
        members.add(ws);
        ws.send(`{"type":3,"invocationId":"${match[1]}","result":null}${RS}`);
      }
    });
  });
  await new Promise((resolve) => server.listen({ host: '127.0.0.1', port: 0, backlog: 4096 }, resolve));
  return {
    port: server.address().port,
    connections: () => members.size,
    broadcast: async (round) => {
      const frame = Buffer.from(
        `${JSON.stringify({ type: 1, target: TARGET, arguments: [payload(round)] })}${RS}`,
      );
      for (const ws of members) ws.send(frame, { binary: false });
    },
  };
}

async function settledRss() {
  for (let i = 0; i < 3; i += 1) {
    globalThis.gc?.();
    await tick();
  }
  return process.memoryUsage().rss;
}

const server = mode === 'bare' ? await startBare() : await startHub(mode === 'redis');
process.on('message', async (msg) => {
  if (msg.type === 'rss')
    process.send({ type: 'rss', rss: await settledRss(), connections: server.connections() });
  if (msg.type === 'broadcast') {
    const started = process.hrtime.bigint();
    await server.broadcast(msg.round);
    const sendMs = Number(process.hrtime.bigint() - started) / 1e6;
    process.send({ type: 'sent', round: msg.round, sendMs });
  }
});
process.send({ type: 'listening', port: server.port });
