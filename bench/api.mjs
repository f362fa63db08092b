// npm run bench:api — HTTP throughput and latency of the production server's API beside a bare
// Fastify route measured in the same run (docs/performance.md#api).
//
// Starts the built server (dist/node) in its own process on a fresh SQLite file with the demo data,
// adds 1,000 consultants and 5,000 projects with bulk SQL, starts bench/apiBare.mjs in another
// process, and runs autocannon (100 connections) against each route, each right after the bare
// route, which its share is taken against. Every request, the bare route's too, says
// `accept-encoding: gzip, deflate, br`, as a browser does; the load generator counts the bodies'
// bytes without keeping them (keepNoBody below). Beside req/s and p99 it prints the serving
// process's CPU time per request (from /proc). Prints the table and writes it to
// test-results/bench-api.json.
//
// DATABASE_URL=postgres://… runs the server on PostgreSQL in a fresh schema, dropped afterwards.
// BENCH_DURATION=8 seconds per route, BENCH_WARMUP=1 second of warm-up per route,
// BENCH_CONNECTIONS=100, BENCH_ROUNDS=1 (the table shows the median round and the spread),
// BENCH_ROUTES=health,services (names of the routes to run), BENCH_CPU_PROF=<dir> (the server
// writes a V8 CPU profile there when it stops), BENCH_SERVER=<server.js> (another build of the
// server, to compare two builds back to back).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { BENCH_WORDS, insertProjects, PROJECT_COLUMNS, projectRow } from './lib/projects.mjs';
import { loadAverageText, processCpuMicros } from './lib/machine.mjs';
import { requireBuiltServer, startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const OUT = path.join(root, 'test-results', 'bench-api.json');
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const ONLY = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
const CPU_PROF = process.env.BENCH_CPU_PROF;
const SERVER_BUILD = process.env.BENCH_SERVER ? path.resolve(process.env.BENCH_SERVER) : undefined;
const PG_URL = /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : undefined;
const CONSULTANTS = 1000;
const PROJECTS = 5000;
const SEARCH = 'analytics';

/** What a browser sends on every request, the bare route's included: the server may compress. */
const ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/** The targets of the performance issue (docs/performance.md#api). */
const TARGETS = { item: 0.5, list: 0.2, p99: 25 };

requireBuiltServer();

/** The PostgreSQL URL with its own search_path, so that each run gets a fresh schema. */
function withSchema(url, schema) {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

async function startBare() {
  const child = fork(path.join(here, 'apiBare.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [msg] = await once(child, 'message');
  return { child, port: msg.port, pid: child.pid };
}

async function stop(child, { graceful = false } = {}) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  if (graceful) child.send({ type: 'stop' });
  else child.kill('SIGTERM');
  await exited;
}

// The bench's own rows, written with plain SQL after the server has migrated and seeded the
// database: same statements on both engines, parameters in the driver's own style.

function consultantRows(now) {
  return Array.from({ length: CONSULTANTS }, (_, i) => ({
    user: [
      `bench.consultant${i}`,
      `bench.consultant${i}@example.com`,
      `Bench${i}`,
      `Consultant${i}`,
      'not-a-password-hash',
      2,
      1,
      1,
      now,
      now,
    ],
    consultant: (userId) => [
      userId,
      `${BENCH_WORDS[i % BENCH_WORDS.length]} specialist`,
      `Bench consultant number ${i}.`,
      3 + (i % 20),
      'Approved',
      now,
      now,
      now,
      now,
      `bench-consultant-${i}`,
    ],
  }));
}

const USER_COLUMNS =
  'user_name, email, name, surname, password_hash, role_id, email_verified, is_active, created_at, updated_at';
const CONSULTANT_COLUMNS =
  'user_id, specialization, bio, years_of_experience, application_status, applied_at, reviewed_at, created_at, updated_at, slug';

function seedSqlite(file) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  const user = db.prepare(`insert into users (${USER_COLUMNS}) values (${'?,'.repeat(9)}?)`);
  const consultant = db.prepare(
    `insert into consultants (${CONSULTANT_COLUMNS}) values (${'?,'.repeat(9)}?)`,
  );
  db.transaction(() => {
    for (const row of consultantRows(now)) {
      const userId = user.run(...row.user).lastInsertRowid;
      consultant.run(...row.consultant(Number(userId)));
    }
    insertProjects(db, PROJECTS, now);
  })();
  db.close();
}

/** A multi-row insert with $n parameters. */
function pgInsert(table, columns, rows, returning = '') {
  const width = columns.split(',').length;
  const values = rows
    .map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(',')})`)
    .join(',');
  return { text: `insert into ${table} (${columns}) values ${values}${returning}`, values: rows.flat() };
}

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const now = new Date().toISOString();
    await client.query('begin');
    const customer = (await client.query("select id from users where email = 'customer@example.com'")).rows[0]
      .id;
    const service = (await client.query('select min(id) as id from services')).rows[0].id;
    const rows = consultantRows(now);
    for (let start = 0; start < rows.length; start += 500) {
      const batch = rows.slice(start, start + 500);
      const users = await client.query(
        pgInsert(
          'users',
          USER_COLUMNS,
          batch.map((r) => r.user),
          ' returning id',
        ),
      );
      await client.query(
        pgInsert(
          'consultants',
          CONSULTANT_COLUMNS,
          batch.map((r, i) => r.consultant(users.rows[i].id)),
        ),
      );
    }
    for (let start = 0; start < PROJECTS; start += 500) {
      const batch = Array.from({ length: Math.min(500, PROJECTS - start) }, (_, i) =>
        projectRow(start + i, customer, service, now),
      );
      await client.query(pgInsert('projects', PROJECT_COLUMNS, batch));
    }
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

async function json(base, method, urlPath, { token, body } = {}) {
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      ...ACCEPT_ENCODING,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${urlPath}: HTTP ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : { body: await res.json(), etag: res.headers.get('etag') };
}

/** The routes measured, each with what it needs, resolved against the running server. */
async function routesOf(base) {
  const login = await json(base, 'POST', '/api/Account/login', {
    body: { email: 'admin@example.com', password: 'Admin123!' },
  });
  const token = login.body.token;
  const services = await json(base, 'GET', '/api/services');
  const slug = services.body[0].slug;
  const consultants = await json(base, 'GET', '/api/consultants');
  const projects = await json(base, 'GET', `/api/projects?search=${SEARCH}`, { token });
  const notifications = await json(base, 'GET', '/api/notification/admin?includeRead=true', { token });
  const notificationId = notifications.body[0]?.id;
  if (notificationId === undefined) throw new Error('the admin has no notification to mark read');
  const counts = {
    consultants: consultants.body.length,
    projects: projects.body.total,
    notifications: notifications.body.length,
  };
  const auth = { authorization: `Bearer ${token}` };
  const routes = [
    { key: 'health', label: 'GET /api/health', path: '/api/health', kind: 'item' },
    { key: 'sitesettings', label: 'GET /api/sitesettings', path: '/api/sitesettings', kind: 'item' },
    { key: 'services', label: 'GET /api/services', path: '/api/services', kind: 'list' },
    {
      key: 'service',
      label: 'GET /api/services/slug/:slug',
      path: `/api/services/slug/${encodeURIComponent(slug)}`,
      kind: 'item',
    },
    {
      key: 'consultants',
      label: `GET /api/consultants (${counts.consultants} rows)`,
      path: '/api/consultants',
      kind: 'list',
    },
    {
      key: 'projects',
      label: `GET /api/projects?search=${SEARCH} (admin, ${counts.projects} of ${PROJECTS}+ match)`,
      path: `/api/projects?search=${SEARCH}`,
      headers: auth,
      kind: 'list',
    },
    {
      key: 'notifications',
      label: `GET /api/notification/admin?includeRead=true (admin, ${counts.notifications})`,
      path: '/api/notification/admin?includeRead=true',
      headers: auth,
      kind: 'list',
    },
    {
      key: 'markread',
      label: 'POST /api/notification/mark-read/:id (admin)',
      path: `/api/notification/mark-read/${notificationId}`,
      method: 'POST',
      headers: auth,
      kind: 'write',
      expect: 204,
    },
  ];
  // Revalidation: a browser that holds the answer asks again with its ETag (only once the server
  // sends one).
  for (const [key, label, urlPath, etag] of [
    ['services304', 'GET /api/services (If-None-Match: 304)', '/api/services', services.etag],
    ['consultants304', 'GET /api/consultants (If-None-Match: 304)', '/api/consultants', consultants.etag],
  ]) {
    if (etag)
      routes.push({
        key,
        label,
        path: urlPath,
        headers: { 'if-none-match': etag },
        kind: 'list',
        expect: 304,
      });
  }
  return { routes: ONLY ? routes.filter((r) => ONLY.includes(r.key)) : routes, counts };
}

/**
 * autocannon keeps each answer's body as a string, decoding its bytes as UTF-8, which this bench never
 * reads. With a compressed body of some size that decoding, not the server, set the pace: with the
 * directory's 11.5 KB of brotli, the load generator took a whole core (a third of it in
 * `Buffer.toString`) while the server was half idle. Each client here counts the bytes and keeps no
 * body; every response is still received and parsed whole.
 */
function keepNoBody(client) {
  if (typeof client.pipelinedRequests?.addBody !== 'function') {
    throw new Error("autocannon's client has no pipelinedRequests.addBody: see keepNoBody in bench/api.mjs");
  }
  client.pipelinedRequests.addBody = () => {};
}

function cannon(url, { method = 'GET', headers = {} } = {}, duration = DURATION) {
  return autocannon({
    url,
    method,
    headers: { ...ACCEPT_ENCODING, ...headers },
    connections: CONNECTIONS,
    duration,
    setupClient: keepNoBody,
  });
}

async function measure({ port, pid }, route) {
  const url = `http://127.0.0.1:${port}${route.path}`;
  const options = { method: route.method, headers: route.headers };
  if (WARMUP > 0) await cannon(url, options, WARMUP);
  const cpuBefore = processCpuMicros(pid);
  const r = await cannon(url, options);
  const cpuAfter = processCpuMicros(pid);
  const expected = route.expect ?? 200;
  // autocannon counts every answer outside 2xx in non2xx; a 304 is the success of a revalidation.
  const wrong = expected === 304 ? r.non2xx - r['3xx'] + r['2xx'] : r.non2xx;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    // Bytes per answer as they crossed the socket, headers included (compressed, where it was).
    bytes: r.requests.average ? Math.round(r.throughput.average / r.requests.average) : 0,
    // The serving process's CPU time per answer (user and system, the socket writes included):
    // steadier than req/s on a machine whose load moves, and the figure to compare two builds by.
    cpuMicros:
      cpuBefore === null || cpuAfter === null || !r.requests.total
        ? null
        : (cpuAfter - cpuBefore) / r.requests.total,
    errors: r.errors + r.timeouts + Math.max(0, wrong),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function verdict(row) {
  const failures = [];
  const target = TARGETS[row.kind];
  if (target !== undefined && row.share < target) failures.push(`share < ${target * 100} %`);
  if (row.p99 > TARGETS.p99) failures.push(`p99 > ${TARGETS.p99} ms`);
  if (row.errors > 0) failures.push(`${row.errors} errors`);
  return failures.length ? `FAIL (${failures.join(', ')})` : 'ok';
}

function printTable(meta, bare, rows) {
  const out = (s) => process.stdout.write(`${s}\n`);
  out('');
  out(
    `API on ${meta.engine}, ${meta.connections} connections, ${meta.duration} s per route, ` +
      `${meta.rounds} round(s); median round, spread of req/s in brackets; load before: ${meta.loadBefore}`,
  );
  const cpu = (row) => (row.cpuMicros === null ? '-' : row.cpuMicros.toFixed(1));
  out(
    `Bare Fastify: ${Math.round(bare.rps)} req/s [${bare.spread}], p99 ${bare.p99} ms, ${cpu(bare)} µs CPU per request`,
  );
  const head = [
    'route'.padEnd(70),
    'req/s'.padStart(8),
    'spread'.padStart(15),
    'p99 ms'.padStart(8),
    'CPU µs'.padStart(8),
    'share'.padStart(7),
    'target'.padStart(8),
    '  result',
  ];
  out(head.join(''));
  for (const r of rows) {
    const target = TARGETS[r.kind];
    out(
      [
        r.label.padEnd(70),
        String(Math.round(r.rps)).padStart(8),
        r.spread.padStart(15),
        String(r.p99).padStart(8),
        cpu(r).padStart(8),
        `${(r.share * 100).toFixed(1)}%`.padStart(7),
        (target === undefined ? 'p99' : `>=${target * 100}%`).padStart(8),
        `  ${r.result}`,
      ].join(''),
    );
  }
  out(
    `Targets: one-item reads >= ${TARGETS.item * 100} % of bare, lists >= ${TARGETS.list * 100} %, p99 <= ${TARGETS.p99} ms (writes: p99 only).`,
  );
}

async function createSchema(schema) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
}

