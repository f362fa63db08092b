import type { ProjectDetail } from '@shared/contracts/projects';
import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { recordEvents } from '../content/support';
import { consultant, person, project, staff, type Person } from './fixtures';

// Creating, changing and deleting projects (administrators; docs/requirements.md#projects).
describe('project writes', () => {
  let t: TestApp;
  let admin: Person;
  let events: ReturnType<typeof recordEvents>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
    events = recordEvents(t);
  });
  beforeEach(() => events.clear());
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Person, payload?: object) =>
    t.app.inject({ method, url: `/api/projects${url}`, headers: who.headers, payload });
  const create = (body: object, who: Person = admin) =>
    send('POST', '', who, { name: 'Data platform', ...body });
  const historyRows = (projectId: number) =>
    t.app.db
      .selectFrom('project_history')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();
  const expect400 = async (res: { statusCode: number; json(): unknown }, message: string, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
  };

  describe('create', () => {
    it('creates with defaults, writes its history and tells the administrators and the customer', async () => {
      const customer = await person(t, 3);
      const res = await create({ customerId: customer.id, budget: 1500.5, currency: 'usd', endDate: '' });
      expect(res.statusCode).toBe(201);
      const p: ProjectDetail = res.json();
      expect(p).toMatchObject({
        name: 'Data platform',
        description: '',
        status: 'Pending',
        customerId: customer.id,
        customerName: 'Test User',
        budget: 1500.5,
        currency: 'USD',
        startDate: null,
        endDate: null,
        isAvailableForApplication: false,
        consultants: [],
        teamSize: 0,
      });
      expect(p.history).toEqual([
        expect.objectContaining({
          action: 'Created',
          details: 'Project "Data platform" created.',
          userId: admin.id,
        }),
      ]);
      expect(events.all()).toEqual([
        expect.objectContaining({
          family: 'projects',
          type: 'project_created',
          toUserIds: [customer.id],
          data: expect.objectContaining({
            projectId: p.id,
            projectName: 'Data platform',
            name: 'Data platform',
          }),
          hubEvent: { target: 'ProjectCreated', fields: { name: 'Data platform', projectId: p.id } },
        }),
      ]);
    });

    it('takes TRY when no currency is given and tells consultants of an open project', async () => {
      const [service] = (await t.app.inject({ method: 'GET', url: '/api/services' })).json();
      const res = await create({
        description: 'Moves the data.',
        status: 'Active',
        serviceId: service.id,
        isAvailableForApplication: true,
        startDate: '2026-05-01',
        endDate: '2026-05-01',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        currency: 'TRY',
        startDate: '2026-05-01',
        endDate: '2026-05-01',
        description: 'Moves the data.',
        status: 'Active',
        serviceId: service.id,
        isAvailableForApplication: true,
      });
      expect(events.types()).toEqual(['project_created', 'project_available']);
      expect(events.last()).toMatchObject({
        toRoleId: 2,
        data: { projectId: res.json().id, name: 'Data platform' },
      });
    });

    it('refuses what the schema cannot catch with a clear 400', async () => {
      await expect400(await create({ customerId: 999999 }), MSG.customerMissing, 'customerId');
      await expect400(await create({ serviceId: 999999 }), MSG.serviceMissing, 'serviceId');
      await expect400(await create({ currency: 'AUD' }), MSG.currencyInvalid, 'currency');
      await expect400(await create({ budget: 10.125 }), MSG.budgetDecimals, 'budget');
      await expect400(await create({ startDate: '2026-02-30' }), MSG.startDateInvalid, 'startDate');
      await expect400(await create({ endDate: '2026-13-01' }), MSG.endDateInvalid, 'endDate');
      await expect400(
        await create({ startDate: '2026-06-10', endDate: '2026-06-09' }),
        MSG.endBeforeStart,
        'endDate',
      );
      await expect400(await create({ name: '   ' }), MSG.projectNameRequired, 'name');
      expect((await create({ budget: -1 })).statusCode).toBe(400);
      expect((await create({ currency: 'US' })).statusCode).toBe(400);
      expect((await create({ status: 'Done' })).statusCode).toBe(400);
      expect(events.all()).toEqual([]);
    });

    it('is for administrators only', async () => {
      expect((await create({}, await consultant(t))).statusCode).toBe(403);
      expect((await create({}, await person(t, 3))).statusCode).toBe(403);
      expect((await create({}, await person(t, 4))).statusCode).toBe(403);
    });
  });

  describe('update', () => {
    it('changes the given fields, lists each change in the history and tells customer and team', async () => {
      const customer = await person(t, 3);
      const c = await consultant(t);
      const id = await project(t, { status: 'Pending', customerId: customer.id, budget: 10000 });
      await staff(t, id, c.consultantId);
      const res = await send('PATCH', `/${id}`, admin, { status: 'Active', budget: 12000 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'Active', budget: 12000, currency: 'TRY' });
      const rows = await historyRows(id);
      expect(rows.map((r) => [r.action, r.details])).toEqual([
        ['Updated', 'Status: Pending → Active; Budget: 10000 → 12000'],
      ]);
      expect(events.all()).toEqual([
        expect.objectContaining({
          type: 'project_updated',
          toUserIds: [customer.id, c.id],
          hubEvent: { target: 'ProjectUpdated', fields: { name: expect.any(String), projectId: id } },
        }),
      ]);
    });

    it('tells the customer it moves to of the change, and the one it leaves only that it left', async () => {
      const previous = await person(t, 3);
      const next = await person(t, 3);
      const id = await project(t, { customerId: previous.id });
      const res = await send('PATCH', `/${id}`, admin, { customerId: next.id, budget: 98765 });
      expect(res.statusCode).toBe(200);
      expect(res.json().customerId).toBe(next.id);
      const stored = await t.app.db
        .selectFrom('notifications')
        .select(['user_id', 'type', 'title', 'message', 'additional_data'])
        .where('audience', '=', 'user')
        .where('user_id', 'in', [previous.id, next.id])
        .orderBy('user_id')
        .execute();
      expect(stored.map((row) => [row.user_id, row.type, JSON.parse(row.additional_data).projectId])).toEqual(
        [
          [previous.id, 'project_customer_changed', undefined],
          [next.id, 'project_updated', id],
        ],
      );
      // The notice names neither the new customer nor anything of the project.
      const notice = stored[0];
      expect([notice.title, notice.message]).toEqual([
        'Project moved',
        'One of your projects was moved to another customer and no longer appears among yours.',
      ]);
      expect(JSON.parse(notice.additional_data)).toEqual({});
      const newName: string = res.json().customerName;
      expect(newName).toBeTruthy();
      for (const text of [notice.title, notice.message, notice.additional_data]) {
        expect(text).not.toContain(newName);
        expect(text).not.toContain('98765');
        expect(text).not.toContain(res.json().name);
      }
      // And it shows in the list of the customer the project left.
      const theirs: Array<{ type: string; audience: string }> = (
        await t.app.inject({ method: 'GET', url: '/api/notification/all', headers: previous.headers })
      ).json();
      expect(theirs.filter((n) => n.audience === 'user').map((n) => n.type)).toEqual([
        'project_customer_changed',
      ]);
    });

    it('tells consultants when a project opens for applications, and only then', async () => {
      const id = await project(t);
      await send('PATCH', `/${id}`, admin, { isAvailableForApplication: true });
      expect(events.types()).toEqual(['project_updated', 'project_available']);
      expect(events.last()).toMatchObject({ toRoleId: 2 });
      events.clear();
      await send('PATCH', `/${id}`, admin, { name: 'Renamed' });
      expect(events.types()).toEqual(['project_updated']);
      expect((await historyRows(id)).map((r) => r.details)).toEqual([
        'Open for applications: no → yes',
        expect.stringMatching(/^Name: .* → Renamed$/),
      ]);
    });

    it('writes nothing when nothing differs', async () => {
      const id = await project(t, { status: 'Active' });
      const res = await send('PATCH', `/${id}`, admin, { status: 'Active' });
      expect(res.statusCode).toBe(200);
      expect(await historyRows(id)).toEqual([]);
      expect(events.all()).toEqual([]);
    });

    it('checks dates against what the project already has, and the other fields as on create', async () => {
      const id = await project(t, { startDate: '2026-01-10' });
      await expect400(
        await send('PATCH', `/${id}`, admin, { endDate: '2026-01-09' }),
        MSG.endBeforeStart,
        'endDate',
      );
      await expect400(
        await send('PATCH', `/${id}`, admin, { currency: 'XYZ' }),
        MSG.currencyInvalid,
        'currency',
      );
      await expect400(await send('PATCH', `/${id}`, admin, { budget: 1.001 }), MSG.budgetDecimals, 'budget');
      await expect400(
        await send('PATCH', `/${id}`, admin, { customerId: 999999 }),
        MSG.customerMissing,
        'customerId',
      );
      expect(
        (await send('PATCH', `/${id}`, admin, { startDate: null, endDate: '2026-01-09' })).statusCode,
      ).toBe(200);
      expect(await historyRows(id)).toHaveLength(1);
    });

    it('answers 404 for a missing project and 403 to anyone but administrators', async () => {
      expect((await send('PATCH', '/999999', admin, { name: 'x' })).statusCode).toBe(404);
      const c = await consultant(t);
      const id = await project(t);
      await staff(t, id, c.consultantId, true);
      expect((await send('PATCH', `/${id}`, c, { name: 'x' })).statusCode).toBe(403);
      expect((await send('PATCH', `/${id}`, await person(t, 3), { name: 'x' })).statusCode).toBe(403);
    });
  });

  describe('remove', () => {
    it('deletes the project with its team, keeps a request that pointed to it, and tells everyone concerned', async () => {
      const customer = await person(t, 3);
      const c = await consultant(t);
      const id = await project(t, { customerId: customer.id });
      await staff(t, id, c.consultantId);
      const now = new Date(t.clock.now()).toISOString();
      const request = await t.app.db
        .insertInto('project_requests')
        .values({
          request_title: 'Quote',
          description: 'A request that became the project.',
          service_id: null,
          budget: null,
          currency: 'TRY',
          desired_start_date: null,
          contact_name: 'Client',
          email: 'client@test.example',
          phone_number: '',
          company: '',
          user_id: null,
          customer_user_id: customer.id,
          status: 'Approved',
          admin_notes: '',
          project_id: id,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await send('DELETE', `/${id}`, admin);
      expect(res.statusCode).toBe(204);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: admin.headers }))
          .statusCode,
      ).toBe(404);
      const kept = await t.app.db
        .selectFrom('project_requests')
        .select('project_id')
        .where('id', '=', request.id)
        .executeTakeFirst();
      expect(kept).toEqual({ project_id: null });
      const team = await t.app.db
        .selectFrom('project_consultants')
        .selectAll()
        .where('project_id', '=', id)
        .execute();
      expect(team).toEqual([]);
      expect(events.all()).toEqual([
        expect.objectContaining({
          family: 'projects',
          type: 'project_deleted',
          toUserIds: [customer.id, c.id],
        }),
      ]);
    });

    it('answers 404 for a missing project and 403 to anyone but administrators', async () => {
      expect((await send('DELETE', '/999999', admin)).statusCode).toBe(404);
      const id = await project(t);
      expect((await send('DELETE', `/${id}`, await consultant(t))).statusCode).toBe(403);
      expect((await send('DELETE', `/${id}`, await person(t, 3))).statusCode).toBe(403);
      expect(events.all()).toEqual([]);
    });
  });
});
