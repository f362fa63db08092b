import { sql } from 'kysely';
import type { Db } from '@server/db/createDb';
import { useTestDb } from '@test/server/testDb';

/** A foreign key: the referencing table and its column(s), in order. */
interface ForeignKey {
  table: string;
  columns: string[];
}

/** Every foreign key of the schema, read from the engine's own catalogue. */
async function foreignKeys({ db, engine }: Db): Promise<ForeignKey[]> {
  if (engine === 'postgres') {
    const { rows } = await sql<{ table: string; columns: string[] }>`
      select cl.relname as "table",
             array(select a.attname from unnest(con.conkey) with ordinality k(num, pos)
                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
                   order by k.pos)::text[] as "columns"
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_namespace ns on ns.oid = cl.relnamespace
      where con.contype = 'f' and ns.nspname = current_schema()`.execute(db);
    return rows;
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const keys: ForeignKey[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ id: number; seq: number; from: string }>`
      select id, seq, "from" from pragma_foreign_key_list(${name}) order by id, seq`.execute(db);
    const byId = new Map<number, string[]>();
    for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), r.from]);
    for (const columns of byId.values()) keys.push({ table: name, columns });
  }
  return keys;
}

/** The leading columns of every index (primary keys and unique constraints included), per table. */
async function indexColumns({ db, engine }: Db): Promise<Map<string, string[][]>> {
  const byTable = new Map<string, string[][]>();
  const add = (table: string, columns: string[]) =>
    byTable.set(table, [...(byTable.get(table) ?? []), columns]);
  if (engine === 'postgres') {
    const { rows } = await sql<{ table: string; columns: string[] }>`
      select t.relname as "table",
             array(select a.attname from unnest(ix.indkey::int2[]) with ordinality k(num, pos)
                   join pg_attribute a on a.attrelid = t.oid and a.attnum = k.num
                   order by k.pos)::text[] as "columns"
      from pg_indexes pi
      join pg_class i on i.relname = pi.indexname
      join pg_namespace ns on ns.oid = i.relnamespace and ns.nspname = pi.schemaname
      join pg_index ix on ix.indexrelid = i.oid
      join pg_class t on t.oid = ix.indrelid
      where pi.schemaname = current_schema()`.execute(db);
    for (const r of rows) add(r.table, r.columns);
    return byTable;
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  for (const { name } of tables) {
    const { rows: indexes } = await sql<{ name: string }>`
      select name from pragma_index_list(${name})`.execute(db);
    for (const index of indexes) {
      const { rows } = await sql<{ name: string | null }>`
        select name from pragma_index_info(${index.name}) order by seqno`.execute(db);
      add(
        name,
        rows.map((r) => r.name ?? ''),
      );
    }
    // An integer primary key is the table's rowid, which needs no index of its own.
    const { rows: pk } = await sql<{ name: string }>`
      select name from pragma_table_info(${name}) where pk > 0 order by pk`.execute(db);
    if (pk.length)
      add(
        name,
        pk.map((c) => c.name),
      );
  }
  return byTable;
}

const startsWith = (index: string[], columns: string[]): boolean =>
  columns.every((column, i) => index[i] === column);

/** The foreign keys that no index starts with: deleting a parent row scans the whole child table. */
async function unindexedForeignKeys(db: Db): Promise<string[]> {
  const indexes = await indexColumns(db);
  return (await foreignKeys(db))
    .filter((fk) => !(indexes.get(fk.table) ?? []).some((index) => startsWith(index, fk.columns)))
    .map((fk) => `${fk.table}(${fk.columns.join(', ')})`)
    .sort();
}

describe('indexes (docs/requirements.md#growth)', () => {
  const test = useTestDb();

  it('exist for every foreign key column, so no parent delete or join scans a child table', async () => {
    const keys = await foreignKeys(test.db);
    // The check reads the real schema: it finds the foreign keys the migrations declare.
    expect(keys.length).toBeGreaterThan(10);
    expect(await unindexedForeignKeys(test.db)).toEqual([]);
  });

  it('are looked for by their leading column: a later index does not count', async () => {
    const { db } = test.db;
    await db.schema
      .createTable('probe_children')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('kind', 'text')
      .addColumn('owner_id', 'integer', (c) => c.references('users.id'))
      .execute();
    // An index on (kind, owner_id) does not serve a lookup by owner_id.
    await db.schema
      .createIndex('probe_kind_owner')
      .on('probe_children')
      .columns(['kind', 'owner_id'])
      .execute();
    expect(await unindexedForeignKeys(test.db)).toEqual(['probe_children(owner_id)']);
    await db.schema.createIndex('probe_owner').on('probe_children').column('owner_id').execute();
    expect(await unindexedForeignKeys(test.db)).toEqual([]);
  });

  it('exist for the filters and orders of the paged lists', async () => {
    const indexes = await indexColumns(test.db);
    const has = (table: string, columns: string[]) =>
      (indexes.get(table) ?? []).some((index) => startsWith(index, columns));
    expect({
      queueByStatus: has('project_requests', ['status', 'created_at']),
      queueNewestFirst: has('project_requests', ['created_at']),
      projectsByStatus: has('projects', ['status']),
      usersByCreation: has('users', ['created_at']),
      notificationsNewestFirst: has('notifications', ['created_at']),
      ownNotifications: has('notifications', ['user_id', 'created_at']),
    }).toEqual({
      queueByStatus: true,
      queueNewestFirst: true,
      projectsByStatus: true,
      usersByCreation: true,
      notificationsNewestFirst: true,
      ownNotifications: true,
    });
  });
});
