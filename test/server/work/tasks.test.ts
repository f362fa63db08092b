import type { InjectOptions } from 'fastify';
import { MSG } from '@shared/messages';
import { DEFAULT_PAGE_SIZE } from '@shared/domain/numbers';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { recordEvents } from '../content/support';
import { consultant, person, project, staff, type ConsultantPerson, type Person } from './fixtures';

// Tasks (docs/requirements.md#tasks): who reads and writes them, what they check, what they record.

describe('tasks', () => {
  let t: TestApp;
  let events: ReturnType<typeof recordEvents>;
  let admin: Person;
  let customer: Person;
  let otherCustomer: Person;
  let other: Person;
  let leader: ConsultantPerson;
  let member: ConsultantPerson;
  let outsider: ConsultantPerson;
  let mine: number; // the customer's project, staffed with leader and member
  let closed: number; // another customer's project, no team, closed
  let open: number; // open for applications, no team

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
    customer = await person(t, 3);
    otherCustomer = await person(t, 3);
    other = await person(t, 4);
    leader = await consultant(t);
    member = await consultant(t);
    outsider = await consultant(t);
    mine = await project(t, { name: 'Warehouse rollout', customerId: customer.id });
    closed = await project(t, { name: 'Payroll audit', customerId: otherCustomer.id });
    open = await project(t, { name: 'Open data platform', isAvailableForApplication: true });
    await staff(t, mine, leader.consultantId, true);
    await staff(t, mine, member.consultantId);
    events = recordEvents(t);
  });
  beforeEach(() => events.clear());
  afterAll(() => t.close());

  const call = (who: Person, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, payload });

  let n = 0;
  async function task(projectId: number, fields: object = {}, who: Person = admin) {
    n += 1;
    const res = await call(who, 'POST', `/projects/${projectId}/tasks`, { taskName: `Task ${n}`, ...fields });
    expect(res.statusCode).toBe(201);
    events.clear();
    return res.json();
  }

  const history = (projectId: number) =>
    t.app.db
      .selectFrom('project_history')
      .select(['action', 'details', 'user_id', 'user_name'])
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();

  describe('create', () => {
    it('lets a team member add a task, with defaults, a history entry and an event for the project', async () => {
      const before = (await history(mine)).length;
      const res = await call(member, 'POST', `/projects/${mine}/tasks`, {
        taskName: '  Map the stock locations  ',
        description: 'Aisles and bins',
        assignedTo: leader.consultantId,
        dueDate: '2030-03-01',
      });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toEqual({
        id: expect.any(Number),
        projectId: mine,
        projectName: 'Warehouse rollout',
        taskName: 'Map the stock locations',
        description: 'Aisles and bins',
        assignedTo: leader.consultantId,
        assigneeName: 'Test User',
        dueDate: '2030-03-01',
        priority: 'Medium',
        isComplete: false,
        completedAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const rows = await history(mine);
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({
        action: 'Task created',
        details: '"Map the stock locations"',
        user_id: member.id,
        user_name: 'Test User',
      });
      expect(events.all()).toHaveLength(1);
      const event = events.last()!;
      expect(event).toMatchObject({
        family: 'tasks',
        type: 'task_created',
        message: 'Task "Map the stock locations" was added to project "Warehouse rollout".',
        data: {
          taskName: 'Map the stock locations',
          projectId: mine,
          projectName: 'Warehouse rollout',
          isComplete: false,
          assignedTo: leader.consultantId,
        },
        hubEvent: { target: 'TaskCreated', fields: { task: created, projectId: mine } },
      });
      expect(event.toAdmins).not.toBe(false);
      expect([...event.toUserIds!].sort()).toEqual([customer.id, leader.id, member.id].sort());
    });

    it('lets an administrator add a task to any project, and the leader too', async () => {
      expect((await call(admin, 'POST', `/projects/${closed}/tasks`, { taskName: 'Audit' })).statusCode).toBe(
        201,
      );
      const res = await call(leader, 'POST', `/projects/${mine}/tasks`, {
        taskName: 'Plan',
        priority: 'High',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().priority).toBe('High');
    });

    it('answers 404 for a project the consultant may not see and 403 for one they only see', async () => {
      const hidden = await call(outsider, 'POST', `/projects/${closed}/tasks`, { taskName: 'Sneak' });
      expect(hidden.statusCode).toBe(404);
      const visible = await call(outsider, 'POST', `/projects/${open}/tasks`, { taskName: 'Sneak' });
      expect(visible.statusCode).toBe(403);
      expect((await call(admin, 'POST', '/projects/999999/tasks', { taskName: 'x' })).statusCode).toBe(404);
      expect(events.all()).toEqual([]);
    });

    it('refuses customers and other roles, even on their own project', async () => {
      expect((await call(customer, 'POST', `/projects/${mine}/tasks`, { taskName: 'Mine' })).statusCode).toBe(
        403,
      );
      expect((await call(other, 'POST', `/projects/${mine}/tasks`, { taskName: 'Mine' })).statusCode).toBe(
        403,
      );
    });

    it('assigns only to a consultant on the project, or to nobody', async () => {
      for (const assignedTo of [outsider.consultantId, 999999]) {
        const res = await call(member, 'POST', `/projects/${mine}/tasks`, { taskName: 'Assign', assignedTo });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: MSG.taskAssigneeNotOnTeam,
          errors: [{ field: 'assignedTo', message: MSG.taskAssigneeNotOnTeam }],
        });
      }
      const res = await call(member, 'POST', `/projects/${mine}/tasks`, {
        taskName: 'Assign',
        assignedTo: null,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ assignedTo: null, assigneeName: null });
    });

    it('takes a real date or none as the due date', async () => {
      for (const dueDate of ['2030-02-30', '2030-13-01', 'tomorrow']) {
        const res = await call(member, 'POST', `/projects/${mine}/tasks`, { taskName: 'Due', dueDate });
        expect(res.statusCode).toBe(400);
      }
      const bad = await call(member, 'POST', `/projects/${mine}/tasks`, {
        taskName: 'Due',
        dueDate: '2030-02-30',
      });
      expect(bad.json().errors).toEqual([{ field: 'dueDate', message: MSG.taskDueDateInvalid }]);
      for (const [dueDate, stored] of [
        ['', null],
        [null, null],
        ['2030-02-28T10:00:00Z', '2030-02-28'],
      ]) {
        const res = await call(member, 'POST', `/projects/${mine}/tasks`, { taskName: 'Due', dueDate });
        expect(res.statusCode).toBe(201);
        expect(res.json().dueDate).toBe(stored);
      }
    });

    it('refuses a blank or missing name and an unknown priority', async () => {
      for (const body of [
        { taskName: '   ' },
        {},
        { taskName: 'x', priority: 'Urgent' },
        { taskName: 'x'.repeat(201) },
      ]) {
        const res = await call(member, 'POST', `/projects/${mine}/tasks`, body);
        expect(res.statusCode).toBe(400);
      }
      const blank = await call(member, 'POST', `/projects/${mine}/tasks`, { taskName: '   ' });
      expect(blank.json().errors).toEqual([{ field: 'taskName', message: MSG.taskNameRequired }]);
      // Without a description, a task has an empty one.
      const bare = await call(member, 'POST', `/projects/${mine}/tasks`, { taskName: 'Bare' });
      expect(bare.json()).toMatchObject({
        description: '',
        priority: 'Medium',
        assignedTo: null,
        dueDate: null,
      });
    });
  });

  describe('a project’s tasks', () => {
    it('are read by its customer, its team and administrators', async () => {
      const created = await task(mine, { taskName: 'Visible to the customer' });
      for (const who of [customer, member, leader, admin]) {
        const res = await call(who, 'GET', `/projects/${mine}/tasks`);
        expect(res.statusCode).toBe(200);
        expect(res.json().map((x: { id: number }) => x.id)).toContain(created.id);
      }
    });

    it('answer 404 to anyone who may not see the project', async () => {
      await task(closed, { taskName: 'Confidential' });
      for (const who of [customer, outsider, other, member]) {
        expect((await call(who, 'GET', `/projects/${closed}/tasks`)).statusCode).toBe(404);
      }
      expect((await call(admin, 'GET', '/projects/999999/tasks')).statusCode).toBe(404);
      expect((await call(otherCustomer, 'GET', `/projects/${closed}/tasks`)).statusCode).toBe(200);
    });
  });

  describe('update and complete', () => {
    it('changes the fields, with a history entry and a TaskUpdated event', async () => {
      const before = await task(mine, { taskName: 'Draft', priority: 'Low' });
      const res = await call(member, 'PUT', `/tasks/${before.id}`, {
        taskName: 'Final',
        assignedTo: member.consultantId,
        priority: 'High',
        dueDate: '',
      });
      expect(res.statusCode).toBe(200);
      const after = res.json();
      expect(after).toMatchObject({
        taskName: 'Final',
        assignedTo: member.consultantId,
        priority: 'High',
        dueDate: null,
      });
      expect(after.isComplete).toBe(false);
      expect((await history(mine)).at(-1)).toMatchObject({ action: 'Task updated', details: '"Final"' });
      expect(events.types()).toEqual(['task_updated']);
      expect(events.last()!.hubEvent).toEqual({ target: 'TaskUpdated', fields: { task: after } });
    });

    it('checks the assignee and the date on update too', async () => {
      const before = await task(mine);
      const res = await call(member, 'PUT', `/tasks/${before.id}`, { assignedTo: outsider.consultantId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.taskAssigneeNotOnTeam);
      expect((await call(member, 'PUT', `/tasks/${before.id}`, { dueDate: '2030-04-31' })).statusCode).toBe(
        400,
      );
      expect((await call(member, 'PUT', `/tasks/${before.id}`, { taskName: ' ' })).statusCode).toBe(400);
      expect(events.all()).toEqual([]);
    });

    it('completes and reopens a task, stamping and clearing the time', async () => {
      const before = await task(mine, { taskName: 'Count pallets' });
      const done = await call(leader, 'PATCH', `/tasks/${before.id}/complete`, { isComplete: true });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ isComplete: true, completedAt: expect.any(String) });
      expect((await history(mine)).at(-1)).toMatchObject({ action: 'Task completed', user_id: leader.id });
      expect(events.last()).toMatchObject({
        family: 'tasks',
        type: 'task_completed',
        data: { isComplete: true, taskName: 'Count pallets' },
        hubEvent: {
          target: 'TaskCompleted',
          fields: {
            task: { id: before.id, taskName: 'Count pallets', projectId: mine, isComplete: true },
            isComplete: true,
          },
        },
      });

      events.clear();
      const reopened = await call(member, 'PATCH', `/tasks/${before.id}/complete`, { isComplete: false });
      expect(reopened.json()).toMatchObject({ isComplete: false, completedAt: null });
      expect((await history(mine)).at(-1)).toMatchObject({ action: 'Task reopened' });
      expect(events.last()).toMatchObject({
        // A warning by the task rule (test/server/notifications/severity.test.ts).
        type: 'task_completed',
        data: { isComplete: false },
        hubEvent: { fields: { isComplete: false } },
      });
    });

    it('completes through an update as well, and records nothing when nothing changes', async () => {
      const before = await task(mine);
      const res = await call(member, 'PUT', `/tasks/${before.id}`, { isComplete: true });
      expect(res.json()).toMatchObject({ isComplete: true, completedAt: expect.any(String) });
      expect(events.types()).toEqual(['task_completed']);
      const rows = (await history(mine)).length;
      events.clear();
      const again = await call(member, 'PATCH', `/tasks/${before.id}/complete`, { isComplete: true });
      expect(again.statusCode).toBe(200);
      expect(again.json().completedAt).toBe(res.json().completedAt);
      expect(events.all()).toEqual([]);
      expect(await history(mine)).toHaveLength(rows);
    });

    it('answers 404 for a task of a project the caller may not see, 403 for one they only see', async () => {
      const hidden = await task(closed);
      const visible = await task(open);
      expect((await call(outsider, 'PUT', `/tasks/${hidden.id}`, { taskName: 'x' })).statusCode).toBe(404);
      expect(
        (await call(outsider, 'PATCH', `/tasks/${hidden.id}/complete`, { isComplete: true })).statusCode,
      ).toBe(404);
      expect((await call(outsider, 'PUT', `/tasks/${visible.id}`, { taskName: 'x' })).statusCode).toBe(403);
      expect((await call(customer, 'PUT', `/tasks/${hidden.id}`, { taskName: 'x' })).statusCode).toBe(403);
      expect((await call(admin, 'PUT', '/tasks/999999', { taskName: 'x' })).statusCode).toBe(404);
      expect((await call(admin, 'PATCH', `/tasks/${hidden.id}/complete`, {})).statusCode).toBe(400);
      expect(events.all()).toEqual([]);
    });
  });

  describe('remove', () => {
    it('is refused to a team member who does not lead the project', async () => {
      const target = await task(mine);
      expect((await call(member, 'DELETE', `/tasks/${target.id}`)).statusCode).toBe(403);
      expect((await call(customer, 'DELETE', `/tasks/${target.id}`)).statusCode).toBe(403);
      expect((await call(outsider, 'DELETE', `/tasks/${target.id}`)).statusCode).toBe(404);
      expect(
        (await call(admin, 'GET', `/projects/${mine}/tasks`)).json().map((x: { id: number }) => x.id),
      ).toContain(target.id);
    });

    it('lets the leader delete, with a history entry and a TaskDeleted event', async () => {
      const target = await task(mine, { taskName: 'Obsolete' });
      const res = await call(leader, 'DELETE', `/tasks/${target.id}`);
      expect(res.statusCode).toBe(204);
      expect(
        (await call(admin, 'GET', `/projects/${mine}/tasks`)).json().map((x: { id: number }) => x.id),
      ).not.toContain(target.id);
      expect((await history(mine)).at(-1)).toMatchObject({ action: 'Task deleted', details: '"Obsolete"' });
      expect(events.last()).toMatchObject({
        family: 'tasks',
        type: 'task_deleted',
        hubEvent: {
          target: 'TaskDeleted',
          fields: { task: { id: target.id, taskName: 'Obsolete', projectId: mine } },
        },
      });
      expect([...events.last()!.toUserIds!].sort()).toEqual([customer.id, leader.id, member.id].sort());
      expect((await call(leader, 'DELETE', `/tasks/${target.id}`)).statusCode).toBe(404);
    });

    it('lets an administrator delete any task; a hidden one answers 404 to others', async () => {
      const target = await task(closed);
      expect((await call(outsider, 'DELETE', `/tasks/${target.id}`)).statusCode).toBe(404);
      expect((await call(leader, 'DELETE', `/tasks/${target.id}`)).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', `/tasks/${target.id}`)).statusCode).toBe(204);
    });
  });

  describe('the task list', () => {
    let listed: number;
    const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((x) => x.id);

    beforeAll(async () => {
      listed = await project(t, { name: 'Listing', customerId: customer.id });
      await staff(t, listed, member.consultantId);
    });

    it('orders open tasks first, then by due date with none last, then by id', async () => {
      const late = await task(listed, { dueDate: '2030-06-01' });
      const none = await task(listed);
      const early = await task(listed, { dueDate: '2030-01-01' });
      const doneEarly = await task(listed, { dueDate: '2029-01-01' });
      await call(admin, 'PATCH', `/tasks/${doneEarly.id}/complete`, { isComplete: true });
      const none2 = await task(listed);
      const res = await call(admin, 'GET', `/tasks?projectId=${listed}`);
      expect(res.statusCode).toBe(200);
      expect(ids(res)).toEqual([early.id, late.id, none.id, none2.id, doneEarly.id]);
      expect(res.json()).toMatchObject({ total: 5, page: 1, pageSize: DEFAULT_PAGE_SIZE });
    });

    it('filters by completion, priority, assignee and text in the name or description', async () => {
      const high = await task(listed, {
        taskName: 'Configure the ROUTER',
        priority: 'High',
        assignedTo: member.consultantId,
      });
      const described = await task(listed, { taskName: 'Cabling', description: 'Behind the router rack' });
      const q = (query: string) => call(admin, 'GET', `/tasks?projectId=${listed}&${query}`);
      expect(ids(await q('priority=High'))).toEqual([high.id]);
      expect(ids(await q(`assignedTo=${member.consultantId}`))).toEqual([high.id]);
      expect(ids(await q('search=rOuTeR')).sort()).toEqual([high.id, described.id].sort());
      expect(ids(await q('search=100%25'))).toEqual([]);
      const done = await q('isComplete=true');
      expect(done.json().total).toBe(1);
      expect((await q('isComplete=false')).json().total).toBe(6);
    });

    it('pages, counting every match', async () => {
      const first = await call(admin, 'GET', `/tasks?projectId=${listed}&pageSize=3`);
      const second = await call(admin, 'GET', `/tasks?projectId=${listed}&pageSize=3&page=2`);
      const all = await call(admin, 'GET', `/tasks?projectId=${listed}&pageSize=100`);
      expect(first.json()).toMatchObject({ total: 7, page: 1, pageSize: 3 });
      expect(second.json()).toMatchObject({ total: 7, page: 2, pageSize: 3 });
      expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 6));
      for (const query of ['pageSize=0', 'pageSize=101', 'page=0', 'priority=Urgent', 'isComplete=maybe']) {
        expect((await call(admin, 'GET', `/tasks?${query}`)).statusCode).toBe(400);
      }
    });

    it('shows a consultant only the tasks of projects they are on', async () => {
      const memberView = await call(member, 'GET', '/tasks?pageSize=100');
      const projects = new Set(memberView.json().data.map((x: { projectId: number }) => x.projectId));
      expect([...projects].sort()).toEqual([mine, listed].sort());
      const leaderView = (await call(leader, 'GET', `/tasks?projectId=${listed}`)).json();
      expect(leaderView).toMatchObject({ data: [], total: 0 });
      await task(open);
      expect((await call(outsider, 'GET', '/tasks')).json()).toMatchObject({ data: [], total: 0 });
      const pending = await person(t, 2);
      expect((await call(pending, 'GET', '/tasks')).json()).toMatchObject({ data: [], total: 0 });
    });

    it('is for administrators and consultants only', async () => {
      expect((await call(customer, 'GET', '/tasks')).statusCode).toBe(403);
      expect((await call(other, 'GET', '/tasks')).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(401);
    });
  });
});
