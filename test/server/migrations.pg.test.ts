import { createDb, migrateToLatest } from '@server/db/createDb';
import { createSchema, dropSchema, postgresUrl } from '@test/server/pgSchema';
import { columnsByTable, exercise } from '@test/server/migrationChecks';

// Runs only in the PostgreSQL pass (jest matches *.pg.test.ts when DATABASE_URL is set).
const pgUrl = postgresUrl();
describe('migrations on PostgreSQL', () => {
  const schemas: string[] = [];
  afterAll(async () => {
    for (const s of schemas) await dropSchema(pgUrl!, s);
  });

  it('create the same tables and columns as on SQLite, each schema on its own', async () => {
    const first = await createSchema(pgUrl!);
    const second = await createSchema(pgUrl!);
    schemas.push(first, second);
    const pgColumns = await exercise({ kind: 'postgres', url: pgUrl!, schema: first });
    // A second schema in the same database migrates independently of the first.
    await exercise({ kind: 'postgres', url: pgUrl!, schema: second });
    const sqlite = createDb({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(sqlite);
    expect(pgColumns).toEqual(await columnsByTable(sqlite));
    await sqlite.db.destroy();
  });
});
