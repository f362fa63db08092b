import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ensurePrivateDirSync } from './lib/privateFiles';
import type { SchemaCompilation } from './plugins/schemaCompilers';
import type { OutboxTuning } from './services/mail/backoff';
import type { MailTransport } from './services/mail/transport';
import { parseTrustProxy, type TrustProxy } from './trustProxy';

/**
 * SQLite's `synchronous` for a database file, which runs in WAL mode (decision 038): FULL flushes the
 * log to the disk at every commit, NORMAL only at checkpoints. Both keep every commit through a crash
 * of the process; only FULL keeps the last ones through a power cut or a crash of the machine.
 */
export const SQLITE_SYNCHRONOUS_MODES = ['FULL', 'NORMAL'] as const;
export type SqliteSynchronous = (typeof SQLITE_SYNCHRONOUS_MODES)[number];
export const DEFAULT_SQLITE_SYNCHRONOUS: SqliteSynchronous = 'FULL';

export type DatabaseConfig =
  | {
      kind: 'sqlite';
      file: string;
      /** A file's `synchronous` (SQLITE_SYNCHRONOUS); DEFAULT_SQLITE_SYNCHRONOUS when unset. */
      synchronous?: SqliteSynchronous;
      /**
       * An in-memory database starts as a copy of this SQLite database file's bytes instead of
       * empty: the suites start from one that is already migrated and seeded.
       */
      image?: Buffer;
    }
  | { kind: 'postgres'; url: string; schema?: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  logLevel: string;
  /** NODE_ENV=production: no code, PIN or mail text ever reaches a log line. */
  production: boolean;
  staticDir: string;
  /**
   * The served pages let the client connect to the Redux DevTools extension (CLIENT_DEVTOOLS; decision
   * 040): on unless NODE_ENV=production.
   */
  clientDevTools: boolean;
  accountRateLimit: number;
  /** Writes per minute and signed-in user (docs/requirements.md#security). */
  writeRateLimit: number;
  /** Writes per minute and user that tell many people or store files: a tighter share of their own. */
  busyWriteRateLimit: number;
  /** Live hub sockets one user may hold per server process (a few dozen tabs). */
  hubMaxConnectionsPerUser: number;
  /** Hub negotiate calls allowed per minute, counted per user and per address. */
  hubNegotiateRateLimit: number;
  /** How long a stop may take before the process exits all the same (milliseconds). */
  shutdownDeadlineMs: number;
  /** Redis for the hub's messages between processes and the shared rate limits; none: in-process. */
  redisUrl?: string;
  /** Put before this app's Redis keys and channels, so that several apps can share one Redis. */
  redisPrefix: string;
  /** Behind a reverse proxy: the hops or proxy addresses whose X-Forwarded-For entries count. */
  trustProxy: TrustProxy;
  /** Injectable so that tests can move time for PIN expiry and lockouts. */
  now: () => number;
  /** Where log lines go (stdout when unset); tests capture them to prove redaction. */
  logStream?: { write(line: string): void };
  /** Replaces the SMTP or log transport; tests and benches inject slow or failing ones. */
  mailTransport?: MailTransport;
  /** Retry, backoff and lease settings of the mail outbox worker. */
  outbox?: Partial<OutboxTuning>;
  /** When the routes' schemas are compiled (plugins/schemaCompilers.ts); at the start when unset. */
  schemaCompilation?: SchemaCompilation;
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got '${value}'`);
  return n;
}

/** SQLITE_SYNCHRONOUS: FULL or NORMAL in any case; anything else stops the start. */
function sqliteSynchronous(value: string | undefined): SqliteSynchronous {
  const mode = nonEmpty(value)?.toUpperCase();
  if (mode === undefined) return DEFAULT_SQLITE_SYNCHRONOUS;
  const known = SQLITE_SYNCHRONOUS_MODES.find((m) => m === mode);
  if (!known) {
    throw new Error(`SQLITE_SYNCHRONOUS must be ${SQLITE_SYNCHRONOUS_MODES.join(' or ')}, got '${value}'`);
  }
  return known;
}

/** The database named by the environment; a SQLite file gets its `synchronous` setting. */
function databaseFromEnv(env: Env, dataDir: string): DatabaseConfig {
  const synchronous = sqliteSynchronous(env.SQLITE_SYNCHRONOUS);
  const database = databaseFromUrl(nonEmpty(env.DATABASE_URL), dataDir);
  return database.kind === 'sqlite' && database.file !== ':memory:' ? { ...database, synchronous } : database;
}

export function databaseFromUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'app.db') };
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', url };
  if (url === ':memory:') return { kind: 'sqlite', file: ':memory:' };
  // Anything else is taken as a SQLite file path, with or without a sqlite: / file: scheme.
  return { kind: 'sqlite', file: path.resolve(url.replace(/^(sqlite|file):(\/\/)?/i, '')) };
}

/**
 * A secret that survives restarts without being configured: tokens stay valid across a restart, and
 * the file is readable by the owner only.
 */
export function ensureJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  ensurePrivateDirSync(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** CLIENT_DEVTOOLS: true or false in any case; unset, on except with NODE_ENV=production (decision 040). */
function clientDevTools(value: string | undefined, production: boolean): boolean {
  const setting = nonEmpty(value)?.toLowerCase();
  if (setting === undefined) return !production;
  if (setting === 'true' || setting === 'false') return setting === 'true';
  throw new Error(`CLIENT_DEVTOOLS must be true or false, got '${value}'`);
}

/**
 * Reads `.env` from `dir` (the folder the server starts in) into the environment when the file exists;
 * a variable already set in the environment wins over the file (README.md, .env.example). Answers
 * whether a file was read.
 */
export function loadDotEnv(dir: string = process.cwd()): boolean {
  const file = path.join(dir, '.env');
  if (!existsSync(file)) return false;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (process.env[name] === undefined) process.env[name] = value;
  }
  return true;
}

const DAY_MS = 24 * 60 * 60_000;

/** OUTBOX_RETENTION_DAYS: how long sent and failed mail rows are kept (the worker's default otherwise). */
function outboxFromEnv(env: Env): Partial<OutboxTuning> | undefined {
  if (nonEmpty(env.OUTBOX_RETENTION_DAYS) === undefined) return undefined;
  return { retentionMs: positiveInt(env.OUTBOX_RETENTION_DAYS, 7, 'OUTBOX_RETENTION_DAYS') * DAY_MS };
}

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = positiveInt(env.PORT, 3000, 'PORT');
  const dataDir = path.resolve(overrides.dataDir ?? nonEmpty(env.DATA_DIR) ?? './data');
  const database = overrides.database ?? databaseFromEnv(env, dataDir);
  const jwtSecret = overrides.jwtSecret ?? nonEmpty(env.JWT_SECRET) ?? ensureJwtSecret(dataDir);
  const config: AppConfig = {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    database,
    jwtSecret,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Consultancy <no-reply@localhost>',
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    seedDemo: nonEmpty(env.SEED_DEMO)?.toLowerCase() !== 'false',
    adminEmail: nonEmpty(env.ADMIN_EMAIL)?.toLowerCase(),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    production: env.NODE_ENV === 'production',
    staticDir: path.resolve(nonEmpty(env.STATIC_DIR) ?? 'dist/public'),
    clientDevTools: clientDevTools(env.CLIENT_DEVTOOLS, env.NODE_ENV === 'production'),
    accountRateLimit: positiveInt(env.ACCOUNT_RATE_LIMIT, 30, 'ACCOUNT_RATE_LIMIT'),
    writeRateLimit: positiveInt(env.WRITE_RATE_LIMIT, 300, 'WRITE_RATE_LIMIT'),
    busyWriteRateLimit: positiveInt(env.BUSY_WRITE_RATE_LIMIT, 60, 'BUSY_WRITE_RATE_LIMIT'),
    hubMaxConnectionsPerUser: positiveInt(
      env.HUB_MAX_CONNECTIONS_PER_USER,
      30,
      'HUB_MAX_CONNECTIONS_PER_USER',
    ),
    hubNegotiateRateLimit: positiveInt(env.HUB_NEGOTIATE_RATE_LIMIT, 60, 'HUB_NEGOTIATE_RATE_LIMIT'),
    shutdownDeadlineMs: positiveInt(env.SHUTDOWN_DEADLINE_MS, 10_000, 'SHUTDOWN_DEADLINE_MS'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: nonEmpty(env.REDIS_URL),
    redisPrefix: nonEmpty(env.REDIS_PREFIX) ?? 'portal:',
    now: Date.now,
    outbox: outboxFromEnv(env),
  };
  return { ...config, ...overrides };
}
