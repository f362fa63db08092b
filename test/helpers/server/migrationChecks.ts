import type { DatabaseConfig } from '@server/config';
import { createDb, migrateToLatest, type Db } from '@server/db/createDb';

export const TABLES = [
  'consultants',
  'login_failures',
  'notification_hidden',
  'notification_preferences',
  'notification_reads',
  'notification_settings',
  'notifications',
  'one_time_codes',
  'outbox',
  'revoked_tokens',
  'roles',
  'site_settings',
  'users',
];

export async function columnsByTable(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.db.introspection.getTables();
  return Object.fromEntries(
    tables.filter((t) => TABLES.includes(t.name)).map((t) => [t.name, t.columns.map((c) => c.name).sort()]),
  );
}

export async function exercise(config: DatabaseConfig): Promise<Record<string, string[]>> {
  const db = createDb(config);
  try {
    expect(await migrateToLatest(db)).toEqual(expect.arrayContaining(['001_initial', '002_notifications']));
    expect(await migrateToLatest(db)).toEqual([]);
    const columns = await columnsByTable(db);
    expect(Object.keys(columns).sort()).toEqual(TABLES);
    const roles = await db.db.selectFrom('roles').selectAll().orderBy('id').execute();
    expect(roles).toEqual([
      { id: 1, name: 'Admin' },
      { id: 2, name: 'Consultant' },
      { id: 3, name: 'Customer' },
      { id: 4, name: 'Other' },
    ]);
    // Integer ids count up on their own, and a user must point at an existing role.
    const now = new Date().toISOString();
    const base = {
      name: 'A',
      surname: 'B',
      phone_number: '',
      photo: '',
      password_hash: 'x',
      email_verified: 0 as const,
      is_active: 1 as const,
      created_at: now,
      updated_at: now,
    };
    const a = await db.db
      .insertInto('users')
      .values({ ...base, user_name: 'a', email: 'a@x.y', role_id: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const b = await db.db
      .insertInto('users')
      .values({ ...base, user_name: 'b', email: 'b@x.y', role_id: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(b.id).toBe(a.id + 1);
    // Compared by message: under jest the native driver's error class can come from another realm.
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => 'no error',
        (e: Error) => e.message,
      );
    expect(
      await failure(
        db.db
          .insertInto('users')
          .values({ ...base, user_name: 'c', email: 'c@x.y', role_id: 9 })
          .execute(),
      ),
    ).toMatch(/foreign key/i);
    expect(
      await failure(
        db.db
          .insertInto('users')
          .values({ ...base, user_name: 'A', email: 'other@x.y', role_id: 3 })
          .execute(),
      ),
    ).toMatch(/unique|duplicate/i);
    return columns;
  } finally {
    await db.db.destroy();
  }
}
