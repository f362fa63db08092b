import { sql } from 'kysely';
import type { ProjectSummary } from '@shared/contracts/projects';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { consultant, person, project, staff, type Person } from './fixtures';

// A page of a projects list is kept per caller and filter between writes
// (docs/decisions/026-kept-answers.md): every write that changes which projects a list counts, or
// what a row of the page shows, must show in the next read, whoever makes it.
describe('the kept page of a projects list', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
  });
  afterAll(() => t.close());

  const list = async (query: string, who: Person) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/projects${query}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: ProjectSummary[]; total: number };
  };
  const total = async (query: string, who: Person = admin) => (await list(query, who)).total;
  const row = async (id: number, who: Person = admin) =>
    (await list('?pageSize=100', who)).data.find((p) => p.id === id);
  const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api/projects${url}`, headers: admin.headers, payload });
    expect(res.statusCode).toBeLessThan(300);
    return res;
  };

  it('follows projects created, renamed and deleted through the API', async () => {
    expect(await total('?search=heliotrope')).toBe(0);
    const created = await send('POST', '', { name: 'Heliotrope roll-out' });
    const id = (created.json() as { id: number }).id;
    expect(await total('?search=heliotrope')).toBe(1);
    // The same total for another page of the same filter, and the page's rows agree with it.
    const second = await list('?search=heliotrope&page=2&pageSize=1', admin);
    expect(second).toMatchObject({ total: 1, data: [] });
    await send('PATCH', `/${id}`, { name: 'Lavender roll-out' });
    expect(await total('?search=heliotrope')).toBe(0);
    expect(await total('?search=lavender')).toBe(1);
    await send('PATCH', `/${id}`, { status: 'Completed' });
    expect(await total('?search=lavender&status=Active')).toBe(0);
    expect(await total('?search=lavender&status=Completed')).toBe(1);
    await send('DELETE', `/${id}`);
    expect(await total('?search=lavender')).toBe(0);
  });

  it("follows a rename of a project's customer, which a search matches", async () => {
    const customer = await person(t, 3);
    await project(t, { customerId: customer.id });
    expect(await total('?search=marigold')).toBe(0);
    await t.app.db.updateTable('users').set({ name: 'Marigold' }).where('id', '=', customer.id).execute();
    expect(await total('?search=marigold')).toBe(1);
    // The customer sees their own project, counted apart from the administrator.
    expect(await total('?search=marigold', customer)).toBe(1);
  });

  it("follows a consultant's team places, which decide what they see", async () => {
    const worker = await consultant(t);
    const id = await project(t, { name: 'Saffron audit', isAvailableForApplication: false });
    expect(await total('?search=saffron', worker)).toBe(0);
    expect(await total('?search=saffron')).toBe(1);
    await staff(t, id, worker.consultantId);
    expect(await total('?search=saffron', worker)).toBe(1);
    expect(await total('?scope=mine&search=saffron', worker)).toBe(1);
    await t.app.db.deleteFrom('project_consultants').where('project_id', '=', id).execute();
    expect(await total('?search=saffron', worker)).toBe(0);
  });

  it('follows writes made outside the services, as another process or a script would make them', async () => {
    const before = await total('');
    const id = await project(t, { name: 'Vermilion pilot' });
    expect(await total('')).toBe(before + 1);
    await sql`update projects set description = ${'about cinnabar'} where id = ${id}`.execute(t.app.db);
    expect(await total('?search=cinnabar')).toBe(1);
    await sql`delete from projects where id = ${id}`.execute(t.app.db);
    expect(await total('?search=cinnabar')).toBe(0);
    expect(await total('')).toBe(before);
  });

  it('follows what a row shows: open tasks, the leader, the service and the customer', async () => {
    const customer = await person(t, 3);
    const lead = await consultant(t);
    const id = await project(t, { name: 'Indigo rows', customerId: customer.id });
    expect(await row(id)).toMatchObject({ openTasks: 0, leaderName: null, serviceName: null, teamSize: 0 });
    const task = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/tasks`,
      headers: admin.headers,
      payload: { taskName: 'Write the plan' },
    });
    expect(task.statusCode).toBe(201);
    expect((await row(id))?.openTasks).toBe(1);
    const taskId = (task.json() as { id: number }).id;
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${taskId}/complete`,
      headers: admin.headers,
      payload: { isComplete: true },
    });
    expect(done.statusCode).toBe(200);
    expect((await row(id))?.openTasks).toBe(0);
    await staff(t, id, lead.consultantId, true);
    expect(await row(id)).toMatchObject({ teamSize: 1, leaderName: expect.any(String) });
    await t.app.db
      .updateTable('users')
      .set({ name: 'Lapis', surname: 'Lead' })
      .where('id', '=', lead.id)
      .execute();
    expect((await row(id))?.leaderName).toBe('Lapis Lead');
    await t.app.db
      .updateTable('users')
      .set({ name: 'Cobalt', surname: '' })
      .where('id', '=', customer.id)
      .execute();
    expect((await row(id))?.customerName).toBe('Cobalt');
    const service = await t.app.db.selectFrom('services').select(['id', 'title']).executeTakeFirstOrThrow();
    await t.app.db.updateTable('projects').set({ service_id: service.id }).where('id', '=', id).execute();
    expect((await row(id))?.serviceName).toBe(service.title);
    await t.app.db
      .updateTable('services')
      .set({ title: 'Renamed service' })
      .where('id', '=', service.id)
      .execute();
    expect((await row(id))?.serviceName).toBe('Renamed service');
  });

  it("follows a consultant's own application, which their row shows", async () => {
    const worker = await consultant(t);
    const id = await project(t, { name: 'Ochre call', isAvailableForApplication: true });
    expect(await row(id, worker)).toMatchObject({ myApplicationStatus: null, permissions: { apply: true } });
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/applications`,
      headers: worker.headers,
      payload: {},
    });
    expect(applied.statusCode).toBeLessThan(300);
    expect(await row(id, worker)).toMatchObject({
      myApplicationStatus: 'Pending',
      permissions: { apply: false },
    });
  });
});
