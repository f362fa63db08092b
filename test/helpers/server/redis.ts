import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';

/** The Redis of the run: suites named *.redis.test.ts run only in the pass that sets REDIS_URL. */
export function redisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set: the Redis suites run in the pass that sets it');
  return url;
}

/** A prefix of its own per app pair, so that suites running together on one Redis stay apart. */
export const freshPrefix = (): string => `test-${randomBytes(5).toString('hex')}:`;

/** A plain connection for looking at Redis from a test. */
export function inspector(url = redisUrl()): Redis {
  return new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Whether a Redis answers PING on the port (a bare socket: nothing is left behind). */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * A Redis server of the test's own (Debian's `redis-server`), which the test may stop and start
 * again on the same port, as an operator restarts Redis.
 */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async restart(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    const started = Date.now();
    while (!(await answers(this.port))) {
      if (Date.now() - started > 10_000) throw new Error(`redis-server did not start on ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
