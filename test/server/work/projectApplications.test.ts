import type { InjectOptions } from 'fastify';
import * as applicationsRepo from '@server/repositories/projectApplications';
import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { recordEvents } from '../content/support';
import { consultant, person, project, staff, type ConsultantPerson, type Person } from './fixtures';

// The module's exports as plain properties, so that a test can spy on one: compiled ES modules
// define them as getters that cannot be replaced.
jest.mock('@server/repositories/projectApplications', () => ({
  __esModule: true,
  ...jest.requireActual('@server/repositories/projectApplications'),
}));

// Consultants applying to work on a project (docs/requirements.md#projects), and the decisions.

describe('project applications', () => {
  let t: TestApp;
  let events: ReturnType<typeof recordEvents>;
  let admin: Person;
  let customer: Person;
  let lead: ConsultantPerson;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
    customer = await person(t, 3);
    lead = await consultant(t);
    events = recordEvents(t);
  });
  beforeEach(() => events.clear());
  afterAll(() => t.close());

  const call = (who: Person, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, payload });
  const apply = (who: Person, projectId: number, payload: object | undefined = { message: 'Pick me' }) =>
    call(who, 'POST', `/projects/${projectId}/applications`, payload);

  /** An open project of the customer, led by `lead`. */
  const openProject = async (name = `Open ${Math.random().toString(36).slice(2, 8)}`) => {
    const id = await project(t, { name, customerId: customer.id, isAvailableForApplication: true });
    await staff(t, id, lead.consultantId, true);
    return id;
  };

  async function applied(projectId: number) {
    const who = await consultant(t);
    const res = await apply(who, projectId);
    expect(res.statusCode).toBe(201);
    events.clear();
    return { who, application: res.json() };
  }

  const history = (projectId: number) =>
    t.app.db
      .selectFrom('project_history')
      .select(['action', 'details', 'user_id'])
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();

  const team = (projectId: number) =>
    t.app.db
      .selectFrom('project_consultants')
      .select(['consultant_id', 'is_leader'])
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();

  describe('apply', () => {
    it('records a pending application, a history entry and tells the administrators', async () => {
      const projectId = await openProject('Data lake');
      const who = await consultant(t);
      const mayApply = async () =>
        (
          await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: who.headers })
        ).json().permissions.apply;
      expect(await mayApply()).toBe(true);
      const res = await apply(who, projectId, { message: '  I built two of these.  ' });
      // Once applied, the project no longer offers to apply.
      expect(await mayApply()).toBe(false);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(Number),
        projectId,
        projectName: 'Data lake',
        consultantId: who.consultantId,
        consultantName: 'Test User',
        message: 'I built two of these.',
        status: 'Pending',
        createdAt: expect.any(String),
        reviewedAt: null,
      });
      expect((await history(projectId)).at(-1)).toMatchObject({
        action: 'Application received',
        details: 'Test User applied to work on the project.',
        user_id: who.id,
      });
      expect(events.all()).toHaveLength(1);
      const event = events.last()!;
      expect(event).toMatchObject({
        family: 'projects',
        type: 'project_application_received',
        title: 'Project application received',
        message: 'Test User applied to project "Data lake".',
        data: { projectId, projectName: 'Data lake', applicationId: body.id, consultantId: who.consultantId },
        hubEvent: {
          target: 'NewProjectApplication',
          fields: {
            projectName: 'Data lake',
            projectId,
            applicationId: body.id,
            consultantId: who.consultantId,
            name: 'Test User',
          },
        },
      });
      expect(event.toAdmins).not.toBe(false);
      expect(event.toUserIds ?? []).toEqual([]);
    });

    it('takes a bare POST as an application without a message, and refuses a message too long', async () => {
      const projectId = await openProject();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/applications`,
        headers: (await consultant(t)).headers,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('');
      const long = await apply(await consultant(t), projectId, { message: 'x'.repeat(2001) });
      expect(long.statusCode).toBe(400);
    });

    it('answers 409 to a second application, also when both arrive at once', async () => {
      const projectId = await openProject();
      const who = await consultant(t);
      expect((await apply(who, projectId)).statusCode).toBe(201);
      const again = await apply(who, projectId);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MSG.applyTwice);

      const racer = await consultant(t);
      const both = await Promise.all([apply(racer, projectId), apply(racer, projectId)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(MSG.applyTwice);
    });

    it('maps a lost race, caught by the unique constraint, to the same 409', async () => {
      const projectId = await openProject();
      const who = await consultant(t);
      expect((await apply(who, projectId)).statusCode).toBe(201);
      // The other request's check ran before this one's insert: only the constraint is left.
      const check = jest.spyOn(applicationsRepo, 'hasApplication').mockResolvedValueOnce(false);
      try {
        const lost = await apply(who, projectId);
        expect(check).toHaveBeenCalled();
        expect(lost.statusCode).toBe(409);
        expect(lost.json().message).toBe(MSG.applyTwice);
      } finally {
        check.mockRestore();
      }
      expect(await history(projectId)).toHaveLength(1);
    });

    it('refuses a project that is not open, and a consultant already on the team', async () => {
      const closed = await project(t, { customerId: customer.id });
      expect((await apply(await consultant(t), closed)).statusCode).toBe(404);
      await staff(t, closed, lead.consultantId, true);
      const shut = await apply(lead, closed);
      expect(shut.statusCode).toBe(409);
      expect(shut.json().message).toBe(MSG.applyNotOpen);

      const projectId = await openProject();
      const onTeam = await apply(lead, projectId);
      expect(onTeam.statusCode).toBe(409);
      expect(onTeam.json().message).toBe(MSG.applyAlreadyOnTeam);
      expect((await apply(lead, 999999)).statusCode).toBe(404);
      expect(events.all()).toEqual([]);
    });

    it('is only for approved, active consultants', async () => {
      const projectId = await openProject();
      for (const who of [await person(t, 2), await consultant(t, { isActive: false })]) {
        const res = await apply(who, projectId);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MSG.applyConsultantsOnly);
      }
      for (const who of [await consultant(t, { status: 'Pending' }), customer, admin, await person(t, 4)]) {
        expect((await apply(who, projectId)).statusCode).toBe(403);
      }
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/applications`, payload: {} }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('list', () => {
    it('gives administrators a project’s applications, newest first', async () => {
      const projectId = await openProject();
      const first = await applied(projectId);
      t.clock.advance(1000);
      const second = await applied(projectId);
      const res = await call(admin, 'GET', `/projects/${projectId}/applications`);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((a: { id: number }) => a.id)).toEqual([
        second.application.id,
        first.application.id,
      ]);
      expect((await call(admin, 'GET', '/projects/999999/applications')).statusCode).toBe(404);
    });

    it('is refused to everyone else', async () => {
      const projectId = await openProject();
      for (const who of [lead, customer]) {
        expect((await call(who, 'GET', `/projects/${projectId}/applications`)).statusCode).toBe(403);
      }
    });
  });

  describe('accept', () => {
    it('puts the consultant on the team as a member and tells them, the customer and the team', async () => {
      const projectId = await openProject('Billing rewrite');
      const { who, application } = await applied(projectId);
      const res = await call(admin, 'POST', `/projects/applications/${application.id}/accept`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: application.id,
        status: 'Accepted',
        reviewedAt: expect.any(String),
      });
      expect(await team(projectId)).toEqual([
        { consultant_id: lead.consultantId, is_leader: 1 },
        { consultant_id: who.consultantId, is_leader: 0 },
      ]);
      const row = await t.app.db
        .selectFrom('project_applications')
        .select(['reviewed_by', 'reviewed_at'])
        .where('id', '=', application.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ reviewed_by: admin.id, reviewed_at: res.json().reviewedAt });
      expect((await history(projectId)).slice(-2).map((h) => [h.action, h.details])).toEqual([
        ['Application accepted', 'The application of Test User was accepted.'],
        ['Consultant assigned', 'Test User joined the team.'],
      ]);
      expect(events.types()).toEqual(['project_application_accepted', 'consultant_assigned']);
      const [decision, assigned] = events.all();
      expect(decision).toMatchObject({
        family: 'projects',
        title: 'Project application accepted',
        message: 'The application of Test User to project "Billing rewrite" was accepted.',
        data: { projectId, applicationId: application.id, status: 'Accepted' },
        toUserIds: [who.id],
      });
      expect(assigned).toMatchObject({
        family: 'assignments',
        title: 'Consultant assigned',
        message: 'Test User was assigned to project "Billing rewrite".',
        data: {
          projectId,
          projectName: 'Billing rewrite',
          consultantId: who.consultantId,
          consultantIds: [who.consultantId],
          consultantNames: ['Test User'],
          name: 'Test User',
          isLeader: false,
          assignedAt: expect.any(String),
        },
      });
      expect([...assigned.toUserIds!].sort()).toEqual([who.id, customer.id, lead.id].sort());
    });

    it('just accepts when the consultant is on the team already', async () => {
      const projectId = await openProject();
      const { who, application } = await applied(projectId);
      await staff(t, projectId, who.consultantId);
      const res = await call(admin, 'POST', `/projects/applications/${application.id}/accept`);
      expect(res.statusCode).toBe(200);
      expect(await team(projectId)).toHaveLength(2);
      expect(events.types()).toEqual(['project_application_accepted']);
      expect((await history(projectId)).at(-1)!.action).toBe('Application accepted');
    });

    it('puts on the team only a consultant who still works, as staffing does', async () => {
      const projectId = await openProject();
      const stopped = await applied(projectId);
      const pending = await applied(projectId);
      // Since they applied: one profile deactivated, one back under review.
      await t.app.db
        .updateTable('consultants')
        .set({ is_active: 0 })
        .where('id', '=', stopped.who.consultantId)
        .execute();
      await t.app.db
        .updateTable('consultants')
        .set({ application_status: 'Pending' })
        .where('id', '=', pending.who.consultantId)
        .execute();
      for (const { who, application } of [stopped, pending]) {
        const res = await call(admin, 'POST', `/projects/applications/${application.id}/accept`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('This consultant cannot be assigned.');
        // Nothing changed: still pending, not on the team, no history, nobody told.
        const [row] = await t.app.db
          .selectFrom('project_applications')
          .select('status')
          .where('id', '=', application.id)
          .execute();
        expect(row.status).toBe('Pending');
        expect((await team(projectId)).map((m) => m.consultant_id)).not.toContain(who.consultantId);
      }
      expect((await history(projectId)).map((h) => h.action)).toEqual([
        'Application received',
        'Application received',
      ]);
      expect(events.all()).toEqual([]);
    });

    it('decides only a pending application', async () => {
      const projectId = await openProject();
      const { application } = await applied(projectId);
      const url = (verb: string) => `/projects/applications/${application.id}/${verb}`;
      expect((await call(admin, 'POST', url('accept'))).statusCode).toBe(200);
      events.clear();
      for (const verb of ['accept', 'reject']) {
        const res = await call(admin, 'POST', url(verb));
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(MSG.applicationNotPending);
      }
      expect(events.all()).toEqual([]);
      expect((await call(admin, 'POST', '/projects/applications/999999/accept')).statusCode).toBe(404);
      expect((await call(lead, 'POST', url('accept'))).statusCode).toBe(403);
    });
  });

  describe('reject', () => {
    it('marks it rejected, leaves the team alone and tells the consultant', async () => {
      const projectId = await openProject('Mobile app');
      const { who, application } = await applied(projectId);
      const res = await call(admin, 'POST', `/projects/applications/${application.id}/reject`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'Rejected', reviewedAt: expect.any(String) });
      expect(await team(projectId)).toHaveLength(1);
      expect((await history(projectId)).at(-1)).toMatchObject({
        action: 'Application rejected',
        details: 'The application of Test User was rejected.',
        user_id: admin.id,
      });
      expect(events.all()).toHaveLength(1);
      expect(events.last()).toMatchObject({
        family: 'projects',
        type: 'project_application_rejected',
        data: { projectId, projectName: 'Mobile app', status: 'Rejected', consultantId: who.consultantId },
        toUserIds: [who.id],
      });
      expect((await call(admin, 'POST', `/projects/applications/${application.id}/reject`)).statusCode).toBe(
        409,
      );
    });

    it('is for administrators only', async () => {
      const projectId = await openProject();
      const { who, application } = await applied(projectId);
      for (const caller of [who, customer, lead]) {
        expect(
          (await call(caller, 'POST', `/projects/applications/${application.id}/reject`)).statusCode,
        ).toBe(403);
      }
      expect((await call(admin, 'POST', '/projects/applications/999999/reject')).statusCode).toBe(404);
    });
  });
});
