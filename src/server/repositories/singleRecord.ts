import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/types';

/** The tables that hold one record for the whole site. */
export type SingleRecordTable = 'about_us' | 'homepage_info' | 'site_settings';

/** How one document maps to its table; the helper below does the SQL the three share. */
export interface SingleRecordMapping<T extends SingleRecordTable, Dto, Patch> {
  table: T;
  /** Every column of a new row before the given values apply. */
  blank: (now: string) => Insertable<Database[T]>;
  /** The columns of the given fields only (a partial change). */
  columns: (values: Patch) => Updateable<Database[T]>;
  toDto: (db: Kysely<Database>, row: Selectable<Database[T]>) => Dto | Promise<Dto>;
}

export interface SingleRecordRepository<Dto, Patch> {
  /** The record (the oldest should there ever be more), or the one with this id. */
  find(db: Kysely<Database>, id?: number): Promise<Dto | undefined>;
  exists(db: Kysely<Database>): Promise<boolean>;
  insert(db: Kysely<Database>, values: Patch, now: string): Promise<Dto>;
  /** Applies the given fields; undefined when the row does not exist. */
  update(db: Kysely<Database>, id: number, values: Patch, now: string): Promise<Dto | undefined>;
}

interface Row {
  id: Generated<number>;
  updated_at: string;
}

/**
 * The queries are written once against the columns the three tables share (`id`, `updated_at`).
 * Kysely cannot check a query over a table chosen by a type parameter, so here the database is seen
 * as one table of that common shape; the mapping keeps each table's own columns typed.
 */
type SharedView = Kysely<{ record: Row }>;

export function singleRecordRepository<T extends SingleRecordTable, Dto, Patch>(
  mapping: SingleRecordMapping<T, Dto, Patch>,
): SingleRecordRepository<Dto, Patch> {
  const table = mapping.table as unknown as 'record';
  const view = (db: Kysely<Database>) => db as unknown as SharedView;
  const toDto = (db: Kysely<Database>, row: Selectable<Row>) =>
    Promise.resolve(mapping.toDto(db, row as unknown as Selectable<Database[T]>));

  return {
    async find(db, id) {
      let query = view(db).selectFrom(table).selectAll();
      if (id !== undefined) query = query.where('id', '=', id);
      const row = await query.orderBy('id').executeTakeFirst();
      return row && toDto(db, row);
    },
    async exists(db) {
      return (await view(db).selectFrom(table).select('id').executeTakeFirst()) !== undefined;
    },
    async insert(db, values, now) {
      const row = { ...mapping.blank(now), ...mapping.columns(values), updated_at: now };
      const created = await view(db)
        .insertInto(table)
        .values(row as unknown as Insertable<Row>)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDto(db, created);
    },
    async update(db, id, values, now) {
      const changes = { ...mapping.columns(values), updated_at: now };
      const row = await view(db)
        .updateTable(table)
        .set(changes as unknown as Updateable<Row>)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toDto(db, row);
    },
  };
}
