import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { Client } from 'pg';
import { RoundRobinBalancer } from '@test/server/balancer';
import { eventually } from '@test/server/eventually';
import { postgresUrl } from '@test/server/pgSchema';
import { freshPrefix, redisUrl } from '@test/server/redis';

// Two real server processes (the built server, as `npm run serve` starts it) on one PostgreSQL
// database and one Redis, behind a balancer that hands each connection to the next process
// (decision 032). One of them is killed while clients are connected to it.

const SERVER = path.resolve(__dirname, '../../../dist/node/server/server.js');
const PASSWORD = 'Admin123!';

interface Running {
  port: number;
  child: ChildProcess;
  output: string[];
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * One request on a connection of its own, as a new visitor's: a kept-alive connection would stay
 * with the process it first reached, also after that process is gone.
 */
function request(
  url: string,
  method: string,
  body?: object,
  token?: string,
): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function adminSql(sql: string): Promise<void> {
  const client = new Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database, and the settings every process of one deployment shares (docs/deploy/README.md). */
async function deployment(name: string, dataDir: string): Promise<NodeJS.ProcessEnv> {
  await adminSql(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl()!);
  url.pathname = `/${name}`;
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl(),
    REDIS_PREFIX: freshPrefix(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-client-build'),
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    ACCOUNT_RATE_LIMIT: '1000',
  };
}

/** A SignalR client of the hub at `base`, as the app's, not started. */
function hubClient(base: string, token: string): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${base}/hubs/notification`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .withAutomaticReconnect([0, 200, 500, 1000, 2000, 5000])
    .configureLogging(LogLevel.None)
    .build();
}

describe('two server processes behind a balancer', () => {
  const database = `procs_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'two-procs-'));
  const processes: Running[] = [];
  const clients: HubConnection[] = [];
  let balancer: RoundRobinBalancer;
  let base: string;

  async function startServer(env: NodeJS.ProcessEnv): Promise<Running> {
    const port = await freePort();
    const output: string[] = [];
    const child = spawn(process.execPath, [SERVER], {
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const running = { port, child, output };
    processes.push(running);
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      return res?.status === 200;
    }, 60_000);
    return running;
  }

  beforeAll(async () => {
    if (!existsSync(SERVER))
      throw new Error(`${SERVER} is missing: build the server first (npm run build:server)`);
    const env = await deployment(database, dataDir);
    // One after the other here; started together they take turns (test/server/db/startLock.pg.test.ts).
    const a = await startServer(env);
    const b = await startServer(env);
    balancer = new RoundRobinBalancer([a.port, b.port]);
    base = `http://127.0.0.1:${await balancer.listen()}`;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop().catch(() => undefined)));
    await balancer?.close();
    for (const p of processes) p.child.kill('SIGKILL');
    await adminSql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const login = async (): Promise<string> => {
    const res = await request(`${base}/api/Account/login`, 'POST', {
      email: 'admin@example.com',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    return (res.json as { token: string }).token;
  };

  const register = async (n: string): Promise<void> => {
    const res = await request(`${base}/api/Account/Account/Register`, 'POST', {
      userName: `member${n}`,
      email: `member${n}@example.com`,
      name: 'New',
      surname: 'Member',
      password: 'Password123!',
      confirmPassword: 'Password123!',
      phoneNumber: '',
    });
    expect(res.status).toBe(201);
  };

  it('reconnects the clients of a killed process to the other, which delivers to them, and loses nothing', async () => {
    const token = await login();
    const seen = new Map<HubConnection, string[]>();
    let reconnects = 0;
    for (let i = 0; i < 4; i += 1) {
      const client = hubClient(base, token);
      clients.push(client);
      seen.set(client, []);
      client.on('AdminNotification', (n: { message: string }) => seen.get(client)!.push(n.message));
      client.onreconnected(() => {
        reconnects += 1;
        void client.invoke('JoinAdminNotifications');
      });
      await client.start();
      await client.invoke('JoinAdminNotifications');
    }
    const [a, b] = processes;
    const socketsOn = (port: number) =>
      balancer.requests.filter((r) => r.port === port && r.line.startsWith('GET /hubs/notification')).length;
    expect(socketsOn(a.port)).toBeGreaterThan(0);
    expect(socketsOn(b.port)).toBeGreaterThan(0);

    // Live across processes first: whichever process takes the write, every client hears of it.
    await register('1');
    await eventually(
      () => [...seen.values()].every((m) => m.some((text) => text.includes('member1'))),
      10_000,
    );

    const gone = new Promise((resolve) => b.child.once('exit', resolve));
    b.child.kill('SIGKILL');
    await gone;
    // Written while B's clients are away: acknowledged by A, so stored.
    await register('2');
    // Each client that was on B reconnects, through the balancer, to A; A's clients stay.
    const onB = socketsOn(b.port);
    await eventually(
      () => reconnects === onB && clients.every((c) => c.state === HubConnectionState.Connected),
      20_000,
    );
    expect(socketsOn(a.port)).toBe(4);

    // What a reconnected client loads: the stored list has what it missed.
    const res = await request(`${base}/api/notification/admin`, 'GET', undefined, token);
    expect(res.status).toBe(200);
    const listed = res.json as { message: string }[];
    expect(listed.some((n) => n.message.includes('member2'))).toBe(true);

    // And live again, all on A now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await register('3');
    await eventually(
      () => [...seen.values()].every((m) => m.some((text) => text.includes('member3'))),
      10_000,
    );
  }, 90_000);
});

describe('the cluster runner', () => {
  const CLUSTER = path.resolve(__dirname, '../../../dist/node/server/cluster.js');
  const database = `cluster_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
  let child: ChildProcess | undefined;

  afterAll(async () => {
    child?.kill('SIGKILL');
    await adminSql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const run = (env: NodeJS.ProcessEnv) =>
    spawn(process.execPath, [CLUSTER], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('refuses several processes without PostgreSQL or without Redis', async () => {
    for (const [env, text] of [
      [{ PROCESSES: '2' }, 'Several processes need PostgreSQL'],
      [{ PROCESSES: '2', DATABASE_URL: postgresUrl() }, 'Several processes need Redis'],
      [{ PROCESSES: 'two' }, 'PROCESSES must be a whole number'],
    ] as const) {
      const refused = run(env);
      let stderr = '';
      refused.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(refused, 'exit')) as [number];
      expect(code).toBe(1);
      expect(stderr).toContain(text);
    }
  });

  it('serves one port from two processes, whose hub takes a socket negotiated by either, and stops on SIGTERM', async () => {
    const port = await freePort();
    const output: string[] = [];
    child = run({ ...(await deployment(database, dataDir)), PROCESSES: '2', PORT: String(port) });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const base = `http://127.0.0.1:${port}`;
    // Both processes have started once each has said so.
    await eventually(() => output.join('').split('Server listening').length === 3, 60_000);
    const health = await request(`${base}/api/health`, 'GET');
    expect(health.json).toEqual({ status: 'ok', db: 'ok', redis: 'ok' });

    const login = await request(`${base}/api/Account/login`, 'POST', {
      email: 'admin@example.com',
      password: PASSWORD,
    });
    const token = (login.json as { token: string }).token;
    // The cluster hands each connection to the next process: negotiate and socket often differ.
    for (let i = 0; i < 4; i += 1) {
      const client = hubClient(base, token);
      await client.start();
      await client.invoke('JoinAdminNotifications');
      await client.stop();
    }

    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
  }, 90_000);
});
