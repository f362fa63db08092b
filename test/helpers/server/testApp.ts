import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '@server/app';
import { loadConfig, type AppConfig } from '@server/config';
import { createDb, migrateToLatest } from '@server/db/createDb';
import { DEMO_ACCOUNTS, seed } from '@server/seed/seed';
import { listMail, type OutboxRow } from '@server/repositories/outbox';
import { createUser as insertUser } from '@server/repositories/users';
import { hashPassword } from '@server/services/account/passwords';
import type { RoleId } from '@shared/roles';
import { createSchema, dropSchema, postgresUrl } from './pgSchema';
import { silentLogger } from './testDb';

export interface TestClock {
  now(): number;
  advance(ms: number): void;
  /** Stops the clock where it is, so that a test can step to an exact instant; `run` restarts it. */
  frozen<T>(run: () => Promise<T>): Promise<T>;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  userName: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  clock: TestClock;
  /** Signs in through the API and returns the token (throws on anything but 200). */
  login(email: string, password: string): Promise<string>;
  /** A token for the demo account of roles 1–3, or a created user of role 4. */
  tokenFor(role: RoleId): Promise<string>;
  /** A verified user inserted directly, bypassing registration. */
  createUser(overrides?: Partial<TestUser> & { roleId?: RoleId; verified?: boolean }): Promise<TestUser>;
  /** The mails in the outbox, oldest first. */
  outbox(to?: string): Promise<OutboxRow[]>;
  /** The 6-digit code of the newest mail to an address. */
  lastCode(to: string): Promise<string>;
  close(): Promise<void>;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Makes the app listen on a free loopback port, for clients that need a real socket (the hub); answers its base URL. */
export async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

let counter = 0;

/** Time that runs normally but can be pushed forward (PIN expiry, lockouts, token expiry). */
function makeClock(): TestClock {
  let offset = 0;
  let stoppedAt: number | undefined;
  return {
    now: () => (stoppedAt ?? Date.now()) + offset,
    advance: (ms) => {
      offset += ms;
    },
    async frozen(run) {
      stoppedAt = Date.now();
      try {
        return await run();
      } finally {
        offset += stoppedAt - Date.now();
        stoppedAt = undefined;
      }
    },
  };
}

/** The settings every test app starts with, on top of the defaults. */
function testSettings(dataDir: string, now: () => number): Partial<AppConfig> {
  return {
    dataDir,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    logLevel: 'silent',
    staticDir: path.join(dataDir, 'no-client-build'),
    // High so that suites can sign in freely; the rate-limit suite sets its own.
    accountRateLimit: 100_000,
    // The suites write in loops; the limits have tests of their own (test/server/writeLimits.test.ts).
    writeRateLimit: 1_000_000,
    busyWriteRateLimit: 1_000_000,
    // Suites read codes from the outbox after the worker may have sent them; the purge suite
    // checks the production default, which blanks a mail's text once it is sent.
    outbox: { sentBodyRetentionMs: 60 * 60_000 },
    now,
    // A test answers a few of the routes; test/server/schemaCompilation.test.ts compiles them all.
    schemaCompilation: 'onFirstUse',
  };
}

interface FileCopy {
  path: string;
  mode: number;
  data?: Buffer;
}

/** A folder's files and folders with their modes, to be written again elsewhere. */
function copyOf(dir: string, base = dir): FileCopy[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const copy = { path: path.relative(base, full), mode: statSync(full).mode & 0o777 };
    return entry.isDirectory() ? [copy, ...copyOf(full, base)] : [{ ...copy, data: readFileSync(full) }];
  });
}

function writeCopy(files: FileCopy[], dir: string): void {
  for (const file of files) {
    const target = path.join(dir, file.path);
    if (file.data) writeFileSync(target, file.data, { mode: file.mode });
    else mkdirSync(target, { mode: file.mode });
  }
}

