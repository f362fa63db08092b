import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';

// The built server, as `npm start` runs it, stops within its deadline while a hub connection, an
// upload and a mail to a server that never answers are still open; a second signal stops it at once
// (docs/requirements.md#stopping). Runs after a build, in the pass that sets BUILT_SERVER.

const SERVER = path.resolve(__dirname, '../../../dist/node/server/server.js');
const DEADLINE_MS = 3_000;

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function eventually(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Running {
  child: ChildProcess;
  base: string;
  output: string[];
  exited: Promise<number | null>;
}

describe('stopping the built server', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const clients: HubConnection[] = [];
  const sockets: net.Socket[] = [];
  // A mail server that takes the connection and never says a word.
  const silentSmtp = net.createServer((socket) => sockets.push(socket));

  beforeAll(async () => {
    if (!existsSync(SERVER))
      throw new Error(`${SERVER} is missing: build the server first (npm run build:server)`);
    silentSmtp.listen(0, '127.0.0.1');
    await new Promise((resolve) => silentSmtp.once('listening', resolve));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop().catch(() => undefined)));
    for (const child of children) child.kill('SIGKILL');
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silentSmtp.close(resolve));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function start(): Promise<Running> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stop-'));
    dirs.push(dataDir);
    const port = await freePort();
    const smtpPort = (silentSmtp.address() as net.AddressInfo).port;
    const output: string[] = [];
    const child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: '',
        REDIS_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        STATIC_DIR: path.join(dataDir, 'no-client'),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SHUTDOWN_DEADLINE_MS: String(DEADLINE_MS),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    await eventually(async () => (await fetch(`${base}/api/health`)).status === 200, 60_000);
    return { child, base, output, exited };
  }

  /** A hub connection, an upload half sent, and a mail on its way to the silent server. */
  async function busy({ base }: Running): Promise<void> {
    const login = await fetch(`${base}/api/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
    });
    const { token } = (await login.json()) as { token: string };
    const hub = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/notification`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    clients.push(hub);
    await hub.start();
    await hub.invoke('JoinAdminNotifications');
    const upload = http.request(`${base}/api/Manage/upload-photo`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(4 * 1024 * 1024),
      },
    });
    upload.on('error', () => undefined);
    upload.write('--x\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\n');
    upload.write('Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n');
    upload.write(Buffer.alloc(64 * 1024));
    // The mail of a reset code goes to the silent server, which holds the worker's connection.
    await fetch(`${base}/api/Account/ForgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com' }),
    });
    await eventually(async () => sockets.length > 0, 10_000);
  }

  it('ends within its deadline, saying what was still open', async () => {
    const server = await start();
    await busy(server);
    const began = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const took = Date.now() - began;
    // The open connections hold the close up: the deadline ends it, and says what was open.
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
    expect(took).toBeLessThan(DEADLINE_MS + 2_000);
    expect(code).toBe(1);
    expect(server.output.join('')).toMatch(
      /The stop did not end within 3 s; still open: .*TCPSocketWrap.*\. Exiting\./,
    );
  }, 90_000);

  it('ends at once on a second signal', async () => {
    const server = await start();
    await busy(server);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    // The first stop is held up by the open connections; the second signal does not wait for it.
    expect(Date.now() - again).toBeLessThan(1_000);
    expect(code).toBe(1);
    expect(server.output.join('')).toContain('SIGTERM again while stopping: exiting at once.');
  }, 90_000);
});
