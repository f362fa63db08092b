import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { Mailbox } from './mailbox';

export interface Stack {
  baseURL: string;
  mailbox: Mailbox;
  /** Stops the server as a deployment does (SIGTERM) and waits until its process has exited. */
  stopServer(): Promise<void>;
  /** Starts the server again on the same data folder and port, and waits until it is healthy. */
  startServer(): Promise<void>;
  stop(): Promise<void>;
}

const root = resolve(__dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server did not become healthy:\n${output()}`);
}

/**
 * Starts the built server on a fresh data folder, sending mail to a real SMTP sink; with the demo
 * content unless `seedDemo` is false (an empty site), and with `env`'s settings beside the suite's.
 * A journey that starts a stack of its own may stop its server and start it again (`stopServer`,
 * `startServer`): same data folder, same port.
 */
export async function startStack({
  seedDemo = true,
  env = {},
}: { seedDemo?: boolean; env?: Record<string, string> } = {}): Promise<Stack> {
  const mailbox = new Mailbox();
  const smtpPort = await mailbox.listen();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  let child: ChildProcess | null = null;
  const startServer = async () => {
    log = '';
    const started = spawn(process.execPath, [join(root, 'dist/node/server/server.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SEED_DEMO: String(seedDemo),
        ACCOUNT_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    started.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    child = started;
    await waitForHealth(baseURL, started, () => log);
  };
  const stopServer = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await exited;
  };
  await startServer();
  return {
    baseURL,
    mailbox,
    stopServer,
    startServer,
    async stop() {
      await stopServer();
      await mailbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
