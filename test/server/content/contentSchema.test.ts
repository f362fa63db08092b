import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createDb } from '@server/db/createDb';
import { migrationProvider } from '@server/db/migrations';
import { buildTestApp } from '@test/server/testApp';
import { createSchema, dropSchema, postgresUrl } from '@test/server/pgSchema';

async function withFreshDb(run: (db: ReturnType<typeof createDb>) => Promise<void>) {
  const url = postgresUrl();
  const schema = url ? await createSchema(url) : undefined;
  const db = url
    ? createDb({ kind: 'postgres', url, schema })
    : createDb({ kind: 'sqlite', file: ':memory:' });
  try {
    await run(db);
  } finally {
    await db.db.destroy();
    if (url && schema) await dropSchema(url, schema);
  }
}

describe('content schema', () => {
  it('gives existing consultants unique slugs from their names', async () => {
    await withFreshDb(async ({ db, engine }) => {
      // Kysely keeps its bookkeeping in the schema under test, as the app does.
      const migrationTableSchema =
        engine === 'postgres'
          ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
          : undefined;
      const migrator = new Migrator({ db, provider: migrationProvider(engine), migrationTableSchema });
      expect((await migrator.migrateTo('002_notifications')).error).toBeUndefined();
      const now = new Date().toISOString();
      const user = (email: string, name: string, surname: string) => ({
        user_name: email.split('@')[0],
        email,
        name,
        surname,
        phone_number: '',
        photo: '',
        password_hash: 'x',
        role_id: 2,
        email_verified: 1 as const,
        is_active: 1 as const,
        created_at: now,
        updated_at: now,
      });
      for (const [email, name, surname] of [
        ['a@x.y', 'Şule', 'Çelik'],
        ['b@x.y', 'Sule', 'Celik'],
        ['c@x.y', '', ''],
      ]) {
        const { id } = await db
          .insertInto('users')
          .values(user(email, name, surname))
          .returning('id')
          .executeTakeFirstOrThrow();
        // The typed schema already has slug; this table does not yet, so the row is written without it.
        await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
          .insertInto('consultants')
          .values({ user_id: id, application_status: 'Approved', created_at: now, updated_at: now })
          .execute();
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const slugs = await db.selectFrom('consultants').select(['id', 'slug']).orderBy('id').execute();
      expect(slugs.map((r) => r.slug)).toEqual(['sule-celik', 'sule-celik-2', `consultant-${slugs[2].id}`]);
      const currencies = await db.selectFrom('currencies').select('code').orderBy('id').execute();
      expect(currencies.map((c) => c.code)).toEqual(['TRY', 'USD', 'EUR', 'GBP']);
      expect((await migrator.migrateDown()).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    });
  });

  it('seeds no demo content without SEED_DEMO, but still the currencies', async () => {
    const t = await buildTestApp({ seedDemo: false });
    try {
      for (const table of [
        'services',
        'about_us',
        'homepage_info',
        'projects',
        'project_requests',
      ] as const) {
        expect(await t.app.db.selectFrom(table).select('id').execute()).toEqual([]);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/services' })).json()).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/aboutus' })).json()).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: '/api/homepage' })).json()).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: '/api/currency' })).json()).toHaveLength(4);
    } finally {
      await t.close();
    }
  });

  it('seeds the demo projects and one pending request for the demo customer', async () => {
    const t = await buildTestApp();
    try {
      const projects = await t.app.db.selectFrom('projects').selectAll().orderBy('id').execute();
      // The first two come with the content; the rest show the firm at work (seedWork.test.ts).
      expect(projects).toHaveLength(7);
      expect(projects.slice(0, 2).map((p) => [p.name, p.status, p.budget, p.currency])).toEqual([
        ['ERP Roll-out for Manufacturing', 'Active', '250000.5', 'TRY'],
        ['Cloud Migration Assessment', 'Pending', '48000', 'USD'],
      ]);
      const leaders = await t.app.db
        .selectFrom('project_consultants')
        .select(['project_id', 'is_leader'])
        .where('project_id', 'in', [projects[0].id, projects[1].id])
        .execute();
      expect(leaders).toHaveLength(2);
      expect(leaders.every((l) => l.is_leader === 1)).toBe(true);
      const requests = await t.app.db.selectFrom('project_requests').select(['status', 'email']).execute();
      expect(requests).toEqual([{ status: 'Pending', email: 'customer@example.com' }]);
      const consultants = await t.app.db.selectFrom('consultants').select('slug').orderBy('id').execute();
      expect(consultants.map((c) => c.slug)).toEqual([
        'connor-consultant',
        'ayse-demir',
        'mehmet-kaya',
        'elena-rossi',
        'james-carter',
        // The applicants of the demo's queue (pending and rejected).
        'deniz-yildiz',
        'lucas-martin',
        'sam-taylor',
      ]);
    } finally {
      await t.close();
    }
  });
});
