// npm run bench:account-timing — does the time of ForgotPassword and ResendVerificationPin reveal
// whether an account exists? Starts the built server on a temporary SQLite file (mail to the log and
// the outbox, rate limits raised for the run), calls each endpoint for known and unknown e-mails in
// alternation, and prints median and p95 per case and their difference.
// BENCH_CALLS=200 sets the calls per case.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { requireBuiltServer, startServer } from './lib/server.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const WARMUP = 20;

requireBuiltServer();

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-account-'));
  const { child, port } = await startServer({
    dataDir,
    env: {
      DATABASE_URL: path.join(dataDir, 'bench.db'),
      LOG_LEVEL: 'silent',
      ACCOUNT_RATE_LIMIT: '1000000',
    },
  });
  const base = `http://127.0.0.1:${port}/api/Account/Account`;
  const post = async (name, body) => {
    const started = performance.now();
    const res = await fetch(`${base}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (res.status !== 200 && res.status !== 201) throw new Error(`${name}: HTTP ${res.status}`);
    return performance.now() - started;
  };
  try {
    const register = (userName, email) =>
      post('Register', {
        userName,
        email,
        name: 'Bench',
        surname: 'User',
        password: 'Password123!',
        confirmPassword: 'Password123!',
        phoneNumber: '',
      });
    // ForgotPassword mails at most a few codes per address and hour, so each call gets its own
    // account, as each unknown call gets its own address: both sides measure a first request.
    const resetAccount = (i) => `bench.reset-${i}@example.com`;
    for (let i = 0; i < WARMUP + CALLS; i += 1) await register(`benchreset${i}`, resetAccount(i));
    // A registered, unverified account for the PIN.
    const unverified = 'bench.unverified@example.com';
    await register('benchunverified', unverified);
    const cases = [
      { call: 'ForgotPassword', known: resetAccount },
      { call: 'ResendVerificationPin', known: () => unverified },
    ];
    const rows = [];
    for (const { call, known } of cases) {
      const samples = { known: [], unknown: [] };
      for (let i = 0; i < WARMUP + CALLS; i += 1) {
        // Alternating keeps drift (JIT, WAL checkpoints, the worker's rounds) from favouring one side.
        const order = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
        for (const kind of order) {
          const email = kind === 'known' ? known(i) : `nobody-${i}@example.com`;
          const ms = await post(call, { email });
          if (i >= WARMUP) samples[kind].push(ms);
        }
      }
      const k = stats(samples.known);
      const u = stats(samples.unknown);
      rows.push({ call, kind: 'known', ...k }, { call, kind: 'unknown', ...u });
      rows.push({ call, kind: 'difference', median: k.median - u.median, p95: k.p95 - u.p95 });
    }
    process.stdout.write(`${CALLS} calls per case, after ${WARMUP} warm-up calls (milliseconds)\n`);
    process.stdout.write(
      `${'call'.padEnd(24)}${'e-mail'.padEnd(12)}${'median'.padStart(9)}${'p95'.padStart(9)}\n`,
    );
    for (const r of rows) {
      process.stdout.write(
        `${r.call.padEnd(24)}${r.kind.padEnd(12)}${r.median.toFixed(2).padStart(9)}${r.p95.toFixed(2).padStart(9)}\n`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
