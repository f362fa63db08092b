// npm run bench:startup — the main thread's work while a public page starts, read from Chromium traces:
// the built server with demo data, each page opened in a fresh headless Chromium at 390 × 844 with a
// trace of every process. Per run it counts, on the page's main thread after its first contentful
// paint, the blocking time Lighthouse's phone would see if the phone were four times slower than this
// machine (each task's time beyond 50 ms, the task multiplied by four; the trace is not throttled),
// the time V8 spent compiling functions there, and the tasks over 50 ms at four times. Lighthouse's
// own score moves with the machine's speed by more than most changes do; these figures, from the
// same traces in alternation, tell two builds apart.
//
// BENCH_PAGES=/,/login the pages, BENCH_RUNS=6 runs per page and build, BENCH_STATIC_DIR another
// client build (default dist/public), BENCH_BEFORE_STATIC_DIR a second build traced in alternation
// with the first (its figures printed as "before"), CHROME_PATH the browser (/usr/bin/chromium).
// Writes test-results/bench-startup.json.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from './lib/chromium.mjs';
import { loadAverageText, machineCpuTicks, stealText } from './lib/machine.mjs';
import { root, SERVER, startServer } from './lib/server.mjs';

const PAGES = (process.env.BENCH_PAGES ?? '/,/login').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const BUILDS = [
  {
    name: 'this build',
    dir: path.resolve(process.env.BENCH_STATIC_DIR ?? path.join(root, 'dist', 'public')),
  },
  ...(process.env.BENCH_BEFORE_STATIC_DIR
    ? [{ name: 'before', dir: path.resolve(process.env.BENCH_BEFORE_STATIC_DIR) }]
    : []),
];
/** Lighthouse's phone: the CPU four times slower, and a task blocks for its time beyond 50 ms. */
const SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

if (!(RUNS >= 1)) {
  process.stderr.write(`BENCH_RUNS must be at least 1, not ${process.env.BENCH_RUNS}\n`);
  process.exit(2);
}
for (const file of [SERVER, ...BUILDS.map((b) => path.join(b.dir, 'index.html'))]) {
  if (!existsSync(file)) {
    process.stderr.write(`Build first: npm run build (missing ${file})\n`);
    process.exit(2);
  }
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'loading',
  'toplevel',
  'disabled-by-default-v8.compile',
];
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const COMPILING = new Set(['V8.CompileCode', 'V8.ParseFunction']);

/** One page load's trace events, from every process of a fresh browser. */
async function trace(url) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_ARGS],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await browser.newBrowserCDPSession();
    const events = [];
    cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

/** The figures of one load: its page's main thread after the first contentful paint. */
function figures(events, url) {
  const thread = (e) => `${e.pid}:${e.tid}`;
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && mainThreads.has(thread(e)) && e.args?.beginData?.url === url,
  );
  if (!parse) throw new Error(`no parsing of ${url} in the trace`);
  const main = thread(parse);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && thread(e) === main);
  if (!fcp) throw new Error(`no first contentful paint of ${url} in the trace`);
  const own = events.filter((e) => thread(e) === main && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  // The outermost tasks only: a scheduler task may be nested in the thread's own.
  const tasks = [];
  let end = -Infinity;
  for (const e of own) {
    if (!TASKS.has(e.name) || e.ts < end) continue;
    tasks.push(e);
    end = e.ts + e.dur;
  }
  const after = tasks.filter((t) => t.ts >= fcp.ts);
  const slowed = after.map((t) => (t.dur / 1000) * SLOWDOWN);
  return {
    blockingMs: Math.round(slowed.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_FROM_MS), 0)),
    longTasks: slowed.filter((ms) => ms > BLOCKING_FROM_MS).length,
    compileMs: Math.round(
      own.filter((e) => COMPILING.has(e.name) && e.ts >= fcp.ts).reduce((sum, e) => sum + e.dur / 1000, 0),
    ),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
const servers = [];
try {
  for (const build of BUILDS) {
    const dataDir = path.join(dataRoot, String(servers.length));
    mkdirSync(dataDir);
    servers.push(await startServer({ dataDir, env: { STATIC_DIR: build.dir, LOG_LEVEL: 'warn' } }));
  }
  const results = [];
  const ticksBefore = machineCpuTicks();
  for (const page of PAGES) {
    const runs = BUILDS.map(() => []);
    for (let run = 1; run <= RUNS; run += 1) {
      // Alternating, so that the machine's changes of speed fall on both builds alike.
      for (const [i, build] of BUILDS.entries()) {
        const url = servers[i].baseURL + page;
        const figure = figures(await trace(url), url);
        runs[i].push(figure);
        process.stdout.write(
          `run ${run}/${RUNS} ${page} ${build.name}: blocking ${figure.blockingMs} ms, ` +
            `${figure.longTasks} long tasks, compiling ${figure.compileMs} ms\n`,
        );
      }
    }
    for (const [i, build] of BUILDS.entries()) {
      const of = (key) => runs[i].map((r) => r[key]);
      results.push({
        page,
        build: build.name,
        dir: build.dir,
        blockingMs: {
          median: median(of('blockingMs')),
          min: Math.min(...of('blockingMs')),
          max: Math.max(...of('blockingMs')),
        },
        longTasks: median(of('longTasks')),
        compileMs: {
          median: median(of('compileMs')),
          min: Math.min(...of('compileMs')),
          max: Math.max(...of('compileMs')),
        },
        runs: runs[i],
      });
    }
  }
  const load = loadAverageText();
  // The share of the machine's CPU time its host gave to other machines while the pages were traced.
  const steal = stealText(ticksBefore, machineCpuTicks());
  process.stdout.write(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, median of ${RUNS} runs (range in ` +
      `brackets), after the first contentful paint, at ${SLOWDOWN}× this machine's time; load average ${load}, ` +
      `steal ${steal}\n\n`,
  );
  process.stdout.write('| Page | Build | Blocking (ms) | Long tasks | Compiling on the main thread (ms) |\n');
  process.stdout.write('| --- | --- | ---: | ---: | ---: |\n');
  for (const r of results)
    process.stdout.write(
      `| \`${r.page}\` | ${r.build} | ${r.blockingMs.median} (${r.blockingMs.min}–${r.blockingMs.max}) | ` +
        `${r.longTasks} | ${r.compileMs.median} (${r.compileMs.min}–${r.compileMs.max}) |\n`,
    );
  const out = path.join(root, 'test-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'bench-startup.json'),
    JSON.stringify(
      { measuredAt: new Date().toISOString(), runs: RUNS, slowdown: SLOWDOWN, steal, results },
      null,
      2,
    ),
  );
  process.stdout.write('Written to test-results/bench-startup.json\n');
} finally {
  for (const server of servers) server.child.kill();
  rmSync(dataRoot, { recursive: true, force: true });
}
