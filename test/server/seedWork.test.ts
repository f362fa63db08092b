import { buildTestApp, type TestApp } from '@test/server/testApp';
import { PROJECT_STATUSES } from '@shared/domain/work';
import { person } from './work/fixtures';

// The demo data shows the firm at work (docs/requirements.md#product): every screen has content.
describe('demo work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
  });
  afterAll(() => t.close());

  const count = async (table: 'tasks' | 'project_updates' | 'project_metrics', where?: { done: 0 | 1 }) => {
    let q = t.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
    if (where && table === 'tasks') q = q.where('is_complete', '=', where.done);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('has projects in every status, each active or finished one staffed with exactly one leader', async () => {
    const projects = await t.app.db.selectFrom('projects').select(['id', 'status']).execute();
    expect(new Set(projects.map((p) => p.status))).toEqual(new Set(PROJECT_STATUSES));
    for (const p of projects.filter((x) => x.status === 'Active' || x.status === 'Completed')) {
      const leaders = await t.app.db
        .selectFrom('project_consultants')
        .select('id')
        .where('project_id', '=', p.id)
        .where('is_leader', '=', 1)
        .execute();
      expect(leaders).toHaveLength(1);
    }
  });

  it('has updates, metrics and open and finished tasks', async () => {
    expect(await count('project_updates')).toBeGreaterThanOrEqual(10);
    expect(await count('project_metrics')).toBeGreaterThanOrEqual(10);
    expect(await count('tasks', { done: 0 })).toBeGreaterThanOrEqual(5);
    expect(await count('tasks', { done: 1 })).toBeGreaterThanOrEqual(5);
  });

  it('has consultant applications in each state and a pending project application', async () => {
    const states = await t.app.db.selectFrom('consultants').select('application_status').execute();
    expect(new Set(states.map((r) => r.application_status))).toEqual(
      new Set(['Pending', 'Approved', 'Rejected']),
    );
    const pending = await t.app.db
      .selectFrom('project_applications')
      .select('id')
      .where('status', '=', 'Pending')
      .execute();
    expect(pending.length).toBeGreaterThanOrEqual(1);
  });

  it('gives every demo applicant a CV that administrators can open', async () => {
    const admin = await person(t, 1);
    const applicants = await t.app.db
      .selectFrom('consultants as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'u.name', 'c.specialization'])
      .where('c.application_status', '!=', 'Approved')
      .execute();
    expect(applicants.length).toBeGreaterThanOrEqual(3);
    for (const a of applicants) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/consultants/${a.id}/cv`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      const pdf = res.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf).toContain(`(${a.specialization})`);
      // The cross-reference table points at each object, so readers open the file without repair.
      const start = Number(/startxref\n(\d+)/.exec(pdf)![1]);
      expect(pdf.slice(start, start + 4)).toBe('xref');
      const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    }
  });

  it('has people who joined over past weeks, so the sign-up chart shows growth', async () => {
    const admin = await person(t, 1);
    const res = await t.app.inject({ method: 'GET', url: '/api/User/statistics', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const days = (res.json() as { byDay: Array<{ count: number }> }).byDay.filter((d) => d.count > 0);
    expect(days.length).toBeGreaterThanOrEqual(4);
  });

  it('has a month of notifications for the administrators, the older ones read', async () => {
    const now = t.clock.now();
    const rows = await t.app.db
      .selectFrom('notifications as n')
      .leftJoin('notification_reads as r', 'r.notification_id', 'n.id')
      .select(['n.created_at', 'r.user_id'])
      .where('n.audience', '=', 'admin')
      .execute();
    const ages = rows.map((r) => (now - Date.parse(r.created_at)) / 86_400_000);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...ages)).toBeGreaterThan(20);
    expect(Math.max(...ages)).toBeLessThanOrEqual(31);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(rows.some((r) => r.user_id !== null)).toBe(true);
    expect(rows.some((r) => r.user_id === null)).toBe(true);
  });
});