/**
 * The database a test app starts from on SQLite: migrated and seeded with the demo data once per
 * module registry (a test file, or a group of them), then copied for each app together with the files
 * the seed stored (the applicants' CVs). Migrating and seeding took most of building an app.
 */
interface Template {
  image: Buffer;
  files: FileCopy[];
}
let template: Promise<Template> | undefined;

async function makeTemplate(): Promise<Template> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'srv-template-'));
  try {
    const config = loadConfig({}, testSettings(dataDir, Date.now));
    const { db, engine } = createDb({ kind: 'sqlite', file: ':memory:' });
    try {
      await migrateToLatest({ db, engine });
      await seed(db, config, silentLogger);
      const file = path.join(dataDir, 'template.db');
      await sql`vacuum into ${file}`.execute(db);
      const image = readFileSync(file);
      rmSync(file);
      return { image, files: copyOf(dataDir) };
    } finally {
      await db.destroy();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Settings that change what migrating and seeding leave: an app given one of them starts empty. */
const SEED_SETTINGS: (keyof AppConfig)[] = [
  'database',
  'seedDemo',
  'adminEmail',
  'adminPassword',
  'logStream',
  'dataDir',
];

export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  /** Runs before the app is ready, e.g. to add a route for a test. */
  setup?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'srv-test-'));
  const pgUrl = postgresUrl();
  const schema = pgUrl && !overrides.database ? await createSchema(pgUrl) : undefined;
  const fromTemplate = !pgUrl && !SEED_SETTINGS.some((key) => key in overrides);
  let database: AppConfig['database'] =
    pgUrl && schema ? { kind: 'postgres', url: pgUrl, schema } : { kind: 'sqlite', file: ':memory:' };
  if (fromTemplate) {
    const { image, files } = await (template ??= makeTemplate());
    database = { kind: 'sqlite', file: ':memory:', image };
    writeCopy(files, dataDir);
  }
  const clock = makeClock();
  const config = loadConfig({}, { ...testSettings(dataDir, clock.now), database, ...overrides });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config);
    await setup?.(app);
    await app.ready();
  } catch (error) {
    // A start that failed after the database was opened still closes it (and the version mirror's
    // listening connection on PostgreSQL), so that nothing keeps the test process alive.
    await app?.close().catch(() => undefined);
    if (pgUrl && schema) await dropSchema(pgUrl, schema);
    throw error;
  }

  const login = async (email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };

  const createUser: TestApp['createUser'] = async (o = {}) => {
    counter += 1;
    const user = {
      email: o.email ?? `user${counter}-${Date.now()}@test.example`,
      password: o.password ?? 'Password123!',
      userName: o.userName ?? `user${counter}x${Date.now() % 100000}`,
    };
    const id = await insertUser(
      app.db,
      {
        ...user,
        name: 'Test',
        surname: 'User',
        phoneNumber: '',
        passwordHash: await hashPassword(user.password),
        roleId: o.roleId ?? 3,
        emailVerified: o.verified ?? true,
      },
      new Date(clock.now()).toISOString(),
    );
    return { id, ...user };
  };

  let otherUser: TestUser | undefined;
  const tokenFor = async (role: RoleId) => {
    const demo = DEMO_ACCOUNTS.find((a) => a.roleId === role);
    if (demo) return login(demo.email, demo.password);
    otherUser ??= await createUser({ roleId: role });
    return login(otherUser.email, otherUser.password);
  };

  const outbox = (to?: string) => listMail(app.db, to?.toLowerCase());
  const lastCode = async (to: string) => {
    const mails = await outbox(to);
    const match = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '');
    if (!match) throw new Error(`no code mailed to ${to}`);
    return match[1];
  };

  const close = async () => {
    await app.close();
    if (pgUrl && schema) await dropSchema(pgUrl, schema);
    rmSync(dataDir, { recursive: true, force: true });
  };

  return { app, config, clock, login, tokenFor, createUser, outbox, lastCode, close };
}
