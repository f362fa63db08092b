import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { renderApiReadme } from './apiReadme';

/** Writes docs/api/openapi.json and docs/api/README.md from an app built on a throwaway database. */
async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? 'docs/api');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'openapi-export-'));
  const config = loadConfig(
    {},
    {
      dataDir,
      database: { kind: 'sqlite', file: ':memory:' },
      jwtSecret: 'export-only-secret-never-used-for-real-tokens',
      logLevel: 'silent',
      seedDemo: false,
      staticDir: path.join(dataDir, 'no-client'),
    },
  );
  const app = await buildApp(config);
  try {
    await app.ready();
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'openapi.json'), `${JSON.stringify(app.swagger(), null, 2)}\n`);
    writeFileSync(path.join(outDir, 'README.md'), renderApiReadme(app.accessMatrix()));
    process.stdout.write(`Wrote ${path.join(outDir, 'openapi.json')} and README.md\n`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
