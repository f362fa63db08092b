import type { CreateTableBuilder } from 'kysely';

// Frozen: the column helpers as the migrations 001–003 wrote their tables. A migration must build the
// same schema forever, so these are never edited; a later migration that needs something else brings
// its own helper.

/** The engines a migration is written for (a copy of the live type, kept apart on purpose). */
export type Engine = 'sqlite' | 'postgres';

export type TableBuilder = CreateTableBuilder<string, string>;

/** Integer autoincrement ids: `integer primary key autoincrement` on SQLite, `serial primary key` on PostgreSQL. */
export function withId(table: TableBuilder, engine: Engine): TableBuilder {
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