async function dropSchema(schema) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

async function main() {
  const loadBefore = loadAverageText();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const schema = `bench_api_${process.pid}`;
  const engine = PG_URL ? 'PostgreSQL' : 'SQLite';
  let databaseUrl = path.join(dataDir, 'app.db');
  if (PG_URL) {
    await createSchema(schema);
    databaseUrl = withSchema(PG_URL, schema);
  }
  // Interrupted (Ctrl-C, a timeout): the child processes, the schema and the data folder go too.
  const children = [];
  const interrupted = async () => {
    await Promise.all(children.map((child) => stop(child)));
    if (PG_URL) await dropSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const server = await startServer({
    dataDir,
    execArgv: CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF] : [],
    ...(SERVER_BUILD ? { server: SERVER_BUILD } : {}),
    env: { NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
  });
  children.push(server.child);
  const bare = await startBare();
  children.push(bare.child);
  try {
    if (PG_URL) await seedPostgres(databaseUrl);
    else seedSqlite(databaseUrl);
    const base = `http://127.0.0.1:${server.port}`;
    const { routes, counts } = await routesOf(base);
    const perRound = { bare: [] };
    for (const r of routes) perRound[r.key] = [];
    const served = { port: server.port, pid: server.child.pid };
    // The bare route is measured right before each route, and each share is taken against that
    // measurement: the machine's speed moves within a round (other work, heat), less within seconds.
    const pairedBare = {};
    for (const r of routes) pairedBare[r.key] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const route of routes) {
        const reference = await measure(bare, { path: '/' });
        perRound.bare.push(reference);
        pairedBare[route.key].push(reference.rps);
        perRound[route.key].push(await measure(served, route));
      }
      process.stderr.write(`round ${round + 1}/${ROUNDS} done\n`);
    }
    const summarize = (samples, bareRps) => {
      const rps = samples.map((s) => s.rps);
      return {
        rps: median(rps),
        spread: `${Math.round(Math.min(...rps))}-${Math.round(Math.max(...rps))}`,
        p50: median(samples.map((s) => s.p50)),
        p99: median(samples.map((s) => s.p99)),
        bytes: median(samples.map((s) => s.bytes)),
        cpuMicros: samples.every((s) => s.cpuMicros !== null)
          ? median(samples.map((s) => s.cpuMicros))
          : null,
        errors: samples.reduce((n, s) => n + s.errors, 0),
        // Each round's share against the bare route measured just before it.
        share: bareRps ? median(samples.map((s, i) => s.rps / bareRps[i])) : 1,
      };
    };
    const bareRow = summarize(perRound.bare);
    const rows = routes.map((r) => {
      const row = {
        key: r.key,
        label: r.label,
        kind: r.kind,
        ...summarize(perRound[r.key], pairedBare[r.key]),
      };
      return { ...row, result: verdict(row) };
    });
    const meta = {
      engine,
      connections: CONNECTIONS,
      duration: DURATION,
      rounds: ROUNDS,
      loadBefore,
      loadAfter: loadAverageText(),
      cpus: os.cpus().length,
      node: process.version,
      rows: counts,
      date: new Date().toISOString(),
    };
    printTable(meta, bareRow, rows);
    mkdirSync(path.dirname(OUT), { recursive: true });
    writeFileSync(
      OUT,
      `${JSON.stringify({ ...meta, targets: TARGETS, bare: bareRow, routes: rows, perRound }, null, 2)}\n`,
    );
    process.stdout.write(`Written to ${path.relative(root, OUT)}\n`);
  } finally {
    await stop(bare.child, { graceful: true });
    await stop(server.child);
    if (PG_URL) await dropSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
