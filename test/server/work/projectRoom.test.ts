import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { ProjectChange, ProjectLiveEvent } from '@shared/contracts/projectLive';
import { NOTIFICATION_FAMILIES } from '@shared/contracts/notifications';
import { buildTestApp, listening, type TestApp } from '@test/server/testApp';
import { consultant, person, project, staff, type Person } from './fixtures';

// The live project room and its audience (docs/requirements.md#project-room): who may read a
// project hears of it, as data, whatever their notification settings; nobody else does.

const LIVE = 'ProjectChanged';

describe('the live project room', () => {
  let t: TestApp;
  let base: string;
  const clients: HubConnection[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    base = await listening(t);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop().catch(() => undefined)));
    await t.close();
  });

  /** One person's live connection, joined to their groups, with what it received. */
  async function listen(who: Person, groups: Array<[string, ...string[]]>) {
    const connection = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/notification`, {
        accessTokenFactory: () => who.token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    clients.push(connection);
    const live: ProjectLiveEvent[] = [];
    const stored: Array<{ type: string; message: string }> = [];
    connection.on(LIVE, (e: ProjectLiveEvent) => live.push(e));
    connection.on('UserNotification', (n: { type: string; message: string }) => stored.push(n));
    connection.on('AdminNotification', (n: { type: string; message: string }) => stored.push(n));
    await connection.start();
    for (const [method, ...args] of groups) await connection.invoke(method, ...args);
    return { live, stored, connection };
  }
  const asUser = (p: Person) => listen(p, [['JoinUserNotifications', String(p.id)]]);
  const asAdmin = (p: Person) => listen(p, [['JoinAdminNotifications']]);

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: Person,
    body?: object,
  ) => t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(body && { payload: body }) });

  /** Everything the write queued has gone out, and a moment for the sockets to carry it. */
  async function settled() {
    await t.app.projectRoom.idle();
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  const kinds = (e: ProjectLiveEvent) => e.changes.map((c) => c.kind);
  const change = <K extends ProjectChange['kind']>(e: ProjectLiveEvent, kind: K) =>
    e.changes.find((c): c is Extract<ProjectChange, { kind: K }> => c.kind === kind);

  async function room() {
    const admin = await person(t, 1);
    const customer = await person(t, 3);
    const member = await consultant(t);
    const muted = await consultant(t);
    const id = await project(t, { customerId: customer.id });
    await staff(t, id, member.consultantId, true);
    await staff(t, id, muted.consultantId);
    const off = Object.fromEntries(NOTIFICATION_FAMILIES.map((f) => [f, { inApp: false, email: false }]));
    expect((await call('PATCH', '/notification/settings', muted, { families: off })).statusCode).toBe(200);
    return { admin, customer, member, muted, id };
  }

  it('carries a posted update, as the read answers it, to everyone who may read the project', async () => {
    const { admin, customer, member, muted, id } = await room();
    const outsider = await consultant(t);
    const ears = {
      admin: await asAdmin(admin),
      customer: await asUser(customer),
      member: await asUser(member),
      muted: await asUser(muted),
      outsider: await asUser(outsider),
    };
    const res = await call('POST', `/projects/${id}/updates`, member, {
      title: 'Kick-off',
      content: 'Held.',
    });
    expect(res.statusCode).toBe(201);
    await settled();
    const detail = (await call('GET', `/projects/${id}`, customer)).json();
    for (const ear of [ears.admin, ears.customer, ears.member, ears.muted]) {
      expect(ear.live).toHaveLength(1);
      const [event] = ear.live;
      expect(event.projectId).toBe(id);
      expect(kinds(event)).toEqual(['project', 'update', 'history']);
      // The entity in the shape the read answers it.
      expect(change(event, 'update')!.update).toEqual(detail.updates[0]);
      expect(change(event, 'update')!.update).toEqual(res.json());
      expect(change(event, 'history')!.entry).toEqual(detail.history[0]);
      const { myApplicationStatus: _a, permissions: _p, consultants: _c, updates: _u, ...facts } = detail;
      const { metrics: _m, history: _h, tasks: _t, ...fields } = facts;
      expect(change(event, 'project')!.project).toEqual(fields);
    }
    // Muted: nothing in the bell, yet the page stays live.
    expect(ears.muted.stored).toEqual([]);
    expect(ears.customer.stored.map((n) => n.type)).toEqual(['project_update_added']);
    expect(ears.outsider.live).toEqual([]);
    expect(ears.outsider.stored).toEqual([]);
  });

  it('tells nothing further to a consultant taken off, demoted or deactivated, nor to a former customer', async () => {
    const { admin, customer, member, id } = await room();
    const removed = await consultant(t);
    const demoted = await consultant(t);
    const inactive = await consultant(t);
    const closed = await consultant(t);
    for (const c of [removed, demoted, inactive, closed]) await staff(t, id, c.consultantId);
    const next = await person(t, 3);
    const ears = {
      removed: await asUser(removed),
      demoted: await asUser(demoted),
      inactive: await asUser(inactive),
      closed: await asUser(closed),
      customer: await asUser(customer),
      next: await asUser(next),
      member: await asUser(member),
    };
    // Taken off by an administrator; the rest changed under an open socket.
    expect(
      (await call('DELETE', `/projects/${id}/consultants/${removed.consultantId}`, admin)).statusCode,
    ).toBe(200);
    await t.app.db.updateTable('users').set({ role_id: 3 }).where('id', '=', demoted.id).execute();
    await t.app.db
      .updateTable('consultants')
      .set({ is_active: 0 })
      .where('id', '=', inactive.consultantId)
      .execute();
    await t.app.db.updateTable('users').set({ is_active: 0 }).where('id', '=', closed.id).execute();
    expect((await call('PATCH', `/projects/${id}`, admin, { customerId: next.id })).statusCode).toBe(200);
    await settled();
    for (const ear of [ears.removed, ears.demoted, ears.inactive, ears.closed, ears.customer, ears.next])
      ear.live.length = 0;
    for (const ear of Object.values(ears)) ear.stored.length = 0;

    expect(
      (await call('POST', `/projects/${id}/updates`, member, { title: 'Week 2', content: 'On track.' }))
        .statusCode,
    ).toBe(201);
    const task = await call('POST', `/projects/${id}/tasks`, member, {
      taskName: 'Secret plan',
      description: 'Only for the team.',
    });
    expect(task.statusCode).toBe(201);
    await settled();
    for (const ear of [ears.removed, ears.demoted, ears.inactive, ears.closed, ears.customer]) {
      expect(ear.live).toEqual([]);
      expect(ear.stored).toEqual([]);
    }
    expect(ears.next.live.map(kinds)).toEqual([
      ['project', 'update', 'history'],
      ['project', 'task', 'history'],
    ]);
    expect(ears.next.stored.map((n) => n.type)).toEqual(['project_update_added', 'task_created']);
    // Nothing was stored for them either: the bell of a later session shows nothing of it.
    for (const who of [removed, demoted, inactive, closed, customer]) {
      const rows = await t.app.db
        .selectFrom('notifications')
        .select('type')
        .where('user_id', '=', who.id)
        .where('type', 'in', ['project_update_added', 'task_created'])
        .execute();
      expect(rows).toEqual([]);
    }
    // And the people it concerns may no longer read it: the same rule.
    for (const who of [removed, demoted, inactive, customer]) {
      expect((await call('GET', `/projects/${id}`, who)).statusCode).toBe(404);
    }
  });

  it('tells the working team who joined, who left and who leads, and carries the team', async () => {
    const { admin, customer, member, muted, id } = await room();
    const joiner = await consultant(t);
    const ears = {
      member: await asUser(member),
      customer: await asUser(customer),
      muted: await asUser(muted),
    };
    const res = await call('POST', `/projects/${id}/consultants`, admin, {
      consultantId: joiner.consultantId,
    });
    expect(res.statusCode).toBe(200);
    await settled();
    const name = res
      .json()
      .consultants.find((c: { consultantId: number }) => c.consultantId === joiner.consultantId)
      .fullName as string;
    for (const ear of Object.values(ears)) {
      expect(ear.live).toHaveLength(1);
      expect(change(ear.live[0], 'team')!.team).toEqual(res.json().consultants);
      expect(change(ear.live[0], 'project')!.project.teamSize).toBe(3);
    }
    expect(ears.member.stored.map((n) => n.message)).toEqual([
      `${name} was assigned to project "${res.json().name}".`,
    ]);
    expect(ears.customer.stored).toHaveLength(1);
    expect(ears.muted.stored).toEqual([]);

    const left = await call('DELETE', `/projects/${id}/consultants/${joiner.consultantId}`, admin);
    await settled();
    expect(change(ears.member.live[1], 'team')!.team).toEqual(left.json().consultants);
    expect(ears.member.stored[1].message).toBe(`${name} was taken off project "${res.json().name}".`);
  });

  it('carries an application to the administrators only, and a deleted project to its audience of before', async () => {
    const { admin, customer, member, id } = await room();
    await call('PATCH', `/projects/${id}`, admin, { isAvailableForApplication: true });
    const applicant = await consultant(t);
    await settled();
    const ears = {
      admin: await asAdmin(admin),
      customer: await asUser(customer),
      member: await asUser(member),
    };
    const applied = await call('POST', `/projects/${id}/applications`, applicant, { message: 'Pick me' });
    expect(applied.statusCode).toBe(201);
    await settled();
    expect(ears.admin.live.map(kinds)).toEqual([['project', 'application', 'history']]);
    expect(change(ears.admin.live[0], 'application')!.application).toEqual(applied.json());
    // The customer and the team read the history, not the applications.
    expect(ears.customer.live.map(kinds)).toEqual([['project', 'history']]);
    expect(ears.member.live.map(kinds)).toEqual([['project', 'history']]);

    expect((await call('DELETE', `/projects/${id}`, admin)).statusCode).toBe(204);
    await settled();
    for (const ear of Object.values(ears)) {
      expect(ear.live.at(-1)).toEqual({ projectId: id, changes: [{ kind: 'projectDeleted' }] });
    }
  });
});
