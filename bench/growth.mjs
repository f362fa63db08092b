// npm run bench:growth — does a list get slower as its table grows? For 1,000, 10,000 and 100,000
// rows per table, starts the built server on a fresh SQLite file (demo data, so the demo administrator
// exists), adds the rows with bulk SQL in one transaction, and times the paged lists one request at a
// time: the administrators' projects list with and without a search term, the project request queue,
// and the notification lists (the first page and a page further back by its cursor). Prints the
// median and p95 per list and size, the spread of the medians over the rounds, and the growth from the
// smallest to the largest table; writes the same as JSON to test-results/bench-growth.json.
// BENCH_CALLS=50 sets the timed calls per list and round, BENCH_ROUNDS=3 the rounds,
// BENCH_SIZES=1000,10000,100000 the sizes; BENCH_KEEP=1 keeps the database files and prints where;
// BENCH_SERVER=<path to server.js> times another build (an earlier version, for a before/after
// table; a list that build refuses is left out); BENCH_OUTPUT=<file> writes the JSON elsewhere.
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const SERVER = path.resolve(
  process.env.BENCH_SERVER ?? path.join(root, 'dist', 'node', 'server', 'server.js'),
);
const OUTPUT = path.resolve(process.env.BENCH_OUTPUT ?? path.join(root, 'test-results', 'bench-growth.json'));
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const WARMUP = 10;
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
// One project and one request in a hundred carry this word, so a search finds a page of them.
const NEEDLE = 'zephyr';

if (!existsSync(SERVER)) {
  process.stderr.write('Build the server first: npm run build:server\n');
  process.exit(1);
}
const Database = createRequire(path.join(root, 'package.json'))('better-sqlite3');

/** The server on `file`, with the rate limits out of the way of sequential calls. */
const startGrowthServer = (dataDir, file) =>
  startServer({
    dataDir,
    server: SERVER,
    env: { DATABASE_URL: file, LOG_LEVEL: 'silent', ACCOUNT_RATE_LIMIT: '1000000' },
  });

const STATUSES = ['Pending', 'Active', 'Completed', 'OnHold', 'Cancelled'];
const REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected'];
const iso = (ms) => new Date(ms).toISOString();

/**
 * `n` projects, `n` project requests and `n` notifications (half for administrators, a quarter for
 * the administrator alone, a quarter for the demo customer; a third of the administrator's read),
 * spread over the last year, in one transaction with prepared statements.
 */
function seed(file, n) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  const one = (sql, ...args) => db.prepare(sql).get(...args);
  const admin = one('select id from users where email = ?', ADMIN.email).id;
  const customer = one('select id from users where role_id = 3 order by id limit 1').id;
  const service = one('select id from services order by id limit 1').id;
  const start = Date.now() - 365 * 24 * 3600 * 1000;
  const step = (365 * 24 * 3600 * 1000) / n;
  const project = db.prepare(
    `insert into projects (name, description, status, customer_id, service_id, budget, currency,
       start_date, end_date, is_available_for_application, created_at, updated_at, customer_deleted)
     values (?, ?, ?, ?, ?, ?, 'USD', null, null, ?, ?, ?, 0)`,
  );
  const request = db.prepare(
    `insert into project_requests (request_title, description, service_id, budget, currency,
       desired_start_date, contact_name, email, phone_number, company, user_id, status, admin_notes,
       project_id, created_at, updated_at, customer_user_id)
     values (?, ?, ?, ?, 'EUR', null, ?, ?, '', ?, null, ?, '', null, ?, ?, null)`,
  );
  const notification = db.prepare(
    `insert into notifications (type, title, message, family, severity, audience, user_id, role_id,
       additional_data, created_at)
     values ('project_created', ?, ?, 'projects', 'info', ?, ?, ?, '{}', ?)`,
  );
  const read = db.prepare(
    'insert into notification_reads (notification_id, user_id, read_at) values (?, ?, ?)',
  );
  db.transaction(() => {
    for (let i = 0; i < n; i += 1) {
      const at = iso(start + i * step);
      const word = i % 100 === 0 ? ` ${NEEDLE}` : '';
      project.run(
        `Project ${i}${word}`,
        `Delivery of work package ${i} for the client.`,
        STATUSES[i % STATUSES.length],
        i % 3 === 0 ? customer : null,
        i % 2 === 0 ? service : null,
        String(1000 + i),
        i % 7 === 0 ? 1 : 0,
        at,
        at,
      );
      request.run(
        `Quote ${i}${word}`,
        `We need help with topic ${i}.`,
        service,
        String(500 + i),
        `Contact ${i}`,
        `buyer${i}@example.com`,
        `Company ${i % 500}`,
        REQUEST_STATUSES[i % REQUEST_STATUSES.length],
        at,
        at,
      );
      const kind = i % 4;
      const audience = kind < 2 ? 'admin' : 'user';
      const owner = kind === 2 ? admin : kind === 3 ? customer : null;
      const id = notification.run(
        `Notification ${i}`,
        `Something happened (${i}).`,
        audience,
        owner,
        null,
        at,
      ).lastInsertRowid;
      if (kind < 3 && i % 3 === 0) read.run(id, admin, at);
    }
  })();
  const middle = one(
    `select id from notifications where audience = 'admin' order by created_at desc, id desc limit 1 offset ?`,
    Math.floor(n / 4),
  ).id;
  db.close();
  return { middle };
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}

