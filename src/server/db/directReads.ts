import type { CompiledQuery, Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { Database } from './types';

/** What a direct read needs of a better-sqlite3 database and its statements. */
interface SqliteHandle {
  prepare(sql: string): { all(...params: readonly unknown[]): unknown[] };
  readonly inTransaction: boolean;
}

/** The engine's own driver behind a Kysely instance, for reads that skip Kysely's driver. */
export type DirectHandle = { kind: 'sqlite'; database: SqliteHandle } | { kind: 'postgres'; pool: Pool };

const handles = new WeakMap<Kysely<Database>, DirectHandle>();

/** Called by createDb: the driver behind `db`, for `directRead`. */
export function registerDirectHandle(db: Kysely<Database>, handle: DirectHandle): void {
  handles.set(db, handle);
}

type Run<R> = (parameters: readonly unknown[]) => Promise<R[]>;

/** Each query's runner, per database: prepared once. */
const runners = new WeakMap<Kysely<Database>, Map<CompiledQuery, Run<unknown>>>();
let named = 0;

function runnerOf<R>(db: Kysely<Database>, query: CompiledQuery<R>): Run<R> {
  const handle = handles.get(db);
  const viaKysely: Run<R> = async (parameters) => (await db.executeQuery<R>({ ...query, parameters })).rows;
  if (!handle) return viaKysely;
  if (handle.kind === 'postgres') {
    // A named statement: each connection of the pool parses and plans it once.
    const name = `direct_read_${(named += 1)}`;
    const { pool } = handle;
    return async (parameters) =>
      (await pool.query({ name, text: query.sql, values: parameters as unknown[] })).rows as R[];
  }
  const { database } = handle;
  const statement = database.prepare(query.sql);
  return (parameters) => {
    // Kysely holds the only connection for the whole of a transaction and lets every other query
    // wait for it; a read here would see that transaction's uncommitted rows, so it waits too.
    if (database.inTransaction) return viaKysely(parameters);
    try {
      return Promise.resolve(statement.all(...parameters) as R[]);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
}

/**
 * The rows of a read that runs on every request (a version counter, health's ping), on the
 * engine's own driver: a statement prepared once per database (SQLite) or a named statement
 * prepared once per connection (PostgreSQL), without Kysely's driver, whose connection hand-over and
 * result plugins cost several times the read on SQLite (docs/performance.md#api). `query` is compiled
 * once by the caller and kept (it is the key); `parameters` replace its own. A database that
 * createDb did not make, or a transaction, reads through Kysely.
 */
export function directRead<R>(
  db: Kysely<Database>,
  query: CompiledQuery<R>,
  parameters: readonly unknown[] = query.parameters,
): Promise<R[]> {
  let queries = runners.get(db);
  if (!queries) runners.set(db, (queries = new Map()));
  let run = queries.get(query);
  if (!run) queries.set(query, (run = runnerOf(db, query)));
  return (run as Run<R>)(parameters);
}

/** The runners of `preparedRead`, per database and SQL text. */
const textRunners = new WeakMap<Kysely<Database>, Map<string, Run<unknown>>>();

/**
 * A read that Kysely builds on each call, run as `directRead` runs one: its statement is prepared
 * once per SQL text and kept for good, so only a query of a few shapes may come here (one whose
 * lists are not spliced into the text, say).
 */
export function preparedRead<R>(db: Kysely<Database>, query: CompiledQuery<R>): Promise<R[]> {
  let queries = textRunners.get(db);
  if (!queries) textRunners.set(db, (queries = new Map()));
  let run = queries.get(query.sql);
  if (!run) queries.set(query.sql, (run = runnerOf(db, query)));
  return (run as Run<R>)(query.parameters);
}
