import { buildTestApp, type TestApp } from '@test/server/testApp';
import { consultant, person, project, staff, type Person } from './work/fixtures';

// Each signed-in user has a minute's share of writes, and a tighter one for writes that tell many
// people or store files (docs/requirements.md#security): beyond it, 429 with Retry-After and
// "Too many requests. Please try again later.", and nobody else's share changes.

describe('per-user write limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ writeRateLimit: 6, busyWriteRateLimit: 3 });
  });
  afterAll(() => t.close());

  const post = (who: Person, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: who.headers, payload });

  it('refuses a fourth update in the minute with 429 and Retry-After, and nothing is written', async () => {
    const member = await consultant(t);
    const colleague = await consultant(t);
    const id = await project(t);
    await staff(t, id, member.consultantId);
    await staff(t, id, colleague.consultantId);
    const update = (who: Person, n: number) =>
      post(who, `/projects/${id}/updates`, { title: `U${n}`, content: 'x' });
    for (let n = 1; n <= 3; n += 1) expect((await update(member, n)).statusCode).toBe(201);
    const refused = await update(member, 4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.app.db
      .selectFrom('project_updates')
      .select('title')
      .where('project_id', '=', id)
      .execute();
    expect(rows.map((r) => r.title).sort()).toEqual(['U1', 'U2', 'U3']);
    // Another member's share is their own, and reading is not a write.
    expect((await update(colleague, 5)).statusCode).toBe(201);
    const read = await t.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: member.headers });
    expect(read.statusCode).toBe(200);
  });

  it('counts every other signed-in write against the wider share', async () => {
    const user = await person(t, 3);
    const settings = (n: number) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/notification/settings',
        headers: user.headers,
        payload: { emailDigest: n % 2 === 0 ? 'daily' : 'off' },
      });
    for (let n = 1; n <= 6; n += 1) expect((await settings(n)).statusCode).toBe(200);
    expect((await settings(7)).statusCode).toBe(429);
  });
});