async function measure(port, token, cursor) {
  const lists = [
    { name: 'projects (admin)', url: '/api/projects' },
    { name: 'projects, search', url: `/api/projects?search=${NEEDLE}` },
    { name: 'project requests', url: '/api/ProjectRequest' },
    { name: 'requests, Pending', url: '/api/ProjectRequest?status=Pending' },
    { name: 'requests, search', url: `/api/ProjectRequest?search=${NEEDLE}` },
    { name: 'notifications /all', url: '/api/notification/all?includeRead=true' },
    { name: 'notifications /admin', url: '/api/notification/admin' },
    { name: 'admin, page by cursor', url: `/api/notification/admin?includeRead=true&before=${cursor}` },
  ];
  const get = async (url) => {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    if (res.status !== 200) return { error: `HTTP ${res.status}` };
    const rows = Array.isArray(body) ? body.length : body.data.length;
    return { ms: performance.now() - started, rows, total: Array.isArray(body) ? null : body.total };
  };
  const results = [];
  for (const list of lists) {
    const medians = [];
    const all = [];
    let answer;
    const probe = await get(list.url);
    if (probe.error) {
      results.push({ list: list.name, url: list.url, skipped: probe.error });
      continue;
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      const samples = [];
      for (let i = 0; i < WARMUP + CALLS; i += 1) {
        answer = await get(list.url);
        if (answer.error) throw new Error(`${list.url}: ${answer.error}`);
        if (i >= WARMUP) samples.push(answer.ms);
      }
      medians.push(stats(samples).median);
      all.push(...samples);
    }
    results.push({
      list: list.name,
      url: list.url,
      rows: answer.rows,
      total: answer.total,
      ...stats(all),
      medianMin: Math.min(...medians),
      medianMax: Math.max(...medians),
    });
  }
  return results;
}

async function runSize(n) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-growth-'));
  const file = path.join(dataDir, 'bench.db');
  let server = await startGrowthServer(dataDir, file);
  try {
    // The first start migrates and seeds; the rows go in while nobody reads, then the server restarts
    // so that it reads the grown file as a production server would after a restart.
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
    const began = performance.now();
    const { middle } = seed(file, n);
    const seedMs = performance.now() - began;
    server = await startGrowthServer(dataDir, file);
    const login = await fetch(`http://127.0.0.1:${server.port}/api/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = await login.json();
    if (!token) throw new Error(`login failed: HTTP ${login.status}`);
    return { size: n, seedMs, results: await measure(server.port, token, middle) };
  } finally {
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
    if (process.env.BENCH_KEEP) process.stderr.write(`kept ${file}\n`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (ms) => ms.toFixed(2);

function print(runs) {
  const out = (line) => process.stdout.write(`${line}\n`);
  out(
    `SQLite, ${CALLS} sequential calls per list and round after ${WARMUP} warm-up calls, ${ROUNDS} rounds; ` +
      'milliseconds; "spread" is the lowest and highest median of the rounds.',
  );
  out(
    `${'list'.padEnd(24)}${'rows'.padStart(9)}${'shown'.padStart(7)}${'median'.padStart(9)}${'p95'.padStart(9)}  spread`,
  );
  for (const run of runs) {
    for (const r of run.results) {
      if (r.skipped) {
        out(`${r.list.padEnd(24)}${String(run.size).padStart(9)}  not measured (${r.skipped})`);
        continue;
      }
      out(
        `${r.list.padEnd(24)}${String(run.size).padStart(9)}${String(r.rows).padStart(7)}` +
          `${fmt(r.median).padStart(9)}${fmt(r.p95).padStart(9)}  ${fmt(r.medianMin)}–${fmt(r.medianMax)}`,
      );
    }
  }
  const first = runs[0];
  const last = runs.at(-1);
  out('');
  out(`Growth of the median from ${first.size} to ${last.size} rows (${last.size / first.size}× the rows):`);
  const growth = first.results
    .map((r, i) => ({ list: r.list, factor: last.results[i].median / r.median }))
    .filter((g) => Number.isFinite(g.factor));
  for (const g of growth) out(`${g.list.padEnd(24)}${g.factor.toFixed(2).padStart(7)}×`);
  return growth;
}

async function main() {
  const runs = [];
  for (const n of SIZES) {
    process.stderr.write(`${n} rows per table…\n`);
    runs.push(await runSize(n));
  }
  const growth = print(runs);
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(
    OUTPUT,
    `${JSON.stringify(
      {
        engine: 'sqlite',
        server: path.relative(root, SERVER),
        calls: CALLS,
        rounds: ROUNDS,
        warmup: WARMUP,
        loadAverage: os.loadavg(),
        cpus: os.cpus().length,
        at: new Date().toISOString(),
        runs,
        growth,
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write(`\nWritten to ${path.relative(root, OUTPUT)}\n`);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
