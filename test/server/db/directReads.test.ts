import { sql } from 'kysely';
import { directRead, preparedRead } from '@server/db/directReads';
import { contentVersion } from '@server/repositories/contentVersions';
import { notificationListVersion } from '@server/repositories/notificationVersions';
import { useTestDb } from '@test/server/testDb';

// The version counters are read on every kept answer with a statement prepared once, on the engine's
// own driver (db/directReads.ts). They must read what Kysely would: committed rows only.
describe('direct reads', () => {
  const t = useTestDb();

  it('read the rows Kysely reads, with parameters of their own', async () => {
    const { db } = t.db;
    const query = db
      .selectFrom('content_versions')
      .select('version')
      .where('name', '=', 'services')
      .compile();
    await sql`update content_versions set version = 41 where name = 'siteSettings'`.execute(db);
    expect((await directRead(db, query)).map((r) => Number(r.version))).toEqual([0]);
    expect((await directRead(db, query, ['siteSettings'])).map((r) => Number(r.version))).toEqual([41]);
    expect(await directRead(db, query, ['nothing'])).toEqual([]);
    expect(await contentVersion(db, 'siteSettings')).toBe('41');
  });

  it('run a query Kysely builds on each call with that call’s own parameters', async () => {
    const { db } = t.db;
    const versionOf = (name: string) =>
      db.selectFrom('content_versions').select('version').where('name', '=', name).compile();
    await sql`update content_versions set version = 7 where name = 'homepage'`.execute(db);
    expect((await preparedRead(db, versionOf('homepage'))).map((r) => Number(r.version))).toEqual([7]);
    expect((await preparedRead(db, versionOf('services'))).map((r) => Number(r.version))).toEqual([0]);
    expect(await preparedRead(db, versionOf('nothing'))).toEqual([]);
    // A written row shows to the next call of the same statement.
    await sql`update content_versions set version = 8 where name = 'homepage'`.execute(db);
    expect((await preparedRead(db, versionOf('homepage'))).map((r) => Number(r.version))).toEqual([8]);
  });

  it('never see a transaction’s uncommitted counter, here rolled back', async () => {
    const { db } = t.db;
    const before = await contentVersion(db, 'services');
    let duringWrite: Promise<string | null> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('services').values(serviceRow()).execute();
        // Asked while the transaction holds its write: the read waits for it, or reads past it.
        duringWrite = contentVersion(db, 'services');
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await duringWrite).toBe(before);
    expect(await contentVersion(db, 'services')).toBe(before);
  });

  it('read the notification counters of a caller’s audiences, 0 before the first write', async () => {
    const { db } = t.db;
    const viewer = { id: 5, roleId: 1 as const };
    expect(await notificationListVersion(db, viewer, ['admin'])).toBe('0.-.0');
    expect(await notificationListVersion(db, viewer, ['user', 'role'])).toBe('0.0.-');
    await sql`insert into notification_versions (name, version) values ('admin', 3), ('user 5', 2)`.execute(
      db,
    );
    expect(await notificationListVersion(db, viewer, ['admin'])).toBe('2.-.3');
    // Only administrators read the administrators' counter.
    expect(await notificationListVersion(db, { id: 5, roleId: 2 }, ['admin'])).toBe('2.-.-');
  });
});

function serviceRow() {
  const now = new Date().toISOString();
  return {
    title: 'Rolled back',
    slug: 'rolled-back',
    short_description: '',
    description: '',
    icon: '',
    image_url: '',
    is_active: 1 as const,
    display_order: 0,
    created_at: now,
    updated_at: now,
  };
}
