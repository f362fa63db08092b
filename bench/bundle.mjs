// npm run bench:bundle — the initial JavaScript of the public pages, as a phone gets it: the built server
// with demo data, each page opened in a fresh headless Chromium, and every script it fetches until the
// network is idle counted at its gzip size (the .gz file the build writes). Prints a table per page and
// per chunk, writes it to test-results/bench-bundle.json, and exits 1 when a page is over the budget.
// BENCH_PAGES=/,/login changes the pages; CHROME_PATH the browser (default /usr/bin/chromium).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from './lib/chromium.mjs';
import { SERVER, startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const PUBLIC = path.join(root, 'dist', 'public');
const PAGES = (process.env.BENCH_PAGES ?? '/,/login').split(',');
/** The budget of docs/requirements.md#performance, in KiB of gzip. */
const BUDGET_KIB = 170;
const KIB = 1024;

for (const [what, file] of [
  ['server', SERVER],
  ['client', path.join(PUBLIC, 'index.html')],
]) {
  if (!existsSync(file)) {
    process.stderr.write(`Build the ${what} first: npm run build\n`);
    process.exit(2);
  }
}

/** The gzip size the server sends for a built file: its .gz companion, or the file gzipped here. */
function gzipSize(assetPath) {
  const file = path.join(PUBLIC, assetPath);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** 'assets/page-home.1a2b3c.js' → 'page-home'; numbered shared chunks keep their number. */
const chunkName = (assetPath) => path.basename(assetPath).replace(/\.[0-9a-f]{8,}\.js$/, '');

async function measure(browser, baseURL, page) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tab = await context.newPage();
  const scripts = new Map();
  tab.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script' || url.origin !== baseURL) return;
    const asset = url.pathname.replace(/^\//, '');
    scripts.set(asset, { chunk: chunkName(asset), gzip: gzipSize(asset) });
  });
  await tab.goto(baseURL + page, { waitUntil: 'networkidle' });
  await context.close();
  const chunks = [...scripts.values()].sort((a, b) => b.gzip - a.gzip);
  const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
  return { page, total, chunks };
}

const kib = (bytes) => (bytes / KIB).toFixed(1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
const { child, baseURL } = await startServer({
  dataDir,
  env: { DATABASE_URL: '', LOG_LEVEL: 'warn', STATIC_DIR: PUBLIC },
});
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: [...CHROME_ARGS],
});
let results;
try {
  results = [];
  for (const page of PAGES) results.push(await measure(browser, baseURL, page));
} finally {
  await browser.close();
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

let over = false;
for (const { page, total, chunks } of results) {
  const ok = total <= BUDGET_KIB * KIB;
  over ||= !ok;
  console.log(
    `\n${page}: ${kib(total)} KiB gzipped in ${chunks.length} scripts (budget ${BUDGET_KIB} KiB) ${ok ? 'ok' : 'OVER'}`,
  );
  for (const c of chunks) console.log(`  ${kib(c.gzip).padStart(7)}  ${c.chunk}`);
}
mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(
  path.join(root, 'test-results', 'bench-bundle.json'),
  `${JSON.stringify({ budgetKiB: BUDGET_KIB, measuredAt: new Date().toISOString(), pages: results }, null, 2)}\n`,
);
process.exit(over ? 1 : 0);
