import type { ProjectDetail, ProjectStatistics, ProjectSummary } from '@shared/contracts/projects';
import { DEFAULT_PAGE_SIZE } from '@shared/domain/numbers';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { consultant, person, project, staff, type Person } from './fixtures';

// Reading projects: who sees what (docs/requirements.md#access), lists, detail, history, statistics.
describe('reading projects', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
  });
  afterAll(() => t.close());

  const get = (url: string, who: { headers: Record<string, string> } | null) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: who ? who.headers : {} });
  const ids = (page: { data: ProjectSummary[] }) => page.data.map((p) => p.id);
  const rename = (userId: number, name: string, surname: string) =>
    t.app.db.updateTable('users').set({ name, surname }).where('id', '=', userId).execute();

  describe('visibility', () => {
    it('shows a customer their own projects and answers 404 for another customer’s', async () => {
      const a = await person(t, 3);
      const b = await person(t, 3);
      const mine = await project(t, { customerId: a.id });
      const theirs = await project(t, { customerId: b.id });
      expect(ids((await get('/projects?pageSize=100', a)).json())).toEqual([mine]);
      expect((await get(`/projects/${mine}`, a)).statusCode).toBe(200);
      expect((await get(`/projects/${theirs}`, a)).statusCode).toBe(404);
      expect((await get(`/projects/${theirs}/history`, a)).statusCode).toBe(404);
      // Open for applications is open to consultants, not to other customers.
      const theirsOpen = await project(t, { customerId: b.id, isAvailableForApplication: true });
      expect((await get(`/projects/${theirsOpen}`, a)).statusCode).toBe(404);
      expect((await get(`/projects/${theirsOpen}/history`, a)).statusCode).toBe(404);
      expect((await get('/projects/999999', a)).statusCode).toBe(404);
    });

    it('shows a consultant the projects they are on and those open for applications, nothing else', async () => {
      const c = await consultant(t);
      const onIt = await project(t, { name: 'Staffed' });
      await staff(t, onIt, c.consultantId);
      const open = await project(t, { isAvailableForApplication: true });
      const closed = await project(t);
      const listed = ids((await get('/projects?pageSize=100', c)).json());
      expect(listed).toEqual(expect.arrayContaining([onIt, open]));
      expect(listed).not.toContain(closed);
      expect((await get(`/projects/${closed}`, c)).statusCode).toBe(404);
      expect((await get(`/projects/${closed}/history`, c)).statusCode).toBe(404);
      const openDetail = await get(`/projects/${open}`, c);
      expect(openDetail.statusCode).toBe(200);
      expect(openDetail.json().permissions).toEqual({
        manage: false,
        contribute: false,
        deleteTasks: false,
        apply: true,
      });
      expect((await get(`/projects/${onIt}`, c)).json().permissions.contribute).toBe(true);
    });

    it('shows a consultant whose profile is not approved nothing but their own customer projects', async () => {
      const pending = await consultant(t, { status: 'Pending' });
      const open = await project(t, { isAvailableForApplication: true });
      expect(ids((await get('/projects?pageSize=100', pending)).json())).not.toContain(open);
      expect((await get(`/projects/${open}`, pending)).statusCode).toBe(404);
      expect((await get(`/projects/${open}/history`, pending)).statusCode).toBe(404);
    });

    it('shows administrators every project with full permissions, and refuses visitors', async () => {
      const p = await project(t, { customerId: (await person(t, 3)).id });
      const detail = await get(`/projects/${p}`, admin);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().permissions).toEqual({
        manage: true,
        contribute: true,
        deleteTasks: true,
        apply: false,
      });
      expect((await get('/projects', null)).statusCode).toBe(401);
      expect((await get(`/projects/${p}`, null)).statusCode).toBe(401);
    });

    it('gives other users (role 4) an empty list and 404s', async () => {
      const other = await person(t, 4);
      const p = await project(t);
      const page = (await get('/projects', other)).json();
      expect(page.data).toEqual([]);
      expect(page.total).toBe(0);
      expect((await get(`/projects/${p}`, other)).statusCode).toBe(404);
    });
  });

  describe('the list', () => {
    it('pages newest first with the default page size and a total', async () => {
      const customer = await person(t, 3);
      const made: number[] = [];
      for (let i = 0; i < 5; i += 1) made.push(await project(t, { customerId: customer.id }));
      const first = (await get('/projects?pageSize=2', customer)).json();
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(ids(first)).toEqual([made[4], made[3]]);
      const last = (await get('/projects?pageSize=2&page=3', customer)).json();
      expect(ids(last)).toEqual([made[0]]);
      expect((await get('/projects', customer)).json().pageSize).toBe(DEFAULT_PAGE_SIZE);
      expect((await get('/projects?pageSize=0', customer)).statusCode).toBe(400);
      expect((await get('/projects?page=0', customer)).statusCode).toBe(400);
      expect((await get('/projects?status=Unknown', customer)).statusCode).toBe(400);
    });

    it('searches name, description and customer name without case, taking % and _ literally', async () => {
      const customer = await person(t, 3);
      await rename(customer.id, 'Zeynep', 'Arslanoğlu');
      const byName = await project(t, { name: 'Harbour LOGISTICS portal' });
      const byDescription = await project(t, { description: 'Moving the logistics ledger to the cloud.' });
      const byCustomer = await project(t, { customerId: customer.id, name: 'Plain' });
      const percent = await project(t, { name: 'Growth 100% plan' });
      const underscore = await project(t, { name: 'snake_case tools' });
      await project(t, { name: 'Growth 1000 plan' });
      await project(t, { name: 'snakeXcase tools' });
      const search = async (text: string) =>
        ids((await get(`/projects?pageSize=100&search=${encodeURIComponent(text)}`, admin)).json());
      expect(await search('logistics')).toEqual([byDescription, byName]);
      expect(await search('zeynep arslan')).toEqual([byCustomer]);
      expect(await search('100%')).toEqual([percent]);
      expect(await search('snake_case')).toEqual([underscore]);
    });

    it('filters by status and scope, and fills each row', async () => {
      const c = await consultant(t);
      const customer = await person(t, 3);
      const mine = await project(t, { customerId: customer.id, status: 'OnHold' });
      await staff(t, mine, c.consultantId, true);
      const open = await project(t, { isAvailableForApplication: true, status: 'Pending' });
      const openAndMine = await project(t, { isAvailableForApplication: true });
      await staff(t, openAndMine, c.consultantId);
      const scope = async (s: string) => ids((await get(`/projects?pageSize=100&scope=${s}`, c)).json());
      expect(await scope('mine')).toEqual([openAndMine, mine]);
      expect(await scope('available')).toContain(open);
      expect(await scope('available')).not.toContain(openAndMine);
      const onHold = (await get('/projects?status=OnHold&scope=mine', c)).json();
      expect(ids(onHold)).toEqual([mine]);
      await rename(c.id, 'Ayşe', 'Demir');
      const row = (await get('/projects?scope=mine&status=OnHold', customer)).json().data[0];
      expect(row).toMatchObject({
        id: mine,
        customerName: 'Test User',
        teamSize: 1,
        leaderName: 'Ayşe Demir',
        openTasks: 0,
        myApplicationStatus: null,
        permissions: { manage: false, contribute: false, deleteTasks: false, apply: false },
      });
    });

    it('shows a consultant their own application and the open tasks', async () => {
      const c = await consultant(t);
      const open = await project(t, { isAvailableForApplication: true });
      const now = new Date(t.clock.now()).toISOString();
      await t.app.db
        .insertInto('project_applications')
        .values({
          project_id: open,
          consultant_id: c.consultantId,
          message: '',
          status: 'Pending',
          created_at: now,
        })
        .execute();
      const task = (done: 0 | 1) => ({
        project_id: open,
        task_name: 'Task',
        description: '',
        priority: 'Medium' as const,
        is_complete: done,
        created_at: now,
        updated_at: now,
      });
      await t.app.db
        .insertInto('tasks')
        .values([task(0), task(0), task(1)])
        .execute();
      const row = (await get('/projects?scope=available&pageSize=100', c))
        .json()
        .data.find((p: ProjectSummary) => p.id === open);
      expect(row).toMatchObject({ myApplicationStatus: 'Pending', openTasks: 2 });
      expect(row.permissions.apply).toBe(false);
      const other = await consultant(t);
      const theirs = (await get(`/projects/${open}`, other)).json();
      expect(theirs).toMatchObject({ myApplicationStatus: null, permissions: { apply: true } });
    });

    it('answers the rows of a page in a fixed number of queries', async () => {
      const customer = await person(t, 3);
      for (let i = 0; i < 6; i += 1) await project(t, { customerId: customer.id });
      let queries = 0;
      const count = () => {
        queries += 1;
      };
      const executor = t.app.db.getExecutor();
      const run = executor.executeQuery.bind(executor);
      const spy = jest.spyOn(executor, 'executeQuery').mockImplementation((...args) => {
        count();
        return run(...args);
      });
      await get('/projects?pageSize=2', customer);
      const small = queries;
      queries = 0;
      await get('/projects?pageSize=6', customer);
      spy.mockRestore();
      expect(small).toBeGreaterThan(1);
      expect(queries).toBe(small);
    });
  });

  describe('the detail and the history', () => {
    it('holds the team, updates newest first, metrics by date, history newest first and tasks', async () => {
      const c = await consultant(t);
      const p = await project(t);
      await staff(t, p, c.consultantId, true);
      const at = (s: string) => `2026-03-0${s}T10:00:00.000Z`;
      await t.app.db
        .insertInto('project_updates')
        .values([
          {
            project_id: p,
            title: 'First',
            content: 'x',
            created_by: admin.id,
            created_at: at('1'),
            updated_at: at('1'),
          },
          {
            project_id: p,
            title: 'Second',
            content: 'y',
            created_by: c.id,
            created_at: at('2'),
            updated_at: at('2'),
          },
        ])
        .execute();
      await t.app.db
        .insertInto('project_metrics')
        .values([
          {
            project_id: p,
            name: 'Later',
            value: 2,
            target: null,
            unit: '',
            created_by: null,
            recorded_at: at('5'),
            created_at: at('1'),
          },
          {
            project_id: p,
            name: 'Earlier',
            value: 1.5,
            target: 3,
            unit: '%',
            created_by: null,
            recorded_at: at('3'),
            created_at: at('2'),
          },
        ])
        .execute();
      await t.app.db
        .insertInto('project_history')
        .values([
          { project_id: p, action: 'Old', details: '', user_id: null, user_name: '', created_at: at('1') },
          {
            project_id: p,
            action: 'New',
            details: '',
            user_id: admin.id,
            user_name: 'Admin',
            created_at: at('2'),
          },
        ])
        .execute();
      const detail: ProjectDetail = (await get(`/projects/${p}`, c)).json();
      expect(detail.consultants).toEqual([
        expect.objectContaining({ consultantId: c.consultantId, fullName: 'Test User', isLeader: true }),
      ]);
      expect(detail.updates.map((u) => u.title)).toEqual(['Second', 'First']);
      expect(detail.updates[0].createdBy).toBe(c.id);
      expect(detail.metrics.map((m) => [m.name, m.value, m.target, m.unit])).toEqual([
        ['Earlier', 1.5, 3, '%'],
        ['Later', 2, null, ''],
      ]);
      expect(detail.history.map((h) => [h.action, h.userName])).toEqual([
        ['New', 'Admin'],
        ['Old', 'Unknown User'],
      ]);
      expect(detail.tasks).toEqual([]);
      expect(detail.leaderName).toBe('Test User');
      const history = await get(`/projects/${p}/history`, c);
      expect(history.statusCode).toBe(200);
      expect(history.json().map((h: { action: string }) => h.action)).toEqual(['New', 'Old']);
    });
  });

  describe('statistics', () => {
    const stats = async (who: Person): Promise<ProjectStatistics> =>
      (await get('/projects/statistics', who)).json();
    const countOf = (s: ProjectStatistics, status: string) =>
      s.byStatus.find((b) => b.status === status)!.count;
    const budget = (s: ProjectStatistics, currency: string) =>
      s.budgets.find((b) => b.currency === currency)?.total ?? 0;

    it('counts the projects an administrator sees, with every status and budgets per currency', async () => {
      const before = await stats(admin);
      expect(before.byStatus.map((b) => b.status)).toEqual([
        'Pending',
        'Active',
        'OnHold',
        'Completed',
        'Cancelled',
      ]);
      const p = await project(t, { status: 'Completed', budget: 100.1, currency: 'USD' });
      await project(t, { status: 'Completed', budget: 0.2, currency: 'USD' });
      await project(t, { status: 'Cancelled', budget: null });
      const now = new Date(t.clock.now()).toISOString();
      await t.app.db
        .insertInto('tasks')
        .values(
          [0, 1, 1].map((done) => ({
            project_id: p,
            task_name: 'T',
            description: '',
            priority: 'Low' as const,
            is_complete: done as 0 | 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const c = await consultant(t);
      await t.app.db
        .insertInto('project_applications')
        .values({
          project_id: p,
          consultant_id: c.consultantId,
          message: '',
          status: 'Pending',
          created_at: now,
        })
        .execute();
      const after = await stats(admin);
      expect(after.total - before.total).toBe(3);
      expect(countOf(after, 'Completed') - countOf(before, 'Completed')).toBe(2);
      expect(countOf(after, 'Cancelled') - countOf(before, 'Cancelled')).toBe(1);
      expect(countOf(after, 'OnHold')).toBe(countOf(before, 'OnHold'));
      expect(Math.round((budget(after, 'USD') - budget(before, 'USD')) * 100) / 100).toBe(100.3);
      expect(after.openTasks - before.openTasks).toBe(1);
      expect(after.completedTasks - before.completedTasks).toBe(2);
      expect(after.pendingApplications - before.pendingApplications).toBe(1);
    });

    it('counts only what a consultant sees, and is refused to customers', async () => {
      const c = await consultant(t);
      const before = await stats(c);
      const onIt = await project(t, { status: 'OnHold', budget: 50, currency: 'EUR' });
      await staff(t, onIt, c.consultantId);
      await project(t, { status: 'OnHold', budget: 70, currency: 'EUR' });
      const after = await stats(c);
      expect(after.total - before.total).toBe(1);
      expect(countOf(after, 'OnHold') - countOf(before, 'OnHold')).toBe(1);
      expect(budget(after, 'EUR') - budget(before, 'EUR')).toBe(50);
      // Their own pending application counts; a colleague's on the same open project does not.
      const open = await project(t, { isAvailableForApplication: true });
      const colleague = await consultant(t);
      const created_at = new Date(t.clock.now()).toISOString();
      for (const who of [c, colleague]) {
        await t.app.db
          .insertInto('project_applications')
          .values({
            project_id: open,
            consultant_id: who.consultantId,
            message: '',
            status: 'Pending',
            created_at,
          })
          .execute();
      }
      expect((await stats(c)).pendingApplications - after.pendingApplications).toBe(1);
      expect((await get('/projects/statistics', await person(t, 3))).statusCode).toBe(403);
      expect((await get('/projects/statistics', await person(t, 4))).statusCode).toBe(403);
    });
  });

  describe('available consultants', () => {
    it('lists approved, active, available consultants with their expertise, leaving out the team', async () => {
      const ready = await consultant(t);
      await rename(ready.id, 'Kerem', 'Yıldız%');
      await t.app.db
        .insertInto('consultant_expertise')
        .values({
          consultant_id: ready.consultantId,
          name: 'Kubernetes',
          level: 'Expert',
          years_of_experience: 4,
        })
        .execute();
      const busy = await consultant(t);
      await t.app.db
        .updateTable('consultants')
        .set({ is_available: 0 })
        .where('id', '=', busy.consultantId)
        .execute();
      const pending = await consultant(t, { status: 'Pending' });
      const inactive = await consultant(t, { isActive: false });
      const onTeam = await consultant(t);
      const p = await project(t);
      await staff(t, p, onTeam.consultantId);
      const list = async (query: string, who: Person = admin) => {
        const res = await get(`/projects/available-consultants${query}`, who);
        expect(res.statusCode).toBe(200);
        return res.json().map((c: { id: number }) => c.id);
      };
      const all = await list('');
      expect(all).toEqual(expect.arrayContaining([ready.consultantId, onTeam.consultantId]));
      for (const hidden of [busy, pending, inactive]) expect(all).not.toContain(hidden.consultantId);
      expect(await list(`?projectId=${p}`)).not.toContain(onTeam.consultantId);
      expect(await list(`?search=${encodeURIComponent('yıldız%')}`)).toEqual([ready.consultantId]);
      const found = (await get(`/projects/available-consultants?search=kerem`, ready)).json();
      expect(found).toEqual([
        expect.objectContaining({
          id: ready.consultantId,
          fullName: 'Kerem Yıldız%',
          expertise: ['Kubernetes'],
        }),
      ]);
    });

    it('is for administrators and consultants, and only for projects they see', async () => {
      const c = await consultant(t);
      const closed = await project(t);
      expect((await get(`/projects/available-consultants?projectId=${closed}`, c)).statusCode).toBe(404);
      expect((await get('/projects/available-consultants', await person(t, 3))).statusCode).toBe(403);
    });
  });
});
