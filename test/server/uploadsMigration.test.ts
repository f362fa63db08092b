import { Migrator } from 'kysely';
import { createDb, migrateToLatest, type Db } from '@server/db/createDb';
import { migrationProvider } from '@server/db/migrations';
import { createSchema, dropSchema, postgresUrl } from '@test/server/pgSchema';

const UPLOADS_MIGRATION = '006_uploads';

describe('the uploads migration', () => {
  let db: Db;
  let schema: string | undefined;
  const pgUrl = postgresUrl();

  beforeEach(async () => {
    schema = pgUrl ? await createSchema(pgUrl) : undefined;
    db = createDb(
      pgUrl && schema ? { kind: 'postgres', url: pgUrl, schema } : { kind: 'sqlite', file: ':memory:' },
    );
  });
  afterEach(async () => {
    await db.db.destroy();
    if (pgUrl && schema) await dropSchema(pgUrl, schema);
  });

  /** Migrates to the step just before the uploads table. */
  async function migrateToBefore(): Promise<void> {
    const provider = migrationProvider(db.engine);
    const names = Object.keys(await provider.getMigrations()).sort();
    const previous = names[names.indexOf(UPLOADS_MIGRATION) - 1];
    const migrator = new Migrator({ db: db.db, provider, migrationTableSchema: schema });
    const { error } = await migrator.migrateTo(previous);
    if (error) throw error;
  }

  it("makes each user's stored photo theirs, and a photo shared by several accounts nobody's", async () => {
    await migrateToBefore();
    const at = '2026-01-01T00:00:00.000Z';
    const user = (userName: string, photo: string) => ({
      user_name: userName,
      email: `${userName}@test.example`,
      name: 'A',
      surname: 'B',
      phone_number: '',
      photo,
      password_hash: 'x',
      role_id: 3,
      email_verified: 1 as const,
      is_active: 1 as const,
      created_at: at,
      updated_at: at,
    });
    const own = '/uploads/photos/11111111-1111-1111-1111-111111111111.png';
    const shared = '/uploads/photos/22222222-2222-2222-2222-222222222222.png';
    const rows = await db.db
      .insertInto('users')
      .values([
        user('owner', own),
        user('first', shared),
        user('second', shared),
        user('external', 'https://example.com/me.png'),
        user('none', ''),
      ])
      .returning(['id', 'user_name'])
      .execute();
    const idOf = (name: string) => rows.find((r) => r.user_name === name)?.id;

    expect(await migrateToLatest(db)).toContain(UPLOADS_MIGRATION);

    const uploads = await db.db.selectFrom('uploads').selectAll().orderBy('path').execute();
    expect(uploads).toEqual([
      { id: expect.any(Number), path: own, owner_id: idOf('owner'), kind: 'photo', created_at: at },
      // Which of them uploaded it cannot be told any more: neither may delete it.
      { id: expect.any(Number), path: shared, owner_id: null, kind: 'photo', created_at: at },
    ]);
  });
});
