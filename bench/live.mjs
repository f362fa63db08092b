// npm run bench:live — the live project room under load (docs/performance.md#live).
//
// Starts the built server (dist/node, serving dist/public) in its own process on a fresh SQLite file
// with the demo data, and adds one project whose team is BENCH_MEMBERS consultants (200), with bulk
// SQL. Every member signs in and connects to the hub with the real @microsoft/signalr client;
// BENCH_BROWSERS of them (2) do so in Chromium, with the project's page open. One member of the team
// then posts BENCH_RATE updates a second (20) for BENCH_DURATION seconds (30).
//
// Prints:
// - from a write's answer to each member's receipt of its `ProjectChanged`: p50, p95, p99 and the
//   share of receipts that arrived (target: p95 ≤ 250 ms);
// - the writes' own latency (request to answer): p50, p95, p99;
// - the GET requests the open project pages made while the writes went on (target 0).
// Writes the figures to test-results/bench-live.json.
//
// BENCH_SERVER=<server.js> runs another build (to compare two builds; an older one that sends no
// `ProjectChanged` shows no receipts). BENCH_MEMBERS=50 BENCH_BROWSERS=0 gives the write latency
// of a 50-member team alone. BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from './lib/chromium.mjs';
import { loadAverageText } from './lib/machine.mjs';
import { requireBuiltServer, root, SERVER, startServer } from './lib/server.mjs';

const OUT = path.join(root, 'test-results', 'bench-live.json');
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const BROWSERS = Number(process.env.BENCH_BROWSERS ?? 2);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const SERVER_BUILD = process.env.BENCH_SERVER ? path.resolve(process.env.BENCH_SERVER) : SERVER;
const CPU_PROF = process.env.BENCH_CPU_PROF;
const PASSWORD = 'Admin123!';
const TARGETS = { p95: 250, gets: 0 };

requireBuiltServer();

/** The team, its customer and the project, written straight into the server's database. */
function seedTeam(file) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  // Every bench user has the demo administrator's password, so that the real sign-in works.
  const { password_hash: hash } = db
    .prepare("select password_hash from users where email = 'admin@example.com'")
    .get();
  const user = db.prepare(
    `insert into users (user_name, email, name, surname, password_hash, role_id, email_verified, is_active,
       created_at, updated_at) values (?, ?, ?, ?, ?, ?, 1, 1, ?, ?)`,
  );
  const consultant = db.prepare(
    `insert into consultants (user_id, specialization, bio, years_of_experience, application_status,
       applied_at, reviewed_at, created_at, updated_at, slug) values (?, 'Bench', '', 5, 'Approved', ?, ?, ?, ?, ?)`,
  );
  const member = db.prepare(
    'insert into project_consultants (project_id, consultant_id, is_leader, assigned_at) values (?, ?, ?, ?)',
  );
  const emails = [];
  let projectId = 0;
  db.transaction(() => {
    const customer = user.run(
      'bench.customer',
      'bench.customer@example.com',
      'Bench',
      'Customer',
      hash,
      3,
      now,
      now,
    );
    projectId = Number(
      db
        .prepare(
          `insert into projects (name, description, status, customer_id, currency, is_available_for_application,
             created_at, updated_at) values ('Live room', 'The bench project.', 'Active', ?, 'EUR', 0, ?, ?)`,
        )
        .run(Number(customer.lastInsertRowid), now, now).lastInsertRowid,
    );
    for (let i = 0; i < MEMBERS; i += 1) {
      const email = `bench.member${i}@example.com`;
      const userId = Number(
        user.run(`bench.member${i}`, email, `Member${i}`, 'Bench', hash, 2, now, now).lastInsertRowid,
      );
      const consultantId = Number(
        consultant.run(userId, now, now, now, now, `bench-member-${i}`).lastInsertRowid,
      );
      member.run(projectId, consultantId, i === 0 ? 1 : 0, now);
      emails.push(email);
    }
  })();
  db.close();
  return { projectId, emails };
}

