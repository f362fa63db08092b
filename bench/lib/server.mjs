// What the benchmarks share: a free port, and the built server started in a process of its own.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER = path.join(root, 'dist', 'node', 'server', 'server.js');

/** Stops the benchmark with a hint when the server has not been built. */
export function requireBuiltServer() {
  if (!existsSync(SERVER)) {
    process.stderr.write('Build the server first: npm run build:server\n');
    process.exit(1);
  }
}

/** A port that is free right now on the loopback address. */
export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * The built server on a free port with demo data, no mail and no client unless `env` says otherwise;
 * resolves once it listens. `execArgv` goes to node (a CPU profile, say); `server` is another build.
 */
export async function startServer({ dataDir, env = {}, execArgv = [], server = SERVER }) {
  const port = await freePort();
  const child = spawn(process.execPath, [...execArgv, server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      SMTP_URL: '',
      STATIC_DIR: path.join(dataDir, 'no-client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  for await (const chunk of child.stdout) {
    output += chunk;
    if (output.includes('Server listening')) {
      // Later output is not read: keep the pipe flowing so the server never blocks on it.
      child.stdout.resume();
      return { child, port, baseURL: `http://127.0.0.1:${port}` };
    }
  }
  throw new Error(`the server did not start: ${output}`);
}
