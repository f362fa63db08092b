import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** What the cache needs of a better-sqlite3 database and its statements. */
export interface PreparingDatabase {
  prepare(sql: string): SqliteStatement & { readonly busy?: boolean };
  close(): void;
}

/** Statements kept per connection: the server's queries are a few hundred distinct texts. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with each statement prepared once and reused,
 * keyed by its SQL text. Kysely prepares on every query, and preparing costs as much as running a
 * small read. The cache is bounded (least recently used first out), so queries whose text varies
 * (an `in` list of any length) cannot grow it without end. A statement still iterating a stream is
 * busy and cannot run twice at once; such a query gets a fresh statement.
 */
export function withStatementCache(
  database: PreparingDatabase,
  size: number = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement & { readonly busy?: boolean }>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Re-inserting moves it to the end: the Map's order is the order of last use.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > size) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
    close(): void {
      statements.clear();
      database.close();
    },
  };
}
