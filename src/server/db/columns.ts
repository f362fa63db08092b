import type { CreateTableBuilder } from 'kysely';
import type { DbEngine } from './types';

export type TableBuilder = CreateTableBuilder<string, string>;

/** Integer autoincrement ids: `integer primary key autoincrement` on SQLite, `serial primary key` on PostgreSQL. */
export function withId(table: TableBuilder, engine: DbEngine): TableBuilder {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A text column that is never null and defaults to the empty string. */
export const text = (table: TableBuilder, name: string): TableBuilder =>
  table.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));

/** Booleans as integer 0/1 (better-sqlite3 cannot bind booleans). */
export const flag = (table: TableBuilder, name: string, initial: 0 | 1): TableBuilder =>
  table.addColumn(name, 'integer', (c) => c.notNull().defaultTo(initial));
