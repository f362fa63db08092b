import { migrateToLatest } from '@server/db/createDb';
import { useTestDb } from '@test/server/testDb';

const UPLOADS_MIGRATION = '006_uploads';

describe('the uploads migration', () => {
  const t = useTestDb({ migrated: false });

  it("makes each user's stored photo theirs, and a photo shared by several accounts nobody's", async () => {
    await t.migrateToBefore(UPLOADS_MIGRATION);
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
    const rows = await t.db.db
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

    expect(await migrateToLatest(t.db)).toContain(UPLOADS_MIGRATION);

    const uploads = await t.db.db.selectFrom('uploads').selectAll().orderBy('path').execute();
    expect(uploads).toEqual([
      { id: expect.any(Number), path: own, owner_id: idOf('owner'), kind: 'photo', created_at: at },
      // Which of them uploaded it cannot be told any more: neither may delete it.
      { id: expect.any(Number), path: shared, owner_id: null, kind: 'photo', created_at: at },
    ]);
  });
});
