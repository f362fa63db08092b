// npm run bench:hub — fan-out of one notification to 1,000 and 5,000 WebSocket clients through the hub,
// beside a bare ws broadcast of the same frame, with the server alone in its own process.
// npm run bench:hub -- --processes 2 — the hub in one process beside the hub in two processes with
// the clients shared between them and the notification sent by the first, through Redis (REDIS_URL,
// default redis://127.0.0.1:6379), at 5,000 and 10,000 clients.
// BENCH_CLIENTS=1000,5000 and BENCH_ROUNDS=20 change the run.
import { execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const flag = process.argv.indexOf('--processes');
const PROCESSES = flag === -1 ? 1 : Number(process.argv[flag + 1]);
if (!Number.isInteger(PROCESSES) || PROCESSES < 1)
  throw new Error('--processes takes a whole number of at least 1');
const MODES = PROCESSES > 1 ? ['hub', 'redis'] : ['bare', 'hub'];
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SIZES = (process.env.BENCH_CLIENTS ?? (PROCESSES > 1 ? '5000,10000' : '1000,5000'))
  .split(',')
  .map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const WARMUP = 2;
const CLIENT_PROCESSES = 2;
const PAUSE_MS = 100;

/** The hub alone, compiled to CommonJS, so that the benchmark does not depend on the rest of the server. */
function buildHub() {
  const outDir = path.join(root, 'dist', 'bench', 'hub');
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const args = [
    '--outDir',
    outDir,
    '--rootDir',
    'src/server/hub',
    '--module',
    'nodenext',
    '--target',
    'es2022',
  ];
  args.push(
    '--moduleResolution',
    'nodenext',
    '--strict',
    '--skipLibCheck',
    '--types',
    'node',
    '--ignoreConfig',
  );
  execFileSync(process.execPath, [tsc, ...args, 'src/server/hub/index.ts'], { cwd: root, stdio: 'inherit' });
  const entry = path.join(outDir, 'index.js');
  if (!existsSync(entry)) throw new Error(`hub build missing: ${entry}`);
  return entry;
}

function nextMessage(child, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (msg) => {
      if (msg.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(msg);
    };
    const onExit = (code) => reject(new Error(`${type}: child exited with ${code}`));
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

function forkServer(mode, hubModule, prefix) {
  return fork(path.join(here, 'hubServer.mjs'), [mode], {
    execArgv: ['--expose-gc'],
    env: {
      ...process.env,
      BENCH_HUB_MODULE: hubModule,
      BENCH_REDIS_URL: REDIS_URL,
      BENCH_REDIS_PREFIX: prefix,
    },
  });
}

async function serverRss(servers) {
  let rss = 0;
  let connections = 0;
  for (const server of servers) {
    server.send({ type: 'rss' });
    const reply = await nextMessage(server, 'rss');
    rss += reply.rss;
    connections += reply.connections;
  }
  return { rss, connections };
}

/**
 * The server processes of one mode (one, or PROCESSES sharing Redis) with their client processes
 * connected and joined; each client process connects to one server process.
 */
async function start(mode, clients, hubModule) {
  const count = mode === 'redis' ? PROCESSES : 1;
  const prefix = `bench-${process.pid}-${Date.now()}:`;
  const servers = Array.from({ length: count }, () => forkServer(mode, hubModule, prefix));
  const setup = { mode, clients, servers, workers: [], latencies: [], sendMs: [] };
  const ports = (await Promise.all(servers.map((s) => nextMessage(s, 'listening')))).map((m) => m.port);
  const before = await serverRss(servers);
  const urls = ports.map((port) =>
    mode === 'bare' ? `ws://127.0.0.1:${port}/` : `ws://127.0.0.1:${port}/hubs/notification`,
  );
  const clientProcesses = Math.max(CLIENT_PROCESSES, count);
  const share = Math.ceil(clients / clientProcesses);
  const started = Date.now();
  for (let i = 0; i < clientProcesses; i += 1) {
    const worker = fork(path.join(here, 'hubClients.mjs'));
    setup.workers.push(worker);
    const url = urls[i % urls.length];
    worker.send({ url, first: i * share + 1, count: Math.min(share, clients - i * share), concurrency: 50 });
  }
  await Promise.all(setup.workers.map((w) => nextMessage(w, 'ready')));
  setup.connectMs = Date.now() - started;
  const after = await serverRss(servers);
  if (after.connections !== clients) throw new Error(`${mode}: ${after.connections} of ${clients} connected`);
  setup.kibPerConn = (after.rss - before.rss) / clients / 1024;
  return setup;
}

async function round(setup, n) {
  const results = setup.workers.map((w) => nextMessage(w, 'round'));
  // Sent by the first process; with Redis, the others deliver it to their own clients.
  setup.servers[0].send({ type: 'broadcast', round: n });
  const [{ sendMs }, ...done] = await Promise.all([nextMessage(setup.servers[0], 'sent'), ...results]);
  if (n >= WARMUP) {
    setup.sendMs.push(sendMs);
    for (const r of done) setup.latencies.push(...r.latencies);
  }
}

async function stop(setup) {
  for (const child of [...setup.workers, ...setup.servers]) {
    if (child.exitCode !== null) continue;
    child.kill();
    await once(child, 'exit');
  }
}

function summary(setup) {
  const sorted = setup.latencies.sort((a, b) => a - b);
  const send = setup.sendMs.sort((a, b) => a - b);
  return {
    mode: setup.mode,
    clients: setup.clients,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1),
    sendMs: percentile(send, 0.5),
    kibPerConn: setup.kibPerConn,
    connectMs: setup.connectMs,
  };
}

/**
 * Both servers stay up with their clients connected and the rounds alternate between them, so that
 * load from elsewhere on the machine falls on both alike; the idle one only answers keep-alives.
 */
async function runSize(clients, hubModule) {
  const setups = [];
  try {
    for (const mode of MODES) setups.push(await start(mode, clients, hubModule));
    for (let n = 0; n < WARMUP + ROUNDS; n += 1) {
      const order = n % 2 === 0 ? setups : [...setups].reverse();
      for (const setup of order) {
        await round(setup, n);
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    }
    return setups.map(summary);
  } finally {
    await Promise.all(setups.map(stop));
  }
}

const fmt = (n, digits = 1) => n.toFixed(digits).padStart(8);

async function main() {
  const hubModule = buildHub();
  const rows = [];
  for (const clients of SIZES) {
    process.stdout.write(`${clients} clients…\n`);
    rows.push(...(await runSize(clients, hubModule)));
  }
  console.log(
    `\nOne notification fanned out to every client, ${ROUNDS} rounds (after ${WARMUP} warm-up rounds);`,
  );
  console.log(
    'delivery = client receipt − server send stamp, in ms; send = server time inside the broadcast call',
  );
  console.log('(median); memory = server RSS delta / clients. Rounds alternate between the two setups.\n');
  console.log('mode   clients      p50      p95      p99      max  send(ms)  KiB/conn  connect(ms)');
  for (const r of rows) {
    console.log(
      `${r.mode.padEnd(5)} ${String(r.clients).padStart(8)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${fmt(r.max)}` +
        ` ${fmt(r.sendMs, 2)}  ${fmt(r.kibPerConn)} ${String(r.connectMs).padStart(12)}`,
    );
  }
  if (PROCESSES > 1) {
    console.log(
      `\nredis = ${PROCESSES} processes sharing Redis, the clients split between them, sent by the first.`,
    );
    console.log(
      `Targets: one process p95 ≤ 200 ms at 10,000 clients; redis p95 ≤ 1.2 × one process at 5,000.`,
    );
    for (const clients of SIZES) {
      const one = rows.find((r) => r.mode === 'hub' && r.clients === clients);
      const shared = rows.find((r) => r.mode === 'redis' && r.clients === clients);
      const ratio = shared.p95 / one.p95;
      const limit = clients >= 10000 ? `; one process ${one.p95 <= 200 ? 'within' : 'OVER'} 200 ms` : '';
      const target = clients === 5000 ? ` (${ratio <= 1.2 ? 'met' : 'MISSED'})` : '';
      console.log(`${clients} clients: redis/one p95 = ${ratio.toFixed(2)}${target}${limit}`);
    }
    return;
  }
  console.log('\nTargets: hub p95 ≤ 1.5 × bare p95; hub p95 at 5,000 clients ≤ 200 ms.');
  for (const clients of SIZES) {
    const bare = rows.find((r) => r.mode === 'bare' && r.clients === clients);
    const hub = rows.find((r) => r.mode === 'hub' && r.clients === clients);
    const ratio = hub.p95 / bare.p95;
    const limit = clients >= 5000 ? ` and ${hub.p95 <= 200 ? 'within' : 'OVER'} 200 ms` : '';
    console.log(
      `${clients} clients: hub/bare p95 = ${ratio.toFixed(2)} (${ratio <= 1.5 ? 'met' : 'MISSED'})${limit}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
