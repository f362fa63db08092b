// First, so that an old Node.js is refused before the SQLite driver loads.
import './nodeVersion';
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { loadDotEnv } from './config';

// Several server processes on one machine (decision 032, docs/deploy/README.md): node's cluster
// module shares the port, handing each new connection to the next process. Each process is the
// ordinary server (server.ts). They need PostgreSQL (DATABASE_URL) and Redis (REDIS_URL): the data
// and the hub's messages are then shared, and a hub connection negotiated with one process may open
// its socket on another.

const RESTART_DELAY_MS = 1000;

function processCount(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return os.availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`PROCESSES must be a whole number of at least 1, not "${value}"`);
  return count;
}

function checkSharedServices(count: number, env: NodeJS.ProcessEnv): void {
  if (count === 1) return;
  if (!/^postgres(ql)?:\/\//i.test(env.DATABASE_URL ?? '')) {
    throw new Error('Several processes need PostgreSQL: set DATABASE_URL, or PROCESSES=1');
  }
  if (!env.REDIS_URL)
    throw new Error("Several processes need Redis for the hub's messages: set REDIS_URL, or PROCESSES=1");
}

function startPrimary(): void {
  // The processes inherit what .env adds (each reads it again, harmlessly).
  loadDotEnv();
  const count = processCount(process.env.PROCESSES);
  checkSharedServices(count, process.env);
  let stopping = false;
  const fork = (): Worker => cluster.fork();

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    process.stderr.write(
      `Server process ${worker.process.pid} ended (${signal ?? code}); starting another\n`,
    );
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Each process closes gracefully: its hub clients are told to reconnect, its mail worker stops.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  process.stdout.write(`Starting ${count} server processes\n`);
  for (let i = 0; i < count; i += 1) fork();
}

if (cluster.isPrimary) {
  try {
    startPrimary();
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
} else {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./server');
}
