import { HttpError } from '@server/errors';
import { ownConsultant, viewFor } from '@server/services/consultants/consultantAccess';
import { userDisplayName } from '@server/services/projects/projectAudience';
import { tiesText } from '@server/services/consultants/consultants';
import type { AuthUser } from '@server/types';
import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { recordEvents } from '../content/support';
import { consultant, person, type Person } from './fixtures';

// The consultant service's own rules, each test with its own people: what an edit keeps and tidies,
// who reviewed a status and when, when a user's connections are told their access changed, and the
// words of its events and of a project's history (docs/requirements.md#consultants).

describe('consultant rules', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url: `/api/consultants${url}`, headers: { ...headers }, payload });
  const rowOf = (id: number) =>
    t.app.db.selectFrom('consultants').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const watchAccess = () => jest.spyOn(t.app.hub, 'closeUserConnections');

  it.each([
    [{ onTeam: true, applied: false, tasks: 0 }, 'removed from the team'],
    [{ onTeam: false, applied: true, tasks: 0 }, 'their application to the project withdrawn'],
    [{ onTeam: false, applied: false, tasks: 1 }, '1 task left unassigned'],
    [{ onTeam: false, applied: false, tasks: 3 }, '3 tasks left unassigned'],
    [
      { onTeam: true, applied: true, tasks: 2 },
      'removed from the team, their application to the project withdrawn, 2 tasks left unassigned',
    ],
    [{ onTeam: false, applied: false, tasks: 0 }, ''],
  ])('tells a project what a deletion undid: %j', (ties, text) => {
    expect(tiesText({ projectId: 1, ...ties })).toBe(text);
  });

  it('names a user in history rows by name and surname, else by user name, else as an unknown user', async () => {
    const user = await t.createUser({ roleId: 3 });
    const named = (name: string, surname: string) =>
      t.app.db.updateTable('users').set({ name, surname }).where('id', '=', user.id).execute();
    await named('Ada', 'Lovelace');
    expect(await userDisplayName(t.app.db, user.id)).toBe('Ada Lovelace');
    await named('Ada', '');
    expect(await userDisplayName(t.app.db, user.id)).toBe('Ada');
    await named('', '');
    expect(await userDisplayName(t.app.db, user.id)).toBe(user.userName);
    expect(await userDisplayName(t.app.db, 999999)).toBe('Unknown User');
  });

  it("reads a consultant that is missing, or not the caller's own, as missing", async () => {
    const owner = await consultant(t);
    const other = await consultant(t);
    const auth = (who: Person, roleId: AuthUser['roleId']): AuthUser => ({
      id: who.id,
      roleId,
      jti: 'rules',
      expiresAt: Date.now() + 60_000,
    });
    const status = (promise: Promise<unknown>) =>
      promise.then(
        () => 200,
        (e: unknown) => (e instanceof HttpError ? e.statusCode : 500),
      );
    expect(await status(viewFor(t.app.db, auth(admin, 1), 999999))).toBe(404);
    expect((await viewFor(t.app.db, auth(admin, 1), owner.consultantId)).id).toBe(owner.consultantId);
    expect(await status(ownConsultant(t.app.db, auth(other, 2), { id: owner.consultantId }))).toBe(404);
    expect(await status(ownConsultant(t.app.db, auth(owner, 2), { id: 999999 }))).toBe(404);
    expect((await ownConsultant(t.app.db, auth(owner, 2), { id: owner.consultantId })).user_id).toBe(
      owner.id,
    );
    expect((await ownConsultant(t.app.db, auth(admin, 1), { userId: owner.id })).id).toBe(owner.consultantId);
  });

  it('trims what the consultant writes and keeps every field they do not send', async () => {
    const me = await consultant(t);
    const full = await call('PUT', `/${me.consultantId}`, me.headers, {
      specialization: ' Azure ',
      bio: '  Cloud first.  ',
      linkedInUrl: 'https://linkedin.com/in/me',
      image: '/uploads/photos/me.png',
      yearsOfExperience: 9,
      isAvailable: false,
    });
    const written = {
      specialization: 'Azure',
      bio: 'Cloud first.',
      linkedInUrl: 'https://linkedin.com/in/me',
      image: '/uploads/photos/me.png',
      yearsOfExperience: 9,
      isAvailable: false,
    };
    expect(full.json()).toMatchObject(written);
    const one = await call('PUT', `/${me.consultantId}`, me.headers, { yearsOfExperience: 10 });
    expect(one.json()).toMatchObject({ ...written, yearsOfExperience: 10 });
    const another = await call('PUT', `/${me.consultantId}`, me.headers, { isAvailable: true });
    expect(another.json()).toMatchObject({ ...written, yearsOfExperience: 10, isAvailable: true });
  });

  it('records who set a status and when, and forgets both when it goes back to Pending', () =>
    t.clock.frozen(async () => {
      const me = await consultant(t, { status: 'Pending', isActive: false });
      t.clock.advance(60_000);
      const approvedAt = t.clock.now();
      const approved = await call('PUT', `/${me.consultantId}`, admin.headers, {
        applicationStatus: 'Approved',
      });
      expect(approved.json()).toMatchObject({ applicationStatus: 'Approved', isActive: true });
      const reviewed = await rowOf(me.consultantId);
      expect(reviewed.reviewed_by).toBe(admin.id);
      expect(new Date(reviewed.reviewed_at!).getTime()).toBe(approvedAt);

      // The same status again is no new review: neither who nor when moves.
      t.clock.advance(60_000);
      const other = await person(t, 1);
      await call('PUT', `/${me.consultantId}`, other.headers, { applicationStatus: 'Approved', bio: 'x' });
      const again = await rowOf(me.consultantId);
      expect(again.reviewed_by).toBe(admin.id);
      expect(new Date(again.reviewed_at!).getTime()).toBe(approvedAt);

      const back = await call('PUT', `/${me.consultantId}`, admin.headers, { applicationStatus: 'Pending' });
      expect(back.json().applicationStatus).toBe('Pending');
      expect(await rowOf(me.consultantId)).toMatchObject({ reviewed_by: null, reviewed_at: null });
    }));

  it('approves without switching on a profile the administrator switches off in the same change', async () => {
    const me = await consultant(t, { status: 'Rejected', isActive: false });
    const res = await call('PUT', `/${me.consultantId}`, admin.headers, {
      applicationStatus: 'Approved',
      isActive: false,
    });
    expect(res.json()).toMatchObject({ applicationStatus: 'Approved', isActive: false });
    // A rejection keeps the profile's activity as it was.
    const active = await consultant(t);
    const rejected = await call('PUT', `/${active.consultantId}`, admin.headers, {
      applicationStatus: 'Rejected',
    });
    expect(rejected.json()).toMatchObject({ applicationStatus: 'Rejected', isActive: true });
  });

  it("tells a user's connections only when their role changed", async () => {
    const pendingUser = await person(t);
    const approvedUser = await person(t);
    const working = await consultant(t);
    const closed = watchAccess();
    try {
      const pending = await call('POST', '', admin.headers, {
        userId: pendingUser.id,
        specialization: 'BI',
        applicationStatus: 'Pending',
      });
      expect(pending.statusCode).toBe(201);
      await call('PUT', `/${pending.json().id}`, admin.headers, { applicationStatus: 'Rejected' });
      await call('PUT', `/${working.consultantId}`, admin.headers, { bio: 'Still here.' });
      await call('PUT', `/${working.consultantId}`, admin.headers, { applicationStatus: 'Approved' });
      expect(closed).not.toHaveBeenCalled();

      expect(
        (await call('POST', '', admin.headers, { userId: approvedUser.id, specialization: 'BI' })).statusCode,
      ).toBe(201);
      expect(closed.mock.calls).toEqual([[approvedUser.id, { allowReconnect: true }]]);
      closed.mockClear();
      await call('PUT', `/${working.consultantId}`, admin.headers, { applicationStatus: 'Pending' });
      expect(closed.mock.calls).toEqual([[working.id, { allowReconnect: true }]]);
    } finally {
      closed.mockRestore();
    }
  });

  it('says in its events what happened to whom', async () => {
    const user = await person(t);
    const events = recordEvents(t);
    try {
      const { id } = (
        await call('POST', '', admin.headers, {
          userId: user.id,
          specialization: 'BI',
          applicationStatus: 'Pending',
        })
      ).json();
      await call('PUT', `/${id}`, admin.headers, { bio: 'More.' });
      await call('PUT', `/${id}`, admin.headers, { applicationStatus: 'Rejected' });
      expect((await call('DELETE', `/${id}`, admin.headers)).statusCode).toBe(204);
      expect(
        events.all().map(({ type, title, message, data }) => [type, title, message, data?.status]),
      ).toEqual([
        ['consultant_created', 'Consultant created', 'Consultant "Test User" was created.', 'Pending'],
        ['consultant_updated', 'Consultant updated', 'Consultant "Test User" was updated.', 'Pending'],
        ['consultant_rejected', 'Consultant rejected', 'Consultant "Test User" was rejected.', 'Rejected'],
        ['consultant_deleted', 'Consultant deleted', 'Consultant "Test User" was deleted.', undefined],
      ]);
    } finally {
      events.restore();
    }
  });

  it('refuses a specialization of spaces with its own message', async () => {
    const me = await consultant(t);
    const res = await call('PUT', `/${me.consultantId}`, me.headers, { specialization: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'specialization', message: MSG.specializationRequired }]);
  });
});
