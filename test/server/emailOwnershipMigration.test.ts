import { sql } from 'kysely';
import { migrateToLatest } from '@server/db/createDb';
import { useTestDb } from '@test/server/testDb';

const OWNERSHIP_MIGRATION = '005_email_ownership';

describe('the request ownership migration', () => {
  const t = useTestDb({ migrated: false });

  it('links old requests to the signed-in requester, else only to an account that verified the address', async () => {
    await t.migrateToBefore(OWNERSHIP_MIGRATION);
    const at = '2026-01-01T00:00:00.000Z';
    const user = (userName: string, verified: 0 | 1) => ({
      user_name: userName,
      email: `${userName}@test.example`,
      name: 'A',
      surname: 'B',
      phone_number: '',
      photo: '',
      password_hash: 'x',
      role_id: 3,
      email_verified: verified,
      is_active: 1 as const,
      created_at: at,
      updated_at: at,
    });
    const users = await t.db.db
      .insertInto('users')
      .values([user('verified', 1), user('unverified', 0), user('requester', 1)])
      .returning(['id', 'user_name'])
      .execute();
    const idOf = (name: string) => users.find((r) => r.user_name === name)!.id;
    const request = (title: string, email: string, userId: number | null) =>
      sql`INSERT INTO project_requests
            (request_title, description, currency, contact_name, email, phone_number, company,
             user_id, status, admin_notes, created_at, updated_at)
          VALUES (${title}, '', 'EUR', '', ${email}, '', '', ${userId}, 'Pending', '', ${at}, ${at})`.execute(
        t.db.db,
      );
    await request('by verified address', 'VERIFIED@test.example', null);
    await request('by unverified address', 'unverified@test.example', null);
    await request('signed in', 'someone.else@test.example', idOf('requester'));
    await request('unknown address', 'nobody@test.example', null);

    expect(await migrateToLatest(t.db)).toContain(OWNERSHIP_MIGRATION);

    const rows = await t.db.db
      .selectFrom('project_requests')
      .select(['request_title', 'customer_user_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { request_title: 'by verified address', customer_user_id: idOf('verified') },
      { request_title: 'by unverified address', customer_user_id: null },
      { request_title: 'signed in', customer_user_id: idOf('requester') },
      { request_title: 'unknown address', customer_user_id: null },
    ]);
  });
});
