import type { ProjectDetail } from '@shared/contracts/projects';
import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { recordEvents } from '../content/support';
import { consultant, person, project, staff, type ConsultantPerson, type Person } from './fixtures';

// Staffing a project: one leader at most, only approved and active consultants
// (docs/requirements.md#projects), each change in the history and told to those it concerns.
describe('project teams', () => {
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

  let named = 0;
  /** A consultant with a name of their own, so that texts can be told apart. */
  const member = async (options?: Parameters<typeof consultant>[1]): Promise<ConsultantPerson> => {
    const c = await consultant(t, options);
    named += 1;
    await t.app.db
      .updateTable('users')
      .set({ name: `Member${named}`, surname: 'Doe' })
      .where('id', '=', c.id)
      .execute();
    return c;
  };
  const nameOf = async (c: ConsultantPerson) => {
    const u = await t.app.db
      .selectFrom('users')
      .select(['name', 'surname'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    return `${u.name} ${u.surname}`;
  };
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: Person = admin) =>
    t.app.inject({ method, url: `/api/projects${url}`, headers: who.headers, payload });
  const team = (d: ProjectDetail) => d.consultants.map((c) => [c.consultantId, c.isLeader]);
  const leaders = async (projectId: number) =>
    (
      await t.app.db
        .selectFrom('project_consultants')
        .select('consultant_id')
        .where('project_id', '=', projectId)
        .where('is_leader', '=', 1)
        .execute()
    ).map((r) => r.consultant_id);
  const history = (projectId: number) =>
    t.app.db
      .selectFrom('project_history')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();
  const newProject = () => project(t, { customerId: customer.id });

  describe('one consultant', () => {
    it('adds a consultant, writes the history and tells them, the customer and the administrators', async () => {
      const c = await member();
      const p = await newProject();
      const res = await call('POST', `/${p}/consultants`, { consultantId: c.consultantId });
      expect(res.statusCode).toBe(200);
      expect(team(res.json())).toEqual([[c.consultantId, false]]);
      expect(res.json().consultants[0].fullName).toBe(await nameOf(c));
      expect((await history(p)).map((h) => [h.action, h.user_id])).toEqual([
        ['Consultant assigned', admin.id],
      ]);
      expect(events.all()).toEqual([
        expect.objectContaining({
          family: 'assignments',
          type: 'consultant_assigned',
          toUserIds: [customer.id, c.id],
          data: expect.objectContaining({
            projectId: p,
            consultantId: c.consultantId,
            consultantNames: await nameOf(c),
            isLeader: false,
            assignedAt: expect.any(String),
            leaderId: null,
            leaderName: null,
          }),
        }),
      ]);
      const again = await call('POST', `/${p}/consultants`, { consultantId: c.consultantId });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MSG.consultantAlreadyOnProject);
    });

    it('refuses consultants who are not approved and active, and unknown ones', async () => {
      const p = await newProject();
      for (const c of [await member({ status: 'Pending' }), await member({ isActive: false })]) {
        const res = await call('POST', `/${p}/consultants`, { consultantId: c.consultantId });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MSG.consultantNotAssignable);
      }
      expect((await call('POST', `/${p}/consultants`, { consultantId: 999999 })).statusCode).toBe(400);
      expect((await call('PUT', `/${p}/assign-consultant`, { consultantId: 999999 })).statusCode).toBe(400);
      expect((await call('POST', `/${p}/consultants`, { consultantId: 0 })).statusCode).toBe(400);
      expect(await history(p)).toEqual([]);
      expect(events.all()).toEqual([]);
    });

    it('keeps one leader: a new leader demotes the old one, and the database refuses a second', async () => {
      const first = await member();
      const second = await member();
      const p = await newProject();
      await call('POST', `/${p}/consultants`, { consultantId: first.consultantId, isLeader: true });
      events.clear();
      const res = await call('POST', `/${p}/consultants`, {
        consultantId: second.consultantId,
        isLeader: true,
      });
      expect(res.statusCode).toBe(200);
      expect(team(res.json())).toEqual([
        [first.consultantId, false],
        [second.consultantId, true],
      ]);
      expect(res.json().leaderName).toBe(await nameOf(second));
      expect(await leaders(p)).toEqual([second.consultantId]);
      expect(events.last()).toMatchObject({
        type: 'consultant_assigned',
        // The customer and the working team after the change, in the order they joined.
        toUserIds: [customer.id, first.id, second.id],
        data: { isLeader: true, leaderId: second.consultantId, leaderName: await nameOf(second) },
      });
      expect((await history(p)).at(-1)!.details).toContain(`${await nameOf(first)} no longer leads it`);
      // The database holds the rule too: a second leader written directly is refused by the
      // one-leader index. Compared by message: better-sqlite3 registers its error class once per
      // process, so in every test file but the first its errors come from another realm and
      // `rejects.toThrow()` does not count them as thrown.
      const refusal = await staff(t, p, (await member()).consultantId, true).then(
        () => 'no error',
        (e: Error) => e.message,
      );
      expect(refusal).toMatch(
        /"project_consultants_one_leader"|UNIQUE constraint failed: project_consultants\.project_id$/,
      );
      expect(await leaders(p)).toEqual([second.consultantId]);
    });

    it('changes whether one already on the team leads it (PUT), and adds one who is not', async () => {
      const a = await member();
      const b = await member();
      const p = await newProject();
      await staff(t, p, a.consultantId, true);
      await staff(t, p, b.consultantId);
      const res = await call('PUT', `/${p}/assign-consultant`, {
        consultantId: b.consultantId,
        isLeader: true,
        projectId: p,
      });
      expect(res.statusCode).toBe(200);
      expect(team(res.json())).toEqual([
        [a.consultantId, false],
        [b.consultantId, true],
      ]);
      expect(events.all()).toEqual([
        expect.objectContaining({
          family: 'assignments',
          type: 'project_leader_assigned',
          toUserIds: [customer.id, a.id, b.id],
          data: expect.objectContaining({ leaderId: b.consultantId, isLeader: true }),
        }),
      ]);
      expect((await history(p)).map((h) => h.action)).toEqual(['Leader changed']);
      events.clear();
      // The same again changes nothing.
      expect(
        (await call('PUT', `/${p}/assign-consultant`, { consultantId: b.consultantId, isLeader: true }))
          .statusCode,
      ).toBe(200);
      expect(events.all()).toEqual([]);
      expect(await history(p)).toHaveLength(1);
      const demoted = await call('PUT', `/${p}/assign-consultant`, {
        consultantId: b.consultantId,
        isLeader: false,
      });
      expect(team(demoted.json())).toEqual([
        [a.consultantId, false],
        [b.consultantId, false],
      ]);
      expect(demoted.json().leaderName).toBeNull();
      const c = await member();
      const added = await call('PUT', `/${p}/assign-consultant`, { consultantId: c.consultantId });
      expect(team(added.json())).toContainEqual([c.consultantId, false]);
      expect(events.types()).toEqual(['project_leader_assigned', 'consultant_assigned']);
    });

    it('refuses a body naming another project', async () => {
      const c = await member();
      const p = await newProject();
      const res = await call('PUT', `/${p}/assign-consultant`, {
        consultantId: c.consultantId,
        projectId: p + 1,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.projectIdMismatch);
      expect(await leaders(p)).toEqual([]);
    });

    it('takes a consultant off, and answers 404 for one who is not on it', async () => {
      const c = await member();
      const p = await newProject();
      await staff(t, p, c.consultantId, true);
      const res = await call('DELETE', `/${p}/consultants/${c.consultantId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ consultants: [], leaderName: null, teamSize: 0 });
      expect((await history(p)).map((h) => h.action)).toEqual(['Consultant unassigned']);
      expect(events.all()).toEqual([
        expect.objectContaining({
          family: 'assignments',
          type: 'consultant_unassigned',
          toUserIds: [customer.id, c.id],
          data: expect.objectContaining({
            consultantId: c.consultantId,
            isLeader: true,
            unassignedAt: expect.any(String),
          }),
        }),
      ]);
      expect((await call('DELETE', `/${p}/consultants/${c.consultantId}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/999999/consultants/${c.consultantId}`)).statusCode).toBe(404);
    });
  });

  it('words each change of one consultant in the history', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const [A, B, C] = [await nameOf(a), await nameOf(b), await nameOf(c)];
    const p = await newProject();
    const steps: Array<[string, string, object?]> = [
      ['POST', `/${p}/consultants`, { consultantId: a.consultantId }],
      ['POST', `/${p}/consultants`, { consultantId: b.consultantId, isLeader: true }],
      ['POST', `/${p}/consultants`, { consultantId: c.consultantId, isLeader: true }],
      ['PUT', `/${p}/assign-consultant`, { consultantId: b.consultantId, isLeader: true }],
      ['PUT', `/${p}/assign-consultant`, { consultantId: b.consultantId, isLeader: false }],
      ['PUT', `/${p}/assign-consultant`, { consultantId: a.consultantId, isLeader: true }],
      ['DELETE', `/${p}/consultants/${c.consultantId}`],
      ['DELETE', `/${p}/consultants/${a.consultantId}`],
    ];
    for (const [method, url, body] of steps) {
      expect((await call(method as 'POST', url, body)).statusCode).toBe(200);
    }
    expect((await history(p)).map((h) => [h.action, h.details, h.user_id])).toEqual([
      ['Consultant assigned', `${A} joined the team.`, admin.id],
      ['Consultant assigned', `${B} joined the team as its leader.`, admin.id],
      ['Consultant assigned', `${C} joined the team as its leader; ${B} no longer leads it.`, admin.id],
      ['Leader changed', `${B} now leads the project instead of ${C}.`, admin.id],
      ['Leader changed', `${B} no longer leads the project.`, admin.id],
      ['Leader changed', `${A} now leads the project.`, admin.id],
      ['Consultant unassigned', `${C} left the team.`, admin.id],
      ['Consultant unassigned', `${A} left the team, which now has no leader.`, admin.id],
    ]);
    expect(await leaders(p)).toEqual([]);
    expect((await call('POST', '/999999/consultants', { consultantId: a.consultantId })).statusCode).toBe(
      404,
    );
  });

  it('keeps the leader when another joins without the lead, and tells who leads', async () => {
    const [lead, other] = [await member(), await member()];
    const p = await newProject();
    await staff(t, p, lead.consultantId, true);
    const res = await call('POST', `/${p}/consultants`, { consultantId: other.consultantId });
    expect(team(res.json())).toEqual([
      [lead.consultantId, true],
      [other.consultantId, false],
    ]);
    expect(events.last()).toMatchObject({
      type: 'consultant_assigned',
      data: { isLeader: false, leaderId: lead.consultantId, leaderName: await nameOf(lead) },
    });
    // Giving up a lead one does not hold changes nothing, and needs no check of the consultant.
    const none = await call('PUT', `/${p}/assign-consultant`, {
      consultantId: other.consultantId,
      isLeader: false,
    });
    expect(team(none.json())).toEqual([
      [lead.consultantId, true],
      [other.consultantId, false],
    ]);
  });

  describe('the whole team', () => {
    it('makes the team exactly the given consultants, with the given leader', async () => {
      const [a, b, c] = [await member(), await member(), await member()];
      const p = await newProject();
      await staff(t, p, a.consultantId, true);
      await staff(t, p, b.consultantId);
      const res = await call('POST', `/${p}/consultants/multiple`, {
        consultantIds: [b.consultantId, c.consultantId],
        leaderConsultantId: c.consultantId,
      });
      expect(res.statusCode).toBe(200);
      expect(team(res.json())).toEqual([
        [b.consultantId, false],
        [c.consultantId, true],
      ]);
      expect((await history(p)).map((h) => [h.action, h.details])).toEqual([
        [
          'Team changed',
          `Added: ${await nameOf(c)}; Removed: ${await nameOf(a)}; Leader: ${await nameOf(c)}.`,
        ],
      ]);
      expect(events.all()).toEqual([
        expect.objectContaining({
          family: 'assignments',
          type: 'bulk_assign_to_project',
          // The team as it is now hears who joined; the one taken off hears of that instead.
          toUserIds: [customer.id, b.id, c.id],
          message: expect.stringMatching(
            new RegExp(`^${await nameOf(c)} assigned to project ".+"\\. ${await nameOf(c)} leads it\\.$`),
          ),
          data: expect.objectContaining({
            consultantIds: [c.consultantId],
            consultantNames: await nameOf(c),
            leaderId: c.consultantId,
            leaderName: await nameOf(c),
          }),
        }),
        expect.objectContaining({
          family: 'assignments',
          type: 'bulk_unassign_from_project',
          toUserIds: [customer.id, b.id, c.id, a.id],
          data: expect.objectContaining({ consultantIds: [a.consultantId] }),
        }),
      ]);
    });

    it('promotes one who stays, demotes the leader, and empties the team', async () => {
      const [a, b] = [await member(), await member()];
      const p = await newProject();
      await staff(t, p, a.consultantId, true);
      await staff(t, p, b.consultantId);
      const ids = [a.consultantId, b.consultantId];
      const promoted = await call('POST', `/${p}/consultants/multiple`, {
        consultantIds: ids,
        leaderConsultantId: b.consultantId,
      });
      expect(team(promoted.json())).toEqual([
        [a.consultantId, false],
        [b.consultantId, true],
      ]);
      expect(events.all()).toEqual([
        expect.objectContaining({ type: 'bulk_assign_to_project', toUserIds: [customer.id, a.id, b.id] }),
      ]);
      events.clear();
      const leaderless = await call('POST', `/${p}/consultants/multiple`, {
        consultantIds: ids,
        leaderConsultantId: null,
      });
      expect(await leaders(p)).toEqual([]);
      expect(events.all()).toEqual([
        expect.objectContaining({
          type: 'bulk_assign_to_project',
          message: expect.stringMatching(/^Project ".+" has no leader now\.$/),
        }),
      ]);
      expect(leaderless.json().teamSize).toBe(2);
      events.clear();
      const same = await call('POST', `/${p}/consultants/multiple`, { consultantIds: ids });
      expect(same.statusCode).toBe(200);
      expect(events.all()).toEqual([]);
      const emptied = await call('POST', `/${p}/consultants/multiple`, { consultantIds: [] });
      expect(emptied.json().consultants).toEqual([]);
      expect(events.types()).toEqual(['bulk_unassign_from_project']);
      expect((await history(p)).map((h) => [h.action, h.details])).toEqual([
        ['Team changed', `Leader: ${await nameOf(b)}.`],
        ['Team changed', 'Leader: none.'],
        ['Team changed', `Removed: ${await nameOf(a)}, ${await nameOf(b)}.`],
      ]);
    });

    it('adds beside a leader who stays, telling the whole team who joined', async () => {
      const [lead, c, d] = [await member(), await member(), await member()];
      const p = await newProject();
      await staff(t, p, lead.consultantId, true);
      const res = await call('POST', `/${p}/consultants/multiple`, {
        consultantIds: [lead.consultantId, c.consultantId, d.consultantId],
        leaderConsultantId: lead.consultantId,
      });
      expect(team(res.json())).toEqual([
        [lead.consultantId, true],
        [c.consultantId, false],
        [d.consultantId, false],
      ]);
      expect((await history(p)).map((h) => h.details)).toEqual([
        `Added: ${await nameOf(c)}, ${await nameOf(d)}.`,
      ]);
      expect(events.all()).toEqual([
        expect.objectContaining({
          type: 'bulk_assign_to_project',
          toUserIds: [customer.id, lead.id, c.id, d.id],
          message: `${await nameOf(c)}, ${await nameOf(d)} assigned to project "${res.json().name}".`,
        }),
      ]);
    });

    it('refuses a leader outside the list and consultants who cannot be assigned, changing nothing', async () => {
      const [a, b] = [await member(), await member()];
      const pending = await member({ status: 'Pending' });
      const p = await newProject();
      await staff(t, p, a.consultantId);
      const outside = await call('POST', `/${p}/consultants/multiple`, {
        consultantIds: [a.consultantId],
        leaderConsultantId: b.consultantId,
      });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().message).toBe(MSG.leaderNotInTeam);
      const bad = await call('POST', `/${p}/consultants/multiple`, {
        consultantIds: [b.consultantId, pending.consultantId],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MSG.consultantNotAssignable);
      expect((await call('POST', `/${p}/consultants/multiple`, { consultantIds: [999999] })).statusCode).toBe(
        400,
      );
      const twice = await call('POST', `/${p}/consultants/multiple`, {
        consultantIds: [b.consultantId, b.consultantId],
      });
      expect(twice.statusCode).toBe(400);
      const kept = await t.app.db
        .selectFrom('project_consultants')
        .select('consultant_id')
        .where('project_id', '=', p)
        .execute();
      expect(kept).toEqual([{ consultant_id: a.consultantId }]);
      expect(events.all()).toEqual([]);
      expect((await call('POST', '/999999/consultants/multiple', { consultantIds: [] })).statusCode).toBe(
        404,
      );
    });
  });

  it('is for administrators only, even for the project’s leader', async () => {
    const leader = await member();
    const other = await member();
    const p = await newProject();
    await staff(t, p, leader.consultantId, true);
    for (const who of [leader, customer, await person(t, 4)]) {
      expect(
        (await call('POST', `/${p}/consultants`, { consultantId: other.consultantId }, who)).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', `/${p}/assign-consultant`, { consultantId: other.consultantId }, who)).statusCode,
      ).toBe(403);
      expect((await call('POST', `/${p}/consultants/multiple`, { consultantIds: [] }, who)).statusCode).toBe(
        403,
      );
      expect(
        (await call('DELETE', `/${p}/consultants/${leader.consultantId}`, undefined, who)).statusCode,
      ).toBe(403);
    }
    expect(await leaders(p)).toEqual([leader.consultantId]);
  });
});
