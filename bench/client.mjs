// npm run bench:client — the client under load, in Chromium (docs/performance.md#client).
//
// Builds the client with React's profiling renderer into dist/bench-client
// (bench/client/webpack.profile.cjs) and the server (npm run build:server), starts the production
// server on a fresh SQLite file with the demo data and 5,000 more projects (bulk SQL), signs in as
// the demo administrator in headless Chromium, lands every project in the store through the
// projects slice's own action, and then, on each page that lists projects or notifications, raises
// BENCH_RATE notifications a second for BENCH_DURATION seconds: anonymous quote requests
// (POST /api/ProjectRequest), each of which the server stores and pushes to the administrators over
// the hub. It reads React's commits from the Profiler (app/profiling.ts), counts the rows each long
// list keeps in the DOM and the recomputations of the memoized selectors, prints the table, writes
// test-results/bench-client.json, and exits 1 when a phase's p95 commit is 16 ms or more, or when a
// list holds more rows than a page while the store holds more.
//
// BENCH_DURATION=10 seconds per phase, BENCH_RATE=50 notifications a second, BENCH_PHASES=projects,bell
// (names of the phases to run), BENCH_SKIP_BUILD=1 (use the builds already there), BENCH_STATIC_DIR=<folder>
// (another profiling build of the client, e.g. of an earlier commit; implies no build), CHROME_PATH.
// The functions given to page.evaluate run in the page.
/* global window, document, PopStateEvent */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from './lib/chromium.mjs';
import { insertProjects } from './lib/projects.mjs';
import { loadAverageText } from './lib/machine.mjs';
import { requireBuiltServer, root, startServer } from './lib/server.mjs';

const OUT = path.join(root, 'test-results', 'bench-client.json');
const STATIC_DIR = path.resolve(process.env.BENCH_STATIC_DIR ?? path.join(root, 'dist', 'bench-client'));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const ONLY = process.env.BENCH_PHASES?.split(',').map((s) => s.trim());
const PROJECTS = 5000;
/** The store is filled through the server's largest page. */
const FETCH_PAGE = 100;
/** A list is bounded when it draws at most a server page of rows (docs/requirements.md#growth). */
const ROW_BOUND = 100;
/** One frame at 60 Hz (docs/requirements.md#performance). */
const P95_BUDGET_MS = 16;
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
const PROFILE = '__commitProfile';

/**
 * The phases: a page, optionally the bell's panel open over it. Each list is found by its
 * accessible name, with the store's count of what it could show beside it.
 */
const PHASES = [
  { name: 'projects', path: '/projects', ready: 'table[aria-label="Projects"] tbody tr' },
  { name: 'dashboard-projects', path: '/dashboard/projects', ready: 'table[aria-label="Projects"] tbody tr' },
  { name: 'notifications', path: '/notifications', ready: 'ul[aria-label="Notification list"] > li' },
  { name: 'bell', path: '/notifications', bell: true, ready: 'ul[aria-label="Notification list"] > li' },
].filter((p) => !ONLY || ONLY.includes(p.name));

/** The long lists, as the DOM holds them, and what the store holds for each. */
const LISTS = [
  { key: 'projects table', rows: 'table[aria-label="Projects"] tbody tr', store: 'projects' },
  { key: 'projects cards', rows: 'ul[aria-label="Projects"] > li', store: 'projects' },
  { key: 'notification list', rows: 'ul[aria-label="Notification list"] > li', store: 'notifications' },
  { key: 'bell menu', rows: 'ul[aria-label="Unread notifications"] > *', store: 'unread' },
];

function run(command, args) {
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    process.stderr.write(`${command} ${args.join(' ')} failed\n`);
    process.exit(1);
  }
}

function build() {
  // Never the app's own build: that one writes dist/public.
  run('npx', ['webpack', '-c', 'bench/client/webpack.profile.cjs']);
  run('npm', ['run', 'build:server']);
}

/** 5,000 projects, written once the server has migrated and seeded the database. */
function seedProjects(file) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  db.transaction(() => insertProjects(db, PROJECTS))();
  db.close();
}

/**
 * `rate` anonymous quote requests a second for `seconds`, on a fixed schedule (a slow answer does
 * not delay the next request). Each one makes the server store a notification for the
 * administrators and push it over the hub.
 */
