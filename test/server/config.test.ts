import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@server/config';

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

  it('lets tests override anything, including the clock', () => {
    const config = loadConfig({ DATA_DIR: dataDir }, { now: () => 42, logLevel: 'silent' });
    expect(config.now()).toBe(42);
    expect(config.logLevel).toBe('silent');
  });
});