async function login(baseURL, email) {
  const res = await fetch(`${baseURL}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login of ${email}: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { token: body.token, userId: body.user?.id ?? body.id };
}

/** Runs `work` over `items`, `width` at a time. */
async function pool(items, width, work) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i], i);
      }
    }),
  );
  return out;
}

/** One member's hub connection; every update id it receives is stamped with the time it came. */
async function connect(baseURL, { token, userId }, receipts) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseURL}/hubs/notification`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
  connection.on('ProjectChanged', (event) => {
    const at = performance.now();
    for (const change of event.changes ?? []) {
      if (change.kind === 'update') receipts.push({ id: change.update.id, at });
    }
  });
  // The stored notification of the same write: counted, not timed.
  connection.on('UserNotification', () => undefined);
  await connection.start();
  // The groups the app joins for a consultant (docs/requirements.md#hub-groups).
  await connection.invoke('JoinUserNotifications', String(userId));
  await connection.invoke('JoinConsultantNotifications');
  return connection;
}

/** A member's browser tab with the project's page open; counts its API reads from `counting` on. */
async function openPage(browser, baseURL, email, projectId) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const gets = [];
  let counting = false;
  page.on('request', (request) => {
    if (counting && request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) {
      gets.push(new URL(request.url()).pathname);
    }
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/$/);
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('heading', { name: 'Live room', level: 1 }).waitFor();
  // Connected once the bell's panel says so.
  await page.getByRole('button', { name: 'Notifications' }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText('Connected', { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Updates' }).click();
  return {
    start: () => {
      counting = true;
    },
    gets,
    // The newest update the page shows (each update is an article with its title).
    newest: () => page.locator('article h3').first().textContent(),
    close: () => context.close(),
  };
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => (v === null ? '—' : `${v.toFixed(1)} ms`);

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
  let server;
  let browser;
  const connections = [];
  try {
    server = await startServer({
      dataDir,
      server: SERVER_BUILD,
      execArgv: CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(CPU_PROF)] : [],
      env: {
        STATIC_DIR: path.join(root, 'dist', 'public'),
        ACCOUNT_RATE_LIMIT: '100000',
        HUB_NEGOTIATE_RATE_LIMIT: '100000',
        // One writer posts 20 updates a second: the per-user write limits would refuse most of them,
        // and this bench measures the room, not the limits.
        WRITE_RATE_LIMIT: '100000',
        BUSY_WRITE_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
      },
    });
    const { projectId, emails } = seedTeam(path.join(dataDir, 'app.db'));
    const { baseURL } = server;
    process.stdout.write(`${MEMBERS} members of project ${projectId}: signing in… `);
    const tokens = await pool(emails, 4, (email) => login(baseURL, email));
    const hubMembers = tokens.slice(BROWSERS);
    const got = hubMembers.map(() => []);
    connections.push(...(await pool(hubMembers, 8, (token, i) => connect(baseURL, token, got[i]))));
    let pages = [];
    if (BROWSERS > 0) {
      browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_ARGS] });
      pages = await pool(emails.slice(0, BROWSERS), 1, (email) =>
        openPage(browser, baseURL, email, projectId),
      );
    }
    process.stdout.write(`connected (${connections.length} hub clients, ${pages.length} pages).\n`);

    // The writer is the last member: a consultant of the team, as in ordinary use.
    const writer = tokens[tokens.length - 1];
    for (const page of pages) page.start();
    const writes = [];
    const interval = 1000 / RATE;
    const began = performance.now();
    const pending = [];
    for (let n = 0; n < RATE * DURATION; n += 1) {
      const due = began + n * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const sent = performance.now();
      pending.push(
        fetch(`${baseURL}/api/projects/${projectId}/updates`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
          body: JSON.stringify({ title: `Update ${n}`, content: 'Posted by the bench.' }),
        }).then(async (res) => {
          const answered = performance.now();
          const body = await res.json();
          writes.push({ id: body.id, status: res.status, sent, answered });
        }),
      );
    }
    await Promise.all(pending);
    // The last pushes have a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const answeredAt = new Map(writes.filter((w) => w.status === 201).map((w) => [w.id, w.answered]));
    const delays = [];
    for (const list of got) {
      for (const r of list) {
        const answered = answeredAt.get(r.id);
        // A push may overtake its own answer on the wire: that member waited no time at all.
        if (answered !== undefined) delays.push(Math.max(0, r.at - answered));
      }
    }
    delays.sort((a, b) => a - b);
    const writeTimes = writes.map((w) => w.answered - w.sent).sort((a, b) => a - b);
    const expected = answeredAt.size * hubMembers.length;
    const gets = pages.flatMap((p) => p.gets);
    const newest = await Promise.all(pages.map((p) => p.newest()));
    const result = {
      members: MEMBERS,
      browsers: pages.length,
      rate: RATE,
      durationSeconds: DURATION,
      writes: writes.length,
      refused: writes.filter((w) => w.status !== 201).length,
      receipt: {
        p50: percentile(delays, 50),
        p95: percentile(delays, 95),
        p99: percentile(delays, 99),
        received: delays.length,
        expected,
      },
      write: {
        p50: percentile(writeTimes, 50),
        p95: percentile(writeTimes, 95),
        p99: percentile(writeTimes, 99),
      },
      pageGets: gets.length,
      pageGetPaths: [...new Set(gets)],
      newestOnEachPage: newest,
      lastWritten: `Update ${RATE * DURATION - 1}`,
      load: loadAverageText(),
      server: path.relative(root, SERVER_BUILD),
    };
    mkdirSync(path.dirname(OUT), { recursive: true });
    writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
    const lines = [
      `bench:live — ${MEMBERS} members, ${RATE} writes/s for ${DURATION} s (${writes.length} writes, ${result.refused} refused)`,
      `  receipt after the answer: p50 ${ms(result.receipt.p50)}  p95 ${ms(result.receipt.p95)}  p99 ${ms(result.receipt.p99)}  (${delays.length} of ${expected} received; target p95 ≤ ${TARGETS.p95} ms)`,
      `  write latency:            p50 ${ms(result.write.p50)}  p95 ${ms(result.write.p95)}  p99 ${ms(result.write.p99)}`,
      `  GETs of the open project pages during the writes: ${gets.length} (target ${TARGETS.gets})${gets.length ? ` ${result.pageGetPaths.join(', ')}` : ''}`,
      ...(pages.length
        ? [
            `  newest update on each page: ${newest.join(', ')} (the last written: Update ${RATE * DURATION - 1})`,
          ]
        : []),
      `  ${result.load}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await Promise.all(connections.map((c) => c.stop().catch(() => undefined)));
    await browser?.close();
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
