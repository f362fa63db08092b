import type { ProjectMetricDto, ProjectUpdateDto } from '@shared/contracts/projects';
import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { recordEvents } from '../content/support';
import { consultant, person, project, staff, type ConsultantPerson, type Person } from './fixtures';

// Updates and metrics: written by administrators and the project's consultants; an update is
// changed or deleted by an administrator or its author (docs/requirements.md#access).
describe('project progress', () => {
  let t: TestApp;
  let admin: Person;
  let customer: Person;
  let events: ReturnType<typeof recordEvents>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
    customer = await person(t, 3);
    events = recordEvents(t);
  });
  beforeEach(() => events.clear());
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: Person, payload?: object) =>
    t.app.inject({ method, url: `/api/projects${url}`, headers: who.headers, payload });
  const history = async (projectId: number) =>
    (
      await t.app.db
        .selectFrom('project_history')
        .select(['action', 'details', 'user_id'])
        .where('project_id', '=', projectId)
        .orderBy('id')
        .execute()
    ).map((h) => [h.action, h.details]);
  const staffed = async (): Promise<{ p: number; member: ConsultantPerson }> => {
    const member = await consultant(t);
    const p = await project(t, { customerId: customer.id });
    await staff(t, p, member.consultantId);
    return { p, member };
  };
  const update = { title: 'Sprint 3 done', content: 'The import runs nightly.' };
  const nameOf = async (projectId: number) =>
    (
      await t.app.db
        .selectFrom('projects')
        .select('name')
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow()
    ).name;
  const said = () => events.all().map((e) => [e.title, e.message]);

  describe('updates', () => {
    it('lets a team member post one and tells the administrators, the customer and the team', async () => {
      const { p, member } = await staffed();
      const res = await call('POST', `/${p}/updates`, member, {
        title: '  Sprint 3 done ',
        content: update.content,
      });
      expect(res.statusCode).toBe(201);
      const posted: ProjectUpdateDto = res.json();
      expect(posted).toMatchObject({ ...update, createdBy: member.id });
      expect(await history(p)).toEqual([['Update added', '"Sprint 3 done"']]);
      expect(said()).toEqual([
        ['Project update added', `Test User posted "Sprint 3 done" on project "${await nameOf(p)}".`],
      ]);
      expect(events.all()).toEqual([
        expect.objectContaining({
          family: 'projects',
          type: 'project_update_added',
          toUserIds: [customer.id, member.id],
          data: expect.objectContaining({ projectId: p, projectName: expect.any(String) }),
          hubEvent: {
            target: 'ProjectUpdateAdded',
            fields: {
              projectId: p,
              projectName: expect.any(String),
              update: { id: posted.id, title: update.title },
            },
          },
        }),
      ]);
    });

    it('lets the author or an administrator change and delete it, nobody else on the team', async () => {
      const { p, member } = await staffed();
      const colleague = await consultant(t);
      await staff(t, p, colleague.consultantId);
      const posted: ProjectUpdateDto = (await call('POST', `/${p}/updates`, member, update)).json();
      const changed = { title: 'Sprint 3 closed', content: 'Reviewed.' };
      expect((await call('PUT', `/${p}/updates/${posted.id}`, colleague, changed)).statusCode).toBe(403);
      expect((await call('DELETE', `/${p}/updates/${posted.id}`, colleague)).statusCode).toBe(403);
      events.clear();
      const edited = await call('PUT', `/${p}/updates/${posted.id}`, member, changed);
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ id: posted.id, ...changed, createdBy: member.id });
      expect(events.types()).toEqual(['project_update_modified']);
      expect(events.last()).toMatchObject({ toUserIds: [customer.id, member.id, colleague.id] });
      expect((await call('PUT', `/${p}/updates/${posted.id}`, admin, update)).statusCode).toBe(200);
      expect((await call('DELETE', `/${p}/updates/${posted.id}`, admin)).statusCode).toBe(204);
      expect(events.types()).toEqual([
        'project_update_modified',
        'project_update_modified',
        'project_update_deleted',
      ]);
      const name = await nameOf(p);
      expect(said()).toEqual([
        ['Project update changed', `"Sprint 3 closed" on project "${name}" was changed.`],
        ['Project update changed', `"Sprint 3 done" on project "${name}" was changed.`],
        ['Project update deleted', `"Sprint 3 done" on project "${name}" was deleted.`],
      ]);
      expect((await call('DELETE', `/${p}/updates/${posted.id}`, admin)).statusCode).toBe(404);
      expect((await history(p)).map(([action]) => action)).toEqual([
        'Update added',
        'Update edited',
        'Update edited',
        'Update deleted',
      ]);
    });

    it('answers 404 for an update of another project', async () => {
      const { p, member } = await staffed();
      const other = await staffed();
      const posted: ProjectUpdateDto = (
        await call('POST', `/${other.p}/updates`, other.member, update)
      ).json();
      expect((await call('PUT', `/${p}/updates/${posted.id}`, admin, update)).statusCode).toBe(404);
      expect((await call('DELETE', `/${p}/updates/${posted.id}`, member)).statusCode).toBe(404);
      // A consultant not on the other project may not see it at all.
      expect((await call('DELETE', `/${other.p}/updates/${posted.id}`, member)).statusCode).toBe(404);
    });

    it('refuses blank texts', async () => {
      const { p, member } = await staffed();
      const blank = await call('POST', `/${p}/updates`, member, { title: '  ', content: 'x' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe(MSG.updateTitleRequired);
      const noContent = await call('POST', `/${p}/updates`, member, { title: 'x', content: ' ' });
      expect(noContent.json().message).toBe(MSG.updateContentRequired);
      expect((await call('POST', `/${p}/updates`, member, { title: 'x' })).statusCode).toBe(400);
      expect(await history(p)).toEqual([]);
    });
  });

  describe('who may write', () => {
    it('refuses customers and other users (403), and consultants off the team (404 or 403)', async () => {
      const { p } = await staffed();
      const open = await project(t, { customerId: customer.id, isAvailableForApplication: true });
      const outsider = await consultant(t);
      for (const who of [customer, await person(t, 4)]) {
        expect((await call('POST', `/${p}/updates`, who, update)).statusCode).toBe(403);
        expect((await call('POST', `/${p}/metrics`, who, { name: 'Progress', value: 1 })).statusCode).toBe(
          403,
        );
      }
      // A closed project is not theirs to see; an open one they see but may not work on.
      expect((await call('POST', `/${p}/updates`, outsider, update)).statusCode).toBe(404);
      expect((await call('POST', `/${p}/metrics`, outsider, { name: 'Progress', value: 1 })).statusCode).toBe(
        404,
      );
      expect((await call('POST', `/${open}/updates`, outsider, update)).statusCode).toBe(403);
      expect(
        (await call('POST', `/${open}/metrics`, outsider, { name: 'Progress', value: 1 })).statusCode,
      ).toBe(403);
      expect((await call('POST', '/999999/updates', admin, update)).statusCode).toBe(404);
      expect(await history(p)).toEqual([]);
      expect(events.all()).toEqual([]);
    });
  });

  describe('metrics', () => {
    it('records, changes and deletes metrics, each in the history and told to customer and team', async () => {
      const { p, member } = await staffed();
      const res = await call('POST', `/${p}/metrics`, member, {
        name: 'Completion',
        value: 40.5,
        target: 100,
        unit: '%',
        recordedAt: '2026-04-01',
      });
      expect(res.statusCode).toBe(201);
      const metric: ProjectMetricDto = res.json();
      expect(metric).toMatchObject({
        name: 'Completion',
        value: 40.5,
        target: 100,
        unit: '%',
        recordedAt: '2026-04-01T00:00:00.000Z',
      });
      expect(events.last()).toMatchObject({
        family: 'projects',
        type: 'project_metrics_updated',
        toUserIds: [customer.id, member.id],
        data: expect.objectContaining({ projectId: p }),
      });
      const changed = await call('PUT', `/${p}/metrics/${metric.id}`, admin, {
        name: 'Completion',
        value: 55,
      });
      expect(changed.statusCode).toBe(200);
      // Unchanged date is kept; an absent target and unit are cleared.
      expect(changed.json()).toMatchObject({
        value: 55,
        target: null,
        unit: '',
        recordedAt: metric.recordedAt,
      });
      expect((await call('DELETE', `/${p}/metrics/${metric.id}`, member)).statusCode).toBe(204);
      expect(events.types()).toEqual([
        'project_metrics_updated',
        'project_metrics_updated',
        'project_metrics_deleted',
      ]);
      const name = await nameOf(p);
      expect(said()).toEqual([
        ['Project metrics updated', `Metric "Completion" was recorded on project "${name}".`],
        ['Project metrics updated', `Metric "Completion" was changed on project "${name}".`],
        ['Project metric deleted', `Metric "Completion" was deleted from project "${name}".`],
      ]);
      expect(await history(p)).toEqual([
        ['Metric recorded', 'Completion: 40.5 % (target 100)'],
        ['Metric changed', 'Completion: 40.5 % (target 100) → Completion: 55'],
        ['Metric deleted', 'Completion: 55'],
      ]);
      expect((await call('DELETE', `/${p}/metrics/${metric.id}`, member)).statusCode).toBe(404);
    });

    it('takes now when no date is given, and refuses dates that do not exist', async () => {
      const { p, member } = await staffed();
      const now = await call('POST', `/${p}/metrics`, member, { name: 'Hours', value: 12 });
      expect(Math.abs(Date.parse(now.json().recordedAt) - t.clock.now())).toBeLessThan(10_000);
      const bad = await call('POST', `/${p}/metrics`, member, {
        name: 'Hours',
        value: 12,
        recordedAt: '2026-02-30',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MSG.metricDateInvalid);
      const blank = await call('POST', `/${p}/metrics`, member, { name: ' ', value: 1 });
      expect(blank.json().message).toBe(MSG.metricNameRequired);
      expect((await call('POST', `/${p}/metrics`, member, { name: 'Hours', value: 'many' })).statusCode).toBe(
        400,
      );
      expect((await call('POST', `/${p}/metrics`, member, { name: 'Hours', value: 1e13 })).statusCode).toBe(
        400,
      );
    });

    it('answers 404 for a metric of another project', async () => {
      const { p } = await staffed();
      const other = await staffed();
      const metric = (await call('POST', `/${other.p}/metrics`, admin, { name: 'Risk', value: 2 })).json();
      expect(
        (await call('PUT', `/${p}/metrics/${metric.id}`, admin, { name: 'Risk', value: 3 })).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/${p}/metrics/${metric.id}`, admin)).statusCode).toBe(404);
    });
  });
});
