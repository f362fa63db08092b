import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { Pool, type ClientConfig } from 'pg';
import { DEFAULT_SQLITE_SYNCHRONOUS, type DatabaseConfig } from '../config';
import { OWNER_ONLY_FILE, ensurePrivateDirSync, restrictToOwnerSync } from '../lib/privateFiles';
import { registerDirectHandle } from './directReads';
import { migrationProvider } from './migrations';
import { withStatementCache } from './statementCache';
import { WriteCounter } from './writeCounter';
import type { Database, DbEngine } from './types';

export interface Db {
  db: Kysely<Database>;
  engine: DbEngine;
  /** The count of this process's writing statements (db/writeCounter.ts). */
  writes: WriteCounter;
}

function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name '${name}'`);
  return `"${name}"`;
}

/** SQLite's companion files: the write-ahead log and its shared-memory index. */
const walFiles = (file: string): string[] => [`${file}-wal`, `${file}-shm`];

/**
 * Creates the database file owner-only before SQLite opens it: SQLite gives the -wal and -shm files
 * the mode of the database file, so they are owner-only too. A file from an earlier, looser
 * install is tightened.
 */
function prepareSqliteFile(file: string): void {
  ensurePrivateDirSync(path.dirname(file));
  closeSync(openSync(file, 'a', OWNER_ONLY_FILE));
  restrictToOwnerSync(file, ...walFiles(file));
}

/** How a connection to a PostgreSQL database is opened, by the pool and by db/versionMirror.ts. */
export function postgresClientConfig(config: Extract<DatabaseConfig, { kind: 'postgres' }>): ClientConfig {
  return {
    connectionString: config.url,
    // A per-connection search_path keeps each test file (or tenant) in its own schema.
    ...(config.schema ? { options: `-c search_path=${quoteIdent(config.schema)}` } : {}),
  };
}

export function createDb(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const pool = new Pool({ ...postgresClientConfig(config), max: 10 });
    const writes = new WriteCounter();
    const db = new Kysely<Database>({ dialect: writes.counting(new PostgresDialect({ pool })) });
    registerDirectHandle(db, { kind: 'postgres', pool });
    return { db, engine: 'postgres', writes };
  }
  if (config.file !== ':memory:') prepareSqliteFile(config.file);
  const database = new SqliteDatabase(
    config.file === ':memory:' && config.image ? config.image : config.file,
  );
  if (config.file !== ':memory:') {
    database.pragma('journal_mode = WAL');
    // Decision 038: FULL unless SQLITE_SYNCHRONOUS says NORMAL.
    database.pragma(`synchronous = ${config.synchronous ?? DEFAULT_SQLITE_SYNCHRONOUS}`);
    restrictToOwnerSync(...walFiles(config.file));
  }
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const writes = new WriteCounter();
  const db = new Kysely<Database>({
    dialect: writes.counting(new SqliteDialect({ database: withStatementCache(database) })),
  });
  registerDirectHandle(db, { kind: 'sqlite', database });
  return { db, engine: 'sqlite', writes };
}

/** The schema new tables land in (PostgreSQL only): the first entry of the search_path. */
async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

export async function migrateToLatest({ db, engine }: Pick<Db, 'db' | 'engine'>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; naming it keeps
  // several databases side by side (one per schema) from seeing each other's migrations.
  const migrationTableSchema = engine === 'postgres' ? await currentSchema(db) : undefined;
  const migrator = new Migrator({ db, provider: migrationProvider(engine), migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
