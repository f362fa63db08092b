// npm run bench:lighthouse — Lighthouse on the public pages, as a visitor meets them: the built server
// (NODE_ENV=production) with demo data on a fresh SQLite file, serving the built client; each page
// audited BENCH_RUNS times (3) as a phone (Lighthouse's default mobile emulation and simulated
// throttling) and as a desktop (its desktop preset), every run in a new headless Chromium with a new
// profile, so that no cache, storage or service worker carries over. The runs go round the pages and
// form factors in turn, so that a burst of load on the machine falls on all of them alike. Of each
// page and form factor the run with the median performance score is kept: its four category scores
// and LCP, TBT, CLS and FCP. Prints the table with the misses of the targets marked, writes it with
// the median runs' failing audits to test-results/bench-lighthouse.json and as markdown between the
// lighthouse markers of docs/performance.md, and exits 1 when a target is missed (2 when the build is
// missing).
// BENCH_PAGES=/,/login changes the pages; BENCH_RUNS=3 the runs per page and form factor;
// BENCH_FORM_FACTORS=mobile,desktop the form factors; BENCH_STATIC_DIR=<folder> another built client
// (default dist/public); BENCH_SERVER=<path to server.js> another built server; BENCH_REPORTS=<folder>
// keeps every run's whole Lighthouse report (JSON) there; CHROME_PATH the browser (/usr/bin/chromium);
// BENCH_CPU_SLOWDOWN=8 simulates the phone's CPU that many times slower than this machine instead of
// Lighthouse's 4 (a check of the margin: a machine half as fast scores as 8 does here).
import * as chromeLauncher from 'chrome-launcher';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROME_ARGS, CHROME_PATH } from './lib/chromium.mjs';
import { machineCpuTicks, stealText } from './lib/machine.mjs';
import { SERVER as BUILT_SERVER, startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const PUBLIC = path.resolve(process.env.BENCH_STATIC_DIR ?? path.join(root, 'dist', 'public'));
const SERVER = path.resolve(process.env.BENCH_SERVER ?? BUILT_SERVER);
const PAGES = (process.env.BENCH_PAGES ?? '/,/services,/consultants,/about,/request,/login').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(',');
const REPORTS = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : null;
const OUTPUT = path.join(root, 'test-results', 'bench-lighthouse.json');
const DOCS = path.join(root, 'docs', 'performance.md');
const MARKERS = ['<!-- lighthouse:start -->', '<!-- lighthouse:end -->'];
const CHROME_FLAGS = ['--headless=new', ...CHROME_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : null;
if (CPU_SLOWDOWN !== null && !(CPU_SLOWDOWN >= 1)) {
  process.stderr.write(
    `BENCH_CPU_SLOWDOWN must be a number of at least 1, not ${process.env.BENCH_CPU_SLOWDOWN}\n`,
  );
  process.exit(2);
}
/** Lighthouse's settings per form factor: its defaults are the phone, its preset the desktop. */
const CONFIGS = {
  mobile:
    CPU_SLOWDOWN === null
      ? undefined
      : {
          extends: 'lighthouse:default',
          settings: {
            throttling: {
              ...lighthouseConstants.throttling.mobileSlow4G,
              cpuSlowdownMultiplier: CPU_SLOWDOWN,
            },
          },
        },
  desktop: desktopConfig,
};

/**
 * The targets of docs/requirements.md#performance. Scores are Lighthouse's 0–100, LCP is in
 * milliseconds as Lighthouse measures it; `at` limits a target to one form factor.
 */
const TARGETS = [
  { key: 'performance', label: 'performance', min: 95, at: 'mobile' },
  { key: 'performance', label: 'performance', min: 100, at: 'desktop' },
  { key: 'accessibility', label: 'accessibility', min: 95 },
  { key: 'best-practices', label: 'best practices', min: 95 },
  { key: 'seo', label: 'SEO', min: 95 },
  { key: 'cls', label: 'CLS', max: 0.05 },
  { key: 'lcp', label: 'LCP', max: 2000, at: 'mobile' },
];

for (const [what, file] of [
  ['server', SERVER],
  ['client', path.join(PUBLIC, 'index.html')],
]) {
  if (!existsSync(file)) {
    process.stderr.write(`Build the ${what} first: npm run build (missing ${file})\n`);
    process.exit(2);
  }
}
for (const factor of FORM_FACTORS) {
  if (!(factor in CONFIGS)) {
    process.stderr.write(`Unknown form factor ${factor}: mobile or desktop\n`);
    process.exit(2);
  }
}

// ---------------------------------------------------------------------------------------------------
// What one report says

const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const numeric = (lhr, audit) => lhr.audits[audit]?.numericValue ?? null;

/** The figures of the table, from one report. */
function figures(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    'best-practices': score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
  };
}

const KIB = 1024;
const label = (text) => text.replace(/\s+/g, ' ').trim();

/** What one row of an audit's table costs: bytes that could be saved, or time. */
function cost(item) {
  if (item.wastedBytes) return ` (${(item.wastedBytes / KIB).toFixed(1)} KiB)`;
  if (item.wastedMs) return ` (${Math.round(item.wastedMs)} ms)`;
  if (item.total) return ` (${Math.round(item.total)} ms)`;
  if (item.duration) return ` (${Math.round(item.duration)} ms)`;
  return '';
}

/** Up to `limit` things an audit's table names: elements by selector and label, or resources by URL. */
function named(details, limit = 5) {
  const items = details?.items ?? [];
  const names = [];
  for (const item of items) {
    if (names.length >= limit) break;
    const node = item.node ?? (item.type === 'node' ? item : null);
    if (node?.type === 'node') {
      const text = node.nodeLabel ? ` "${label(node.nodeLabel).slice(0, 60)}"` : '';
      names.push(`${node.selector ?? ''}${text}`.trim());
    } else if (typeof item.url === 'string') {
      names.push(item.url.replace(/^https?:\/\/[^/]+/, '') + cost(item));
    } else if (item.source?.url) {
      names.push(`${item.source.url}:${item.source.line ?? ''}`);
    } else if (item.groupLabel) {
      names.push(item.groupLabel + cost(item));
    } else if (typeof item.description === 'string') {
      names.push(label(item.description).slice(0, 160));
    }
  }
  return names;
}

/**
 * Why a report loses points: every scored audit below 0.9 (for performance, the opportunities and
 * diagnostics with their estimated savings), the LCP element and its phases, and the layout shifts
 * with their culprits.
 */
function findings(lhr) {
  const failing = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.group === 'metrics' || ref.group === 'hidden') continue;
      if (audit.score === null || audit.score >= 0.9) continue;
      if (['notApplicable', 'manual', 'informative', 'error'].includes(audit.scoreDisplayMode)) continue;
      failing.push({
        category,
        id: ref.id,
        weight: ref.weight,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        savings: audit.metricSavings,
        overallSavingsMs: audit.details?.overallSavingsMs,
        overallSavingsBytes: audit.details?.overallSavingsBytes,
        items: named(audit.details),
      });
    }
  }
  const lcpTables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcp = { element: [], phases: [] };
  for (const table of lcpTables) {
    for (const row of table.items ?? []) {
      if (row.node) lcp.element.push(...named({ items: [row] }));
      if (row.phase) lcp.phases.push({ phase: row.phase, ms: Math.round(row.timing), percent: row.percent });
    }
  }
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    score: item.score,
    element: named({ items: [item] })[0],
    culprits: (item.subItems?.items ?? []).map((sub) => sub.extra?.url ?? sub.extra?.value ?? sub.cause),
  }));
  return { failing, lcp, layoutShifts: shifts };
}

