import { buildTestApp, type TestApp } from '@test/server/testApp';
import { recordEvents } from '../content/support';
import { apply } from './consultantSamples';
import { consultant, person, project, staff, type ConsultantPerson, type Person } from './fixtures';

// A consultant's own profile: expertise, availability and projects (docs/requirements.md#consultants).

describe('consultant expertise, availability and projects', () => {
  let t: TestApp;
  let admin: Person;
  let me: ConsultantPerson;
  let other: ConsultantPerson;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
    me = await consultant(t);
    other = await consultant(t);
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, headers = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/consultants${url}`, headers, ...(payload ? { payload } : {}) });

  describe('expertise', () => {
    it('lets the consultant add, change and remove their expertise, telling them and admins', async () => {
      const events = recordEvents(t);
      const added = await call('POST', `/${me.consultantId}/expertise`, me.headers, { name: ' Kubernetes ' });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({
        id: expect.any(Number),
        consultantId: me.consultantId,
        name: 'Kubernetes',
        level: 'Intermediate',
        yearsOfExperience: 0,
      });
      const { id } = added.json();
      const changed = await call('PUT', `/expertise/${id}`, me.headers, {
        level: 'Expert',
        yearsOfExperience: 4,
      });
      expect(changed.json()).toMatchObject({ id, name: 'Kubernetes', level: 'Expert', yearsOfExperience: 4 });
      expect((await call('DELETE', `/expertise/${id}`, me.headers)).statusCode).toBe(204);
      const raised = events.all();
      events.restore();
      expect(raised.map((e) => [e.family, e.type, e.toUserIds, e.data?.expertise])).toEqual([
        ['consultants', 'consultant_expertise_added', [me.id], 'Kubernetes'],
        ['consultants', 'consultant_expertise_updated', [me.id], 'Kubernetes'],
        ['consultants', 'consultant_expertise_removed', [me.id], 'Kubernetes'],
      ]);
      expect(raised.map((e) => [e.title, e.message])).toEqual([
        ['Expertise added', 'Expertise "Kubernetes" was added to consultant "Test User".'],
        ['Expertise updated', 'Expertise "Kubernetes" was updated of consultant "Test User".'],
        ['Expertise removed', 'Expertise "Kubernetes" was removed from consultant "Test User".'],
      ]);
      expect(raised[0].data).toMatchObject({
        consultantId: me.consultantId,
        userId: me.id,
        name: 'Test User',
      });
      expect((await call('GET', `/${me.consultantId}`)).json().expertise).toEqual([]);
    });

    it('lets an administrator change anyone’s expertise', async () => {
      const added = await call('POST', `/${other.consultantId}/expertise`, admin.headers, {
        name: 'SQL',
        level: 'Beginner',
        yearsOfExperience: 1,
      });
      expect(added.statusCode).toBe(201);
      const renamed = await call('PUT', `/expertise/${added.json().id}`, admin.headers, {
        name: 'PostgreSQL',
      });
      expect(renamed.json()).toMatchObject({ name: 'PostgreSQL', level: 'Beginner', yearsOfExperience: 1 });
    });

    it("answers 404 to another consultant's expertise, 400 to bad input", async () => {
      const mine = (await call('POST', `/${me.consultantId}/expertise`, me.headers, { name: 'Go' })).json();
      for (const headers of [other.headers, (await person(t)).headers]) {
        expect((await call('POST', `/${me.consultantId}/expertise`, headers, { name: 'x' })).statusCode).toBe(
          404,
        );
        expect((await call('PUT', `/expertise/${mine.id}`, headers, { name: 'x' })).statusCode).toBe(404);
        expect((await call('DELETE', `/expertise/${mine.id}`, headers)).statusCode).toBe(404);
      }
      expect((await call('POST', '/999999/expertise', admin.headers, { name: 'x' })).statusCode).toBe(404);
      expect((await call('PUT', '/expertise/999999', admin.headers, { name: 'x' })).statusCode).toBe(404);
      for (const body of [{ name: '   ' }, { name: 'x'.repeat(101) }, { name: 'x', level: 'Guru' }, {}]) {
        expect((await call('POST', `/${me.consultantId}/expertise`, me.headers, body)).statusCode).toBe(400);
      }
      expect((await call('PUT', `/expertise/${mine.id}`, me.headers, { name: ' ' })).statusCode).toBe(400);
      expect(
        (await call('PUT', `/expertise/${mine.id}`, me.headers, { yearsOfExperience: 99 })).statusCode,
      ).toBe(400);
      const names = (await call('GET', `/${me.consultantId}`))
        .json()
        .expertise.map((e: { name: string }) => e.name);
      expect(names).toEqual(['Go']);
    });
  });

  describe('availability', () => {
    it('is set by the consultant, by id or by user id, and announced', async () => {
      const events = recordEvents(t);
      const off = await call('PUT', `/${me.consultantId}/availability`, me.headers, { isAvailable: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ id: me.consultantId, isAvailable: false, email: me.email });
      const on = await call('PUT', `/user/${me.id}/availability`, admin.headers, { isAvailable: true });
      expect(on.json()).toMatchObject({ id: me.consultantId, isAvailable: true });
      const raised = events.all();
      events.restore();
      expect(raised.map((e) => [e.type, e.data?.status, e.toUserIds])).toEqual([
        ['consultant_availability', 'Unavailable', [me.id]],
        ['consultant_availability', 'Available', [me.id]],
      ]);
      expect(raised.map((e) => [e.title, e.message])).toEqual([
        ['Consultant availability', 'Consultant "Test User" is now unavailable.'],
        ['Consultant availability', 'Consultant "Test User" is now available.'],
      ]);
    });

    it("answers 404 to anyone else's consultant and 400 without a flag", async () => {
      for (const headers of [other.headers, (await person(t)).headers]) {
        const byId = await call('PUT', `/${me.consultantId}/availability`, headers, { isAvailable: false });
        expect(byId.statusCode).toBe(404);
        const byUser = await call('PUT', `/user/${me.id}/availability`, headers, { isAvailable: false });
        expect(byUser.statusCode).toBe(404);
      }
      expect(
        (await call('PUT', `/user/${admin.id}/availability`, admin.headers, { isAvailable: true }))
          .statusCode,
      ).toBe(404);
      expect((await call('PUT', `/${me.consultantId}/availability`, me.headers, {})).statusCode).toBe(400);
      expect(
        (await call('PUT', `/${me.consultantId}/availability`, me.headers, { isAvailable: 'no' })).statusCode,
      ).toBe(400);
      expect((await call('GET', `/${me.consultantId}`)).json().isAvailable).toBe(true);
    });
  });

  describe('projects', () => {
    let customer: Person;
    let theirs: number;
    let someoneElses: number;
    beforeAll(async () => {
      customer = await person(t);
      theirs = await project(t, { name: 'Customer portal', customerId: customer.id });
      someoneElses = await project(t, { name: 'Secret merger', customerId: (await person(t)).id });
      for (const id of [theirs, someoneElses]) await staff(t, id, me.consultantId);
      await staff(t, theirs, other.consultantId, true);
    });

    const names = async (consultantId: number, headers: object) => {
      const res = await call('GET', `/${consultantId}/projects`, headers);
      expect(res.statusCode).toBe(200);
      return res.json().map((p: { name: string }) => p.name);
    };

    it("shows a consultant's projects as far as the caller may see them", async () => {
      expect(await names(me.consultantId, admin.headers)).toEqual(['Secret merger', 'Customer portal']);
      expect(await names(me.consultantId, me.headers)).toEqual(['Secret merger', 'Customer portal']);
      expect(await names(me.consultantId, customer.headers)).toEqual(['Customer portal']);
      expect(await names(me.consultantId, other.headers)).toEqual(['Customer portal']);
      expect(await names(me.consultantId, (await person(t)).headers)).toEqual([]);
      const [summary] = (await call('GET', `/${me.consultantId}/projects`, customer.headers)).json();
      expect(summary).toMatchObject({ id: theirs, teamSize: 2, leaderName: 'Test User' });
    });

    it('answers 404 for a consultant the caller may not see, 401 without a token', async () => {
      const applicant = await person(t);
      const { id } = (await apply(t, applicant.headers)).json();
      expect((await call('GET', `/${id}/projects`, customer.headers)).statusCode).toBe(404);
      expect((await call('GET', `/${id}/projects`, other.headers)).statusCode).toBe(404);
      expect(await names(id, applicant.headers)).toEqual([]);
      expect(await names(id, admin.headers)).toEqual([]);
      expect((await call('GET', '/999999/projects', admin.headers)).statusCode).toBe(404);
      expect((await call('GET', `/${me.consultantId}/projects`)).statusCode).toBe(401);
      expect(someoneElses).toBeGreaterThan(theirs);
    });
  });
});
