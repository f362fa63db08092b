import { buildTestApp, type TestApp } from '@test/server/testApp';
import { createSchema, dropSchema, postgresUrl } from '@test/server/pgSchema';

// Server processes started together on one new PostgreSQL database (decision 032): one migrates
// and seeds, the others wait for it and find it done.

describe('starting several processes at once', () => {
  const url = postgresUrl()!;
  let schema: string;
  let apps: TestApp[] = [];
  beforeAll(async () => {
    schema = await createSchema(url);
  });
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    await dropSchema(url, schema);
  });

  it('migrates and seeds once, and every process starts', async () => {
    const database = { kind: 'postgres' as const, url, schema };
    apps = await Promise.all([1, 2, 3].map(() => buildTestApp({ database })));
    const [first] = apps;
    const admins = await first.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    expect(Number(admins.n)).toBe(1);
    const services = await first.app.db
      .selectFrom('services')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(services.n)).toBe(6);
    for (const t of apps) expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
