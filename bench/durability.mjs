// npm run bench:durability — does every write the server acknowledged survive a killed process?
// (docs/reliability.md#durability, decision 038)
//
// For each engine, SQLite (a fresh database file) and PostgreSQL (a database of its own, created at
// the start and dropped at the end), starts the built server (dist/node) in its own process with the
// demo data and the rate limits raised, and repeats DURABILITY_ROUNDS times (30):
// 1. the demo administrator signs in through the API and creates a project;
// 2. DURABILITY_WRITERS writers (8) add tasks, progress updates and metrics to it as fast as the
//    server answers, each with a text of its own; every write answered 2xx is recorded with its id;
// 3. at a random moment DURABILITY_KILL_MS (50-400 ms) after the first write was answered, the
//    server gets SIGKILL;
// 4. the server is started again on the same database, the administrator signs in again, and the
//    project's page (GET /api/projects/:id) must show every acknowledged write with its id and its
//    text. A write that had no answer yet may be there or not; both are counted.
// After the last round every project of every round is read again, the server stops, and the
// engine's own checks run: PRAGMA integrity_check and foreign_key_check on SQLite; on PostgreSQL a
// full read of every table, every foreign key looked up, and amcheck's index and heap checks when
// the extension can be created (the output says when it cannot).
//
// Prints per engine the rounds, the acknowledged writes, the writes lost (must be 0), the writes in
// flight found and not found, the writes' latency and rate under load, the restarts' time and the
// checks, then one summary line; exit 1 when a write is lost or a check fails. Writes the figures to
// test-results/bench-durability.json.
//
// DURABILITY_ENGINES=sqlite,postgres the engines; DURABILITY_PG_URL the PostgreSQL server (default
// postgres://postgres@127.0.0.1:5432/test: its database is only used to create and drop the bench's
// own); SQLITE_SYNCHRONOUS=FULL|NORMAL reaches the server (decision 038). A longer
// DURABILITY_KILL_MS (2000-3000) measures the rate of writes under steady load.
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { loadAverageText } from './lib/machine.mjs';
import { requireBuiltServer, root, startServer } from './lib/server.mjs';

const OUT = path.join(root, 'test-results', 'bench-durability.json');
const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 30);
const WRITERS = Number(process.env.DURABILITY_WRITERS ?? 8);
const [KILL_FROM, KILL_TO] = (process.env.DURABILITY_KILL_MS ?? '50-400').split('-').map(Number);
const ENGINES = (process.env.DURABILITY_ENGINES ?? 'sqlite,postgres').split(',').map((s) => s.trim());
const PG_URL = process.env.DURABILITY_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
/** How long a round waits for its first answer before it counts the kill moment all the same. */
const FIRST_ANSWER_WAIT_MS = 10_000;
/** A request the server neither answers nor drops in this time is a fault of its own. */
const REQUEST_TIMEOUT_MS = 30_000;

for (const [name, ok] of [
  ['DURABILITY_ROUNDS', Number.isInteger(ROUNDS) && ROUNDS >= 1],
  ['DURABILITY_WRITERS', Number.isInteger(WRITERS) && WRITERS >= 1],
  ['DURABILITY_KILL_MS', KILL_FROM >= 0 && KILL_TO >= KILL_FROM],
  ['DURABILITY_ENGINES', ENGINES.length > 0 && ENGINES.every((e) => e === 'sqlite' || e === 'postgres')],
]) {
  if (!ok) {
    process.stderr.write(`${name} is not valid: '${process.env[name]}'\n`);
    process.exit(2);
  }
}

requireBuiltServer();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const count = (n) => n.toLocaleString('en-US');
const ms = (v) => (v === null ? '–' : `${v.toFixed(1)} ms`);