async function raiseNotifications(baseURL, rate, seconds, tag) {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const answers = [];
  let failed = 0;
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    answers.push(
      fetch(`${baseURL}/api/ProjectRequest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          requestTitle: `Bench ${tag} ${i}`,
          description: 'A quote request raised by the client benchmark.',
          contactName: `Bench visitor ${i}`,
          email: `bench.visitor${i}@example.com`,
        }),
      })
        .then((res) => {
          if (res.status !== 201) failed += 1;
          return res.arrayBuffer();
        })
        .catch(() => {
          failed += 1;
        }),
    );
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - started) / 1000;
  return { sent: total, failed, seconds: elapsed, rate: total / elapsed };
}

/** Client-side navigation, as a link would do it: the store (and its 5,000 projects) stays. */
async function navigate(page, to) {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}

/** Rows each long list holds in the DOM right now, and what the store holds for it. */
function sampleLists(page) {
  return page.evaluate(
    ({ lists, profile }) => {
      const state = window[profile].getState();
      const store = {
        projects: state.projects?.ids.length ?? 0,
        notifications: state.notifications.ids.length,
        unread: state.notifications.unreadCount,
      };
      const out = {};
      for (const list of lists) {
        const found = document.querySelectorAll(list.rows).length;
        if (found > 0) out[list.key] = { rows: found, store: store[list.store] };
      }
      return out;
    },
    { lists: LISTS, profile: PROFILE },
  );
}

const quantile = (sorted, q) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function runPhase(page, baseURL, phase) {
  await page.keyboard.press('Escape');
  await navigate(page, phase.path);
  await page.locator(phase.ready).first().waitFor({ state: 'attached', timeout: 30_000 });
  if (phase.bell) {
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page.locator('ul[aria-label="Unread notifications"]').waitFor();
  }
  // The page's own reads land before the measured seconds start.
  await page.waitForTimeout(1500);
  const before = await page.evaluate((profile) => {
    const p = window[profile];
    p.commits.length = 0;
    for (const s of Object.values(p.selectors)) s.resetRecomputations();
    const n = p.getState().notifications;
    return { unread: n.unreadCount, status: n.connectionStatus };
  }, PROFILE);
  if (before.status !== 'connected') throw new Error(`the hub is ${before.status}, not connected`);

  // Sample the lists while the notifications arrive: a list that grows shows it at its largest.
  const lists = {};
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      for (const [key, value] of Object.entries(await sampleLists(page))) {
        const seen = lists[key];
        lists[key] = {
          rows: Math.max(seen?.rows ?? 0, value.rows),
          store: Math.max(seen?.store ?? 0, value.store),
        };
      }
      await page.waitForTimeout(250);
    }
  })();
  const load = await raiseNotifications(baseURL, RATE, DURATION, phase.name);
  // The last pushes reach the page shortly after their answers.
  await page.waitForTimeout(1000);
  sampling = false;
  await sampler;

  const after = await page.evaluate((profile) => {
    const p = window[profile];
    const recomputations = {};
    for (const [name, s] of Object.entries(p.selectors)) recomputations[name] = s.recomputations();
    return {
      commits: p.commits.map((c) => ({ phase: c.phase, ms: c.actualDuration })),
      recomputations,
      unread: p.getState().notifications.unreadCount,
    };
  }, PROFILE);
  const sorted = after.commits.map((c) => c.ms).sort((a, b) => a - b);
  const listRows = Object.entries(lists).map(([key, v]) => ({
    list: key,
    rows: v.rows,
    store: v.store,
    bounded: v.rows <= ROW_BOUND,
  }));
  const p95 = quantile(sorted, 0.95);
  return {
    phase: phase.name,
    path: phase.path + (phase.bell ? ' + bell' : ''),
    load,
    delivered: after.unread - before.unread,
    commits: sorted.length,
    p50: quantile(sorted, 0.5),
    p95,
    max: sorted[sorted.length - 1] ?? 0,
    lists: listRows,
    recomputations: after.recomputations,
    ok: p95 < P95_BUDGET_MS && listRows.every((l) => l.bounded) && listRows.length > 0,
  };
}

async function fillStore(page) {
  return page.evaluate(
    async ({ profile, size }) => {
      const p = window[profile];
      const token = p.getState().session.token;
      const headers = { authorization: `Bearer ${token}` };
      let landed = 0;
      for (let n = 1; ; n += 1) {
        const res = await fetch(`/api/projects?page=${n}&pageSize=${size}`, { headers });
        if (!res.ok) throw new Error(`GET /api/projects: HTTP ${res.status}`);
        const body = await res.json();
        // The slice's own action: rows merged into the entity adapter, the list page unchanged.
        p.dispatch({ type: 'projects/summariesReceived', payload: body.data });
        landed += body.data.length;
        if (body.data.length < size) break;
      }
      return { landed, inStore: p.getState().projects.ids.length };
    },
    { profile: PROFILE, size: FETCH_PAGE },
  );
}

function printTable(meta, results) {
  const out = (s) => process.stdout.write(`${s}\n`);
  out('');
  out(
    `Client under load: ${meta.rate} notifications/s for ${meta.duration} s per phase, ` +
      `${meta.projectsInStore} projects in the store; load ${meta.loadBefore} -> ${meta.loadAfter}`,
  );
  out(
    [
      'phase'.padEnd(34),
      'sent/s'.padStart(7),
      'pushed'.padStart(7),
      'commits'.padStart(8),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'max ms'.padStart(8),
      '  lists (rows in DOM / in store)',
    ].join(''),
  );
  for (const r of results) {
    out(
      [
        r.path.padEnd(34),
        r.load.rate.toFixed(1).padStart(7),
        String(r.delivered).padStart(7),
        String(r.commits).padStart(8),
        r.p50.toFixed(2).padStart(8),
        r.p95.toFixed(2).padStart(8),
        r.max.toFixed(2).padStart(8),
        `  ${r.lists.map((l) => `${l.list} ${l.rows}/${l.store}${l.bounded ? '' : ' UNBOUNDED'}`).join(', ')}`,
        r.ok ? '' : '  FAIL',
      ].join(''),
    );
  }
  out('');
  out('Selector recomputations per phase:');
  const names = Object.keys(results[0]?.recomputations ?? {});
  out(['selector'.padEnd(30), ...results.map((r) => r.phase.padStart(20))].join(''));
  for (const name of names) {
    out([name.padEnd(30), ...results.map((r) => String(r.recomputations[name]).padStart(20))].join(''));
  }
  out(`Targets: p95 commit < ${P95_BUDGET_MS} ms, every list at most ${ROW_BOUND} rows in the DOM.`);
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1' && !process.env.BENCH_STATIC_DIR) build();
  requireBuiltServer();
  if (!existsSync(path.join(STATIC_DIR, 'index.html'))) {
    process.stderr.write(
      'Build the profiling client first: npx webpack -c bench/client/webpack.profile.cjs\n',
    );
    process.exit(1);
  }
  const loadBefore = loadAverageText();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-client-'));
  const dbFile = path.join(dataDir, 'app.db');
  const { child, baseURL } = await startServer({
    dataDir,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: dbFile,
      LOG_LEVEL: 'warn',
      STATIC_DIR,
      // The quote form's per-address budget would stop the load after 30 requests.
      ACCOUNT_RATE_LIMIT: '1000000',
    },
  });
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_ARGS],
  });
  const chromiumVersion = browser.version();
  const stopAll = async () => {
    await browser.close().catch(() => {});
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  let results;
  let projects;
  const pageErrors = [];
  try {
    seedProjects(dbFile);
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.waitForFunction((profile) => Boolean(window[profile]), PROFILE);
    await page.evaluate((profile) => window[profile].selectorsLoaded, PROFILE);
    await page.waitForFunction(
      (profile) => window[profile].getState().notifications.connectionStatus === 'connected',
      PROFILE,
      { timeout: 30_000 },
    );
    // The projects page brings the work feature (its slices) into the store.
    await navigate(page, '/projects');
    await page.locator('table[aria-label="Projects"] tbody tr').first().waitFor({ timeout: 30_000 });
    projects = await fillStore(page);
    if (projects.inStore < PROJECTS) throw new Error(`only ${projects.inStore} projects in the store`);
    results = [];
    for (const phase of PHASES) {
      results.push(await runPhase(page, baseURL, phase));
      process.stderr.write(`phase ${phase.name} done\n`);
    }
  } finally {
    await stopAll();
  }

  const meta = {
    date: new Date().toISOString(),
    client: path.relative(root, STATIC_DIR) || '.',
    rate: RATE,
    duration: DURATION,
    projectsInStore: projects.inStore,
    rowBound: ROW_BOUND,
    p95BudgetMs: P95_BUDGET_MS,
    loadBefore,
    loadAfter: loadAverageText(),
    cpus: os.cpus().length,
    chromium: chromiumVersion,
    pageErrors,
  };
  printTable(meta, results);
  if (pageErrors.length) process.stdout.write(`Page errors: ${pageErrors.join(' | ')}\n`);
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, `${JSON.stringify({ ...meta, phases: results }, null, 2)}\n`);
  process.stdout.write(`Written to ${path.relative(root, OUT)}\n`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

await main();