// ---------------------------------------------------------------------------------------------------
// The runs

async function audit(baseURL, page, factor) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      baseURL + page,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      CONFIGS[factor],
    );
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** One run of one page and form factor: its figures and report, or its error. */
async function attempt(baseURL, page, factor, run) {
  try {
    const lhr = await audit(baseURL, page, factor);
    environment ??= {
      lighthouse: lhr.lighthouseVersion,
      browser: `Chromium ${lhr.environment.hostUserAgent.match(/Chrome\/(\d+)/)?.[1] ?? '?'}`,
    };
    const entry = { figures: figures(lhr), benchmarkIndex: lhr.environment.benchmarkIndex, lhr };
    if (lhr.runtimeError) entry.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    if (REPORTS) {
      const name = `${factor}${page === '/' ? '-home' : page.replace(/\//g, '-')}-${run}.json`;
      writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
    }
    return entry;
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

let environment = null;

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
const { child, baseURL } = await startServer({
  dataDir,
  server: SERVER,
  env: {
    NODE_ENV: 'production',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    STATIC_DIR: PUBLIC,
    // A copy of a build outside the repository finds its packages here.
    NODE_PATH: path.join(root, 'node_modules'),
  },
});
if (REPORTS) mkdirSync(REPORTS, { recursive: true });

const startedAt = new Date();
const loadBefore = loadAverage();
const ticksBefore = machineCpuTicks();
/** `${factor} ${page}` → the runs, each {figures, lhr} or {error}. */
const runs = new Map();
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const factor of FORM_FACTORS) {
      for (const page of PAGES) {
        const key = `${factor} ${page}`;
        if (!runs.has(key)) runs.set(key, []);
        const ticksAtRun = machineCpuTicks();
        let entry = await attempt(baseURL, page, factor, run);
        if (entry.error) {
          // Lighthouse asks for another run when its trace failed (NO_NAVSTART, NO_FCP…): one more.
          process.stderr.write(`run ${run}/${RUNS} ${key}: ${entry.error}; once more\n`);
          entry = { ...(await attempt(baseURL, page, factor, run)), retried: entry.error };
        }
        entry.steal = stealText(ticksAtRun, machineCpuTicks());
        runs.get(key).push(entry);
        const f = entry.figures;
        process.stderr.write(
          `run ${run}/${RUNS} ${key}: ${f ? `performance ${f.performance}` : ''}${entry.error ? ` error ${entry.error}` : ''} (load ${os.loadavg()[0].toFixed(2)}, steal ${entry.steal}, benchmark index ${Math.round(entry.benchmarkIndex ?? 0) || '–'})\n`,
        );
      }
    }
  }
} finally {
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
const loadAfter = loadAverage();
// The share of the machine's CPU time its host gave to other machines (steal): a slow run with
// steal near 0 was slowed by this machine's own work or by a host that shares its caches and memory.
const steal = stealText(ticksBefore, machineCpuTicks());

// ---------------------------------------------------------------------------------------------------
// The median runs, the targets, the table

/** The run with the median performance score (of an even count, the lower middle one). */
function medianRun(list) {
  const measured = list.filter((entry) => entry.figures && entry.figures.performance !== null);
  if (measured.length === 0) return null;
  const sorted = [...measured].sort((a, b) => a.figures.performance - b.figures.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function missesOf(factor, values) {
  const misses = [];
  for (const target of TARGETS) {
    if (target.at && target.at !== factor) continue;
    const value = values[target.key];
    const missed = value === null || (target.min !== undefined ? value < target.min : value > target.max);
    if (missed) misses.push(target.key);
  }
  return misses;
}

const results = [];
for (const factor of FORM_FACTORS) {
  for (const page of PAGES) {
    const list = runs.get(`${factor} ${page}`);
    const median = medianRun(list);
    const performanceRuns = list.map((entry) => entry.figures?.performance ?? null);
    const clsRuns = list.map((entry) => entry.figures?.cls ?? null);
    const errors = list.flatMap((entry) => [entry.retried, entry.error].filter(Boolean));
    if (!median) {
      results.push({ page, formFactor: factor, performanceRuns, clsRuns, errors, misses: ['no run'] });
      continue;
    }
    results.push({
      page,
      formFactor: factor,
      ...median.figures,
      performanceRuns,
      clsRuns,
      benchmarkIndex: median.benchmarkIndex,
      misses: missesOf(factor, median.figures),
      errors,
      findings: findings(median.lhr),
    });
  }
}

const seconds = (ms) => (ms === null || ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms === null || ms === undefined ? '–' : `${Math.round(ms)} ms`);
const plain = (value) => (value === null || value === undefined ? '–' : String(value));
const shift = (value) => (value === null || value === undefined ? '–' : value.toFixed(3));
const COLUMNS = [
  { key: 'performance', title: 'Performance', show: plain },
  { key: 'accessibility', title: 'Accessibility', show: plain },
  { key: 'best-practices', title: 'Best practices', show: plain },
  { key: 'seo', title: 'SEO', show: plain },
  { key: 'lcp', title: 'LCP', show: seconds },
  { key: 'tbt', title: 'TBT', show: millis },
  { key: 'cls', title: 'CLS', show: shift },
  { key: 'fcp', title: 'FCP', show: seconds },
];

/** One row of cells: the page, the form factor, then each figure, marked ✗ when it misses. */
function cells(result) {
  const row = [`\`${result.page}\``, result.formFactor];
  for (const column of COLUMNS) {
    let text = column.show(result[column.key]);
    if (column.key === 'performance' && result.performanceRuns.length > 1) {
      const measured = result.performanceRuns.filter((value) => value !== null);
      if (measured.length > 0) text += ` (${Math.min(...measured)}–${Math.max(...measured)})`;
    }
    row.push(result.misses.includes(column.key) ? `${text} ✗` : text);
  }
  return row;
}

const targetRow = [
  'target',
  '',
  'mobile ≥ 95, desktop 100',
  '≥ 95',
  '≥ 95',
  '≥ 95',
  'mobile ≤ 2.00 s',
  '',
  '≤ 0.050',
  '',
];

/** A markdown table with its columns padded as prettier pads them; the figures align right. */
function markdownTable(header, rows) {
  const widths = header.map((title, i) => Math.max(3, ...[header, ...rows].map((row) => row[i].length)));
  const right = (i) => i >= 2;
  const line = (row) =>
    `| ${row.map((cell, i) => (right(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (right(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const header = ['Page', 'Form factor', ...COLUMNS.map((column) => column.title)];
const rows = results.map(cells);
const runsLabel =
  RUNS === 1 ? 'one run' : `median of ${RUNS} runs by performance score (its range in brackets)`;
const when = `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
// Lighthouse's measure of the CPU at each run (higher is faster): how much the load slowed the browser.
const indexes = [...runs.values()]
  .flat()
  .map((entry) => entry.benchmarkIndex)
  .filter(Boolean)
  .map(Math.round);
const [lowest, highest] = [Math.min(...indexes), Math.max(...indexes)];
const benchmarkIndex =
  indexes.length === 0 ? '–' : lowest === highest ? String(lowest) : `${lowest}–${highest}`;
const context =
  `${when}, ${runsLabel}; load average (1, 5, 15 min) ${loadBefore.join(', ')} before and ` +
  `${loadAfter.join(', ')} after; ${environment?.browser ?? 'Chromium'}, Lighthouse ` +
  `${environment?.lighthouse ?? '?'}, benchmark index ${benchmarkIndex}, steal ${steal}` +
  (CPU_SLOWDOWN === null ? '' : `, the phone's CPU ${CPU_SLOWDOWN}× slower (Lighthouse's default 4×)`) +
  '. ✗ marks a missed target.';

// A layout shift that depends on timing shows in some runs only; the median run may not have it.
const CLS_MAX = TARGETS.find((target) => target.key === 'cls').max;
const shifting = results
  .map((result) => {
    const over = result.clsRuns.filter((value) => value !== null && value > CLS_MAX);
    if (over.length === 0) return null;
    const worst = Math.max(...over).toFixed(3);
    return `\`${result.page}\` ${result.formFactor} ${over.length} of ${result.clsRuns.length} (up to ${worst})`;
  })
  .filter(Boolean);
const shiftNote = shifting.length
  ? `Runs with CLS above ${CLS_MAX}: ${shifting.join(', ')}.`
  : `No run had CLS above ${CLS_MAX}.`;

console.log(`\n${context}\n`);
console.log(markdownTable(header, [...rows, targetRow]));
console.log(`\n${shiftNote}`);

const missed = results.filter((result) => result.misses.length > 0);
for (const result of missed) {
  const labels = result.misses.map((key) => TARGETS.find((target) => target.key === key)?.label ?? key);
  console.log(`MISS ${result.formFactor} ${result.page}: ${labels.join(', ')}`);
}

mkdirSync(path.dirname(OUTPUT), { recursive: true });
writeFileSync(
  OUTPUT,
  `${JSON.stringify(
    {
      measuredAt: startedAt.toISOString(),
      runs: RUNS,
      loadAverage: { before: loadBefore, after: loadAfter },
      steal,
      environment: { ...environment, benchmarkIndex },
      server: SERVER,
      staticDir: PUBLIC,
      targets: TARGETS,
      results,
    },
    null,
    2,
  )}\n`,
);

if (existsSync(DOCS)) {
  const docs = readFileSync(DOCS, 'utf8');
  const start = docs.indexOf(MARKERS[0]);
  const end = docs.indexOf(MARKERS[1]);
  if (start === -1 || end < start) {
    process.stderr.write(
      `No ${MARKERS.join(' … ')} in docs/performance.md: the table is not written there\n`,
    );
  } else {
    const table = markdownTable(header, [...rows, targetRow]);
    const block = `${MARKERS[0]}\n\n${context}\n\n${table}\n\n${shiftNote}\n\n`;
    writeFileSync(DOCS, docs.slice(0, start) + block + docs.slice(end));
  }
}

process.exit(missed.length > 0 ? 1 : 0);