/** One call of the API; resolves to the status and the parsed body. */
async function call(baseURL, method, urlPath, { token, body } = {}) {
  const res = await fetch(`${baseURL}/api${urlPath}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The same, for calls outside the load: anything but 2xx stops the bench. */
async function must(baseURL, method, urlPath, options) {
  const res = await call(baseURL, method, urlPath, options);
  if (res.status < 200 || res.status > 299) {
    throw new Error(`${method} ${urlPath}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

const signIn = async (baseURL) => (await must(baseURL, 'POST', '/Account/login', { body: ADMIN })).token;

/**
 * The three writes of the load, each on the project's page afterwards: its path, its body with the
 * write's own text, and where the page lists it and under which field the text comes back.
 */
const KINDS = [
  {
    kind: 'task',
    path: (id) => `/projects/${id}/tasks`,
    body: (text) => ({ taskName: text, description: 'Written under load by the durability bench.' }),
    list: 'tasks',
    field: 'taskName',
  },
  {
    kind: 'update',
    path: (id) => `/projects/${id}/updates`,
    body: (text) => ({ title: text, content: 'Written under load by the durability bench.' }),
    list: 'updates',
    field: 'title',
  },
  {
    kind: 'metric',
    path: (id) => `/projects/${id}/metrics`,
    body: (text, n) => ({ name: text, value: n, unit: 'writes' }),
    list: 'metrics',
    field: 'name',
  },
];

/**
 * WRITERS writers on one project until `stop()`; `done` resolves to every write sent: acknowledged
 * (2xx, with its id), refused (another status) or in flight (no answer: the server was killed).
 * `firstAcknowledged` resolves at the first 2xx.
 */
function load(baseURL, token, projectId, tag) {
  let stopped = false;
  const writes = [];
  let answered;
  const firstAcknowledged = new Promise((resolve) => {
    answered = resolve;
  });
  const writer = async (w) => {
    for (let n = 0; !stopped; n += 1) {
      const kind = KINDS[(w + n) % KINDS.length];
      // Unique within the run; a metric's name may hold 100 characters.
      const text = `${tag} w${w} #${n}`;
      const write = { kind: kind.kind, text, status: null, id: null, ms: null };
      writes.push(write);
      const sent = performance.now();
      try {
        const res = await call(baseURL, 'POST', kind.path(projectId), { token, body: kind.body(text, n) });
        write.status = res.status;
        write.ms = performance.now() - sent;
        if (res.status >= 200 && res.status <= 299) {
          write.id = res.body.id;
          answered();
        }
      } catch {
        // No answer: the connection died with the server.
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w))).then(() => writes);
  return {
    done,
    firstAcknowledged,
    stop: () => {
      stopped = true;
    },
  };
}

const acknowledged = (w) => w.status !== null && w.status >= 200 && w.status <= 299;

/**
 * Reads the project's page and compares it with the writes: every acknowledged one must be there
 * with its id and text; a write in flight is looked up by its text.
 */
async function verify(baseURL, token, project, writes) {
  const res = await call(baseURL, 'GET', `/projects/${project.id}`, { token });
  if (res.status === 404) {
    // The project itself, acknowledged before the load, is gone, and every write on it with it.
    const gone = writes.filter(acknowledged);
    return { lost: [project.acknowledged, ...gone], found: 0, missing: 0 };
  }
  if (res.status !== 200) throw new Error(`GET /projects/${project.id}: HTTP ${res.status}`);
  const page = res.body;
  const lost = [];
  let found = 0;
  let missing = 0;
  if (page.name !== project.acknowledged.text) lost.push(project.acknowledged);
  for (const write of writes) {
    const kind = KINDS.find((k) => k.kind === write.kind);
    const rows = page[kind.list];
    if (acknowledged(write)) {
      if (!rows.some((r) => r.id === write.id && r[kind.field] === write.text)) lost.push(write);
    } else if (write.status === null) {
      if (rows.some((r) => r[kind.field] === write.text)) found += 1;
      else missing += 1;
    }
  }
  return { lost, found, missing };
}

/** SQLite's own checks, on the file with the server stopped. */
function checkSqlite(file) {
  const db = new Database(file);
  try {
    const integrity = db.pragma('integrity_check').map((r) => r.integrity_check);
    const foreignKeys = db.pragma('foreign_key_check');
    const journal = db.pragma('journal_mode', { simple: true });
    const ok = integrity.length === 1 && integrity[0] === 'ok' && foreignKeys.length === 0;
    return {
      ok,
      lines: [
        `PRAGMA integrity_check: ${integrity.join('; ')}`,
        `PRAGMA foreign_key_check: ${foreignKeys.length} rows${foreignKeys.length ? ` ${JSON.stringify(foreignKeys.slice(0, 5))}` : ''}`,
        `journal_mode ${journal}`,
      ],
    };
  } finally {
    db.close();
  }
}

const quote = (name) => `"${name.replace(/"/g, '""')}"`;

/**
 * PostgreSQL's checks, with the server stopped: every table read whole (each row turned into text),
 * every foreign key looked up in its table, and amcheck on every B-tree index (with every row of the
 * table found in it) and every table's heap, when the extension can be created.
 */
async function checkPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const lines = [];
  let ok = true;
  try {
    const tables = (
      await client.query(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind in ('r', 'p') order by 1`,
      )
    ).rows.map((r) => r.name);
    let rows = 0;
    let characters = 0;
    for (const table of tables) {
      const { rows: got } = await client.query(
        `select count(*)::bigint as n, coalesce(sum(length(t::text)), 0)::bigint as characters from ${quote(table)} t`,
      );
      rows += Number(got[0].n);
      characters += Number(got[0].characters);
    }
    lines.push(
      `every table read whole: ${tables.length} tables, ${count(rows)} rows, ${count(characters)} characters as text`,
    );

    const keys = (
      await client.query(
        `select con.conname as name, child.relname as child, parent.relname as parent,
                array(select a.attname from unnest(con.conkey) with ordinality k(num, i)
                        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i)::text[] as columns,
                array(select a.attname from unnest(con.confkey) with ordinality k(num, i)
                        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i)::text[] as refs
           from pg_constraint con
           join pg_class child on child.oid = con.conrelid
           join pg_class parent on parent.oid = con.confrelid
           join pg_namespace n on n.oid = con.connamespace
          where con.contype = 'f' and n.nspname = current_schema()`,
      )
    ).rows;
    let orphans = 0;
    for (const key of keys) {
      const present = key.columns.map((c) => `c.${quote(c)} is not null`).join(' and ');
      const match = key.columns.map((c, i) => `p.${quote(key.refs[i])} = c.${quote(c)}`).join(' and ');
      const { rows: got } = await client.query(
        `select count(*)::bigint as n from ${quote(key.child)} c
          where ${present} and not exists (select 1 from ${quote(key.parent)} p where ${match})`,
      );
      const n = Number(got[0].n);
      if (n > 0) lines.push(`foreign key ${key.name}: ${n} rows without their ${key.parent} row`);
      orphans += n;
    }
    lines.push(`foreign keys: ${keys.length} checked, ${orphans} rows without their row`);
    if (orphans > 0) ok = false;

    let amcheck = true;
    try {
      await client.query('create extension if not exists amcheck');
    } catch (error) {
      amcheck = false;
      lines.push(`amcheck: skipped, the extension cannot be created here (${error.message})`);
    }
    if (amcheck) {
      const indexes = (
        await client.query(
          `select c.oid::regclass::text as name from pg_index i
             join pg_class c on c.oid = i.indexrelid
             join pg_am am on am.oid = c.relam
             join pg_namespace n on n.oid = c.relnamespace
            where am.amname = 'btree' and n.nspname = current_schema() and c.relpersistence <> 't'`,
        )
      ).rows.map((r) => r.name);
      const failures = [];
      for (const index of indexes) {
        try {
          await client.query('select bt_index_check($1::regclass, true)', [index]);
        } catch (error) {
          failures.push(`${index}: ${error.message}`);
        }
      }
      lines.push(
        `amcheck bt_index_check (heapallindexed): ${indexes.length} indexes, ${failures.length} failed${failures.length ? ` ${failures.join('; ')}` : ''}`,
      );
      if (failures.length) ok = false;
      const heap = await client
        .query(
          `select count(*)::bigint as n from pg_class c join pg_namespace n on n.oid = c.relnamespace,
             lateral verify_heapam(c.oid) v
            where n.nspname = current_schema() and c.relkind = 'r'`,
        )
        .then((r) => Number(r.rows[0].n))
        .catch((error) => error);
      if (heap instanceof Error) lines.push(`amcheck verify_heapam: skipped (${heap.message})`);
      else {
        lines.push(`amcheck verify_heapam: ${tables.length} tables, ${heap} corrupt tuples`);
        if (heap > 0) ok = false;
      }
    }
    return { ok, lines };
  } finally {
    await client.end();
  }
}

/** The settings that decide what a PostgreSQL commit survives. */
async function postgresSettings(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes') order by name",
    );
    return rows.map((r) => `${r.name} ${r.setting}`).join(', ');
  } finally {
    await client.end();
  }
}

/** The `synchronous` the built server gives a SQLite file when SQLITE_SYNCHRONOUS is unset. */
async function serverDefaultSynchronous() {
  try {
    const config = await import(pathToFileURL(path.join(root, 'dist', 'node', 'server', 'config.js')).href);
    return config.default.DEFAULT_SQLITE_SYNCHRONOUS ?? 'NORMAL (a build from before decision 038)';
  } catch {
    return 'unknown';
  }
}

/** A PostgreSQL database of the bench's own, so that the test suites' database stays as it was. */
async function withAdminClient(work) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function benchDatabaseUrl(name) {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function stopServer(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/** The rounds on one engine; resolves to its figures. */
async function runEngine(engine, cleanups) {
  const began = performance.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-durability-${engine}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const sqliteFile = path.join(dataDir, 'durability.db');
  const pgName = `durability_bench_${process.pid}`;
  let databaseUrl = sqliteFile;
  if (engine === 'postgres') {
    await withAdminClient(async (c) => {
      await c.query(`drop database if exists ${quote(pgName)} with (force)`);
      await c.query(`create database ${quote(pgName)}`);
    });
    cleanups.push(() =>
      withAdminClient((c) => c.query(`drop database if exists ${quote(pgName)} with (force)`)),
    );
    databaseUrl = benchDatabaseUrl(pgName);
  }
  const setting =
    engine === 'sqlite'
      ? `WAL, synchronous ${process.env.SQLITE_SYNCHRONOUS?.trim().toUpperCase() || (await serverDefaultSynchronous())}`
      : await postgresSettings(databaseUrl);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    // The bench signs in after every restart and writes as fast as the server answers: the limits
    // would refuse most of it, and they are not what is measured here.
    ACCOUNT_RATE_LIMIT: '100000',
    WRITE_RATE_LIMIT: '1000000',
    BUSY_WRITE_RATE_LIMIT: '1000000',
  };
  const start = async () => {
    const startedAt = performance.now();
    const server = await startServer({ dataDir, env });
    cleanups.push(() => stopServer(server.child, 'SIGKILL'));
    return { ...server, startMs: performance.now() - startedAt };
  };

  let server = await start();
  const rounds = [];
  const allWrites = [];
  const projects = [];
  const lost = [];
  let loadMs = 0;
  let token = await signIn(server.baseURL);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const tag = `dur ${engine} ${process.pid} r${round}`;
    const created = await must(server.baseURL, 'POST', '/projects', {
      token,
      body: { name: `Durability ${tag}`, description: 'The durability bench writes here under load.' },
    });
    const project = {
      id: created.id,
      acknowledged: { kind: 'project', id: created.id, text: created.name },
      writes: [],
    };
    projects.push(project);

    // The kill comes while writes are being answered: counted from the first answer, since a new
    // process's first writes take a while (its connections, its first run of each route).
    const killAfter = KILL_FROM + Math.random() * (KILL_TO - KILL_FROM);
    const writing = load(server.baseURL, token, project.id, tag);
    const loadStarted = performance.now();
    let waiting;
    await Promise.race([
      writing.firstAcknowledged,
      new Promise((resolve) => {
        waiting = setTimeout(resolve, FIRST_ANSWER_WAIT_MS);
      }),
    ]);
    clearTimeout(waiting);
    await sleep(killAfter);
    writing.stop();
    server.child.kill('SIGKILL');
    loadMs += performance.now() - loadStarted;
    const [writes] = await Promise.all([writing.done, once(server.child, 'exit')]);
    project.writes = writes;
    allWrites.push(...writes);

    // The administrator signs in on the new process: the accounts came through the kill too.
    server = await start();
    token = await signIn(server.baseURL);
    const check = await verify(server.baseURL, token, project, writes);
    lost.push(...check.lost);
    rounds.push({
      round,
      killAfterMs: Math.round(killAfter),
      acknowledged: writes.filter(acknowledged).length,
      inFlight: writes.filter((w) => w.status === null).length,
      refused: writes.filter((w) => w.status !== null && !acknowledged(w)).length,
      inFlightFound: check.found,
      inFlightMissing: check.missing,
      lost: check.lost.length,
      restartMs: Math.round(server.startMs),
    });
    process.stderr.write(
      `${engine} round ${round}/${ROUNDS}: killed ${Math.round(killAfter)} ms after the first answer, ` +
        `${rounds.at(-1).acknowledged} acknowledged, ${check.lost.length} lost, ` +
        `in flight ${check.found} found / ${check.missing} not found\n`,
    );
  }

  // Once more, after the last restart: every round's writes, the earlier rounds' too.
  let lostAtEnd = 0;
  for (const project of projects) {
    const check = await verify(server.baseURL, token, project, project.writes);
    lostAtEnd += check.lost.length;
    for (const write of check.lost) if (!lost.includes(write)) lost.push(write);
  }
  await stopServer(server.child, 'SIGTERM');

  const integrity = engine === 'sqlite' ? checkSqlite(sqliteFile) : await checkPostgres(databaseUrl);
  const sum = (key) => rounds.reduce((n, r) => n + r[key], 0);
  const latencies = allWrites
    .filter(acknowledged)
    .map((w) => w.ms)
    .sort((a, b) => a - b);
  const restarts = rounds.map((r) => r.restartMs).sort((a, b) => a - b);
  const byKind = Object.fromEntries(
    KINDS.map((k) => [k.kind, allWrites.filter((w) => w.kind === k.kind && acknowledged(w)).length]),
  );
  return {
    engine,
    label: engine === 'sqlite' ? 'SQLite' : 'PostgreSQL',
    setting,
    rounds: rounds.length,
    acknowledged: sum('acknowledged'),
    byKind,
    projects: projects.length,
    lost: lost.length,
    lostAtEnd,
    lostSamples: lost.slice(0, 5),
    inFlight: sum('inFlight'),
    inFlightFound: sum('inFlightFound'),
    inFlightMissing: sum('inFlightMissing'),
    refused: sum('refused'),
    loadSeconds: loadMs / 1000,
    writesPerSecond: sum('acknowledged') / (loadMs / 1000),
    latency: { p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
    restart: { p50: percentile(restarts, 50), max: restarts.at(-1) ?? null },
    integrity,
    seconds: (performance.now() - began) / 1000,
    perRound: rounds,
  };
}

function print(r) {
  const lines = [
    `${r.label} (${r.setting}): ${r.rounds} rounds, ${WRITERS} writers, SIGKILL ${KILL_FROM}–${KILL_TO} ms after the first answer`,
    `  acknowledged writes   ${count(r.acknowledged)} (${Object.entries(r.byKind)
      .map(([k, n]) => `${count(n)} ${k}s`)
      .join(', ')}) and ${r.projects} projects`,
    `  lost                  ${r.lost}${r.lost ? ` FAIL ${JSON.stringify(r.lostSamples)}` : ''}`,
    `  in flight at the kill ${count(r.inFlight)}: ${count(r.inFlightFound)} found after the restart, ${count(r.inFlightMissing)} not found`,
    `  refused (not 2xx)     ${r.refused}`,
    `  under load            ${Math.round(r.writesPerSecond)} acknowledged writes/s over ${r.loadSeconds.toFixed(1)} s; latency p50 ${ms(r.latency.p50)}, p99 ${ms(r.latency.p99)}`,
    `  restart               p50 ${r.restart.p50} ms, max ${r.restart.max} ms`,
    `  integrity             ${r.integrity.ok ? 'ok' : 'FAIL'}`,
    ...r.integrity.lines.map((l) => `    ${l}`),
    `  time                  ${r.seconds.toFixed(1)} s`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  const began = performance.now();
  const loadBefore = loadAverageText();
  const cleanups = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    cleanups.length = 0;
  };
  const interrupted = async () => {
    await cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const results = [];
  try {
    for (const engine of ENGINES) {
      const result = await runEngine(engine, cleanups);
      results.push(result);
      print(result);
    }
  } finally {
    await cleanUp();
  }
  const seconds = (performance.now() - began) / 1000;
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(
    OUT,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        rounds: ROUNDS,
        writers: WRITERS,
        killMs: [KILL_FROM, KILL_TO],
        loadBefore,
        loadAfter: loadAverageText(),
        seconds,
        engines: results,
      },
      null,
      2,
    )}\n`,
  );
  const acknowledgedAll = results.reduce((n, r) => n + r.acknowledged + r.projects, 0);
  const lostAll = results.reduce((n, r) => n + r.lost, 0);
  const failedChecks = results.filter((r) => !r.integrity.ok).map((r) => r.label);
  const passed = lostAll === 0 && failedChecks.length === 0;
  const engines = results.map((r) => `${r.label} ${r.rounds} round${r.rounds === 1 ? '' : 's'}`).join(', ');
  process.stdout.write(
    `durability: ${passed ? 'passed' : 'FAILED'}: ${lostAll} of ${count(acknowledgedAll)} acknowledged writes lost ` +
      `over ${engines}; integrity ${failedChecks.length ? `FAILED on ${failedChecks.join(', ')}` : 'ok'}; ` +
      `${seconds.toFixed(1)} s (load ${loadBefore} before)\n`,
  );
  if (!passed) process.exitCode = 1;
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
