import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '@server/config';
import { createDb } from '@server/db/createDb';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'srv-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('applies the defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      database: { kind: 'sqlite', file: path.join(dataDir, 'app.db') },
      mailFrom: 'Consultancy <no-reply@localhost>',
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      logLevel: 'info',
      staticDir: path.resolve('dist/public'),
      accountRateLimit: 30,
      trustProxy: false,
    });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
    expect(typeof config.now()).toBe('number');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgresql://u@db:5432/app',
      JWT_SECRET: 'from-env-secret',
      SMTP_URL: 'smtp://mail:1025',
      MAIL_FROM: 'Me <me@x.y>',
      PUBLIC_URL: 'https://portal.example.com/',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'BossPass123!',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/srv/public',
      ACCOUNT_RATE_LIMIT: '5',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      database: { kind: 'postgres', url: 'postgresql://u@db:5432/app' },
      jwtSecret: 'from-env-secret',
      smtpUrl: 'smtp://mail:1025',
      mailFrom: 'Me <me@x.y>',
      publicUrl: 'https://portal.example.com',
      seedDemo: false,
      adminEmail: 'boss@example.com',
      adminPassword: 'BossPass123!',
      logLevel: 'warn',
      staticDir: '/srv/public',
      accountRateLimit: 5,
      trustProxy: 1,
    });
  });

  it('takes postgres:// and :memory: database URLs', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://a@b/c' }).database.kind).toBe(
      'postgres',
    );
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: ':memory:' }).database).toEqual({
      kind: 'sqlite',
      file: ':memory:',
    });
  });

  it('generates the JWT secret once, keeps it in the data folder with mode 0600', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('refuses a bad port or rate limit', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ACCOUNT_RATE_LIMIT: '0' })).toThrow(/ACCOUNT_RATE_LIMIT/);
  });

  // Decision 038: a commit the server acknowledged survives a power cut, unless the deployment
  // chooses NORMAL.
  it('gives a SQLite file synchronous FULL unless SQLITE_SYNCHRONOUS says NORMAL', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).database).toEqual({
      kind: 'sqlite',
      file: path.join(dataDir, 'app.db'),
      synchronous: 'FULL',
    });
    expect(loadConfig({ DATA_DIR: dataDir, SQLITE_SYNCHRONOUS: 'normal' }).database).toMatchObject({
      synchronous: 'NORMAL',
    });
    expect(loadConfig({ DATA_DIR: dataDir, SQLITE_SYNCHRONOUS: ' Full ' }).database).toMatchObject({
      synchronous: 'FULL',
    });
    // PostgreSQL has its own settings; an in-memory database has no file to flush.
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://a@b/c', SQLITE_SYNCHRONOUS: 'NORMAL' })
        .database,
    ).toEqual({ kind: 'postgres', url: 'postgres://a@b/c' });
  });

  it('refuses a SQLITE_SYNCHRONOUS other than FULL or NORMAL', () => {
    for (const value of ['OFF', 'EXTRA', '0', '2', 'fast']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, SQLITE_SYNCHRONOUS: value })).toThrow(
        `SQLITE_SYNCHRONOUS must be FULL or NORMAL, got '${value}'`,
      );
    }
  });

  it('opens the SQLite file in WAL mode with the synchronous it names', async () => {
    // SQLite's numbers: NORMAL is 1, FULL is 2.
    for (const [value, expected] of [
      [undefined, 2],
      ['NORMAL', 1],
      ['FULL', 2],
    ] as const) {
      const { db } = createDb(loadConfig({ DATA_DIR: dataDir, SQLITE_SYNCHRONOUS: value }).database);
      try {
        const mode = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
        const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
        expect(mode.rows[0]?.synchronous).toBe(expected);
        expect(journal.rows[0]?.journal_mode).toBe('wal');
      } finally {
        await db.destroy();
      }
    }
  });

  // Decision 040: the served pages let Redux DevTools connect, except in a production deployment.
  it('lets the pages connect to Redux DevTools unless NODE_ENV=production or CLIENT_DEVTOOLS says no', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).clientDevTools).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).clientDevTools).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, CLIENT_DEVTOOLS: 'false' }).clientDevTools).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, CLIENT_DEVTOOLS: ' ' }).clientDevTools).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', CLIENT_DEVTOOLS: ' TRUE ' }).clientDevTools,
    ).toBe(true);
  });

  it('refuses a CLIENT_DEVTOOLS other than true or false', () => {
    for (const value of ['off', 'on', '0', '1', 'yes']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, CLIENT_DEVTOOLS: value })).toThrow(
        `CLIENT_DEVTOOLS must be true or false, got '${value}'`,
      );
    }
  });

  it('lets tests override anything, including the clock', () => {
    const config = loadConfig({ DATA_DIR: dataDir }, { now: () => 42, logLevel: 'silent' });
    expect(config.now()).toBe(42);
    expect(config.logLevel).toBe('silent');
  });
});
