import { existsSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { recordEvents } from '../content/support';
import { apply } from './consultantSamples';
import { consultant, person, project, staff, type Person } from './fixtures';

// Administrators create and delete consultants; administrators and the consultant change them
// (docs/requirements.md#consultants, #access).

describe('consultant writes', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, headers = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/consultants${url}`, headers, ...(payload ? { payload } : {}) });
  const roleOf = async (userId: number) =>
    (await t.app.db.selectFrom('users').select('role_id').where('id', '=', userId).executeTakeFirstOrThrow())
      .role_id;

  describe('create', () => {
    it('makes an existing user an approved, active consultant with the defaults, and role 2', async () => {
      const user = await person(t);
      const events = recordEvents(t);
      const res = await call('POST', '', admin.headers, { userId: user.id, specialization: ' SAP ' });
      const raised = events.all();
      events.restore();
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        userId: user.id,
        specialization: 'SAP',
        bio: '',
        linkedInUrl: '',
        yearsOfExperience: 0,
        isAvailable: true,
        isActive: true,
        applicationStatus: 'Approved',
        expertise: [],
        email: user.email,
        hasCv: false,
      });
      expect(await roleOf(user.id)).toBe(2);
      expect(raised).toEqual([
        expect.objectContaining({
          family: 'consultants',
          type: 'consultant_created',
          toUserIds: [user.id],
          data: expect.objectContaining({ consultantId: res.json().id, userId: user.id, name: 'Test User' }),
        }),
      ]);
    });

    it('keeps a pending profile pending, and an administrator an administrator', async () => {
      const user = await person(t);
      const res = await call('POST', '', admin.headers, {
        userId: user.id,
        specialization: 'BI',
        applicationStatus: 'Pending',
        isActive: false,
        yearsOfExperience: 12,
      });
      expect(res.json()).toMatchObject({
        applicationStatus: 'Pending',
        isActive: false,
        yearsOfExperience: 12,
      });
      expect(await roleOf(user.id)).toBe(3);
      const other = await person(t, 1);
      await call('POST', '', admin.headers, { userId: other.id, specialization: 'BI' });
      expect(await roleOf(other.id)).toBe(1);
    });

    it('answers 404 for an unknown user, 409 for a second profile, 400 for bad input', async () => {
      expect(
        (await call('POST', '', admin.headers, { userId: 999999, specialization: 'x' })).statusCode,
      ).toBe(404);
      const working = await consultant(t);
      const twice = await call('POST', '', admin.headers, { userId: working.id, specialization: 'x' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(MSG.consultantExists);
      const user = await person(t);
      for (const body of [
        { userId: user.id, specialization: 'x', linkedInUrl: 'javascript:alert(1)' },
        { userId: user.id, specialization: '  ' },
        { userId: user.id },
        { userId: user.id, specialization: 'x', yearsOfExperience: 71 },
        { userId: user.id, specialization: 'x', bio: 'b'.repeat(5001) },
      ]) {
        expect((await call('POST', '', admin.headers, body)).statusCode).toBe(400);
      }
      expect(await roleOf(user.id)).toBe(3);
    });

    it('is for administrators only', async () => {
      const user = await person(t);
      for (const role of [2, 3, 4] as const) {
        const caller = role === 2 ? await consultant(t) : await person(t, role);
        expect(
          (await call('POST', '', caller.headers, { userId: user.id, specialization: 'x' })).statusCode,
        ).toBe(403);
      }
      expect((await call('POST', '', {}, { userId: user.id, specialization: 'x' })).statusCode).toBe(401);
    });
  });

  describe('update', () => {
    it('lets the consultant change their profile, ignoring status, activity and names', async () => {
      const me = await consultant(t);
      const events = recordEvents(t);
      const res = await call('PUT', `/${me.consultantId}`, me.headers, {
        id: 999,
        userId: 999,
        name: 'Someone',
        surname: 'Else',
        specialization: 'Azure',
        bio: 'Cloud first.',
        linkedInUrl: 'https://linkedin.com/in/me',
        image: '/uploads/photos/x.png',
        yearsOfExperience: 9,
        isAvailable: false,
        isActive: false,
        applicationStatus: 'Rejected',
      });
      const raised = events.all();
      events.restore();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: me.consultantId,
        userId: me.id,
        name: 'Test',
        specialization: 'Azure',
        bio: 'Cloud first.',
        yearsOfExperience: 9,
        isAvailable: false,
        isActive: true,
        applicationStatus: 'Approved',
        email: me.email,
      });
      expect(raised.map((e) => [e.type, e.toUserIds])).toEqual([['consultant_updated', [me.id]]]);
      expect(await roleOf(me.id)).toBe(2);
    });

    it('changes only the fields given', async () => {
      const me = await consultant(t);
      const res = await call('PUT', `/${me.consultantId}`, me.headers, { bio: 'Only this.' });
      expect(res.json()).toMatchObject({
        bio: 'Only this.',
        specialization: 'Cloud migration',
        yearsOfExperience: 5,
      });
    });

    it('lets an administrator deactivate, approve and reject, with the role following the status', async () => {
      const applicant = await person(t);
      const { id } = (await apply(t, applicant.headers)).json();
      const approved = await call('PUT', `/${id}`, admin.headers, { applicationStatus: 'Approved' });
      expect(approved.json()).toMatchObject({ applicationStatus: 'Approved', isActive: true });
      expect(await roleOf(applicant.id)).toBe(2);
      const off = await call('PUT', `/${id}`, admin.headers, { isActive: false });
      expect(off.json()).toMatchObject({ applicationStatus: 'Approved', isActive: false });

      const events = recordEvents(t);
      const rejected = await call('PUT', `/${id}`, admin.headers, { applicationStatus: 'Rejected' });
      const raised = events.all();
      events.restore();
      expect(rejected.json().applicationStatus).toBe('Rejected');
      expect(await roleOf(applicant.id)).toBe(3);
      expect(raised).toEqual([
        expect.objectContaining({
          family: 'consultants',
          type: 'consultant_rejected',
          toUserIds: [applicant.id],
          data: expect.objectContaining({ consultantId: id, status: 'Rejected' }),
        }),
      ]);
    });

    it("answers 404 to anyone else's consultant, 400 to bad input", async () => {
      const me = await consultant(t);
      const other = await consultant(t);
      for (const headers of [other.headers, (await person(t)).headers, (await person(t, 4)).headers]) {
        expect((await call('PUT', `/${me.consultantId}`, headers, { bio: 'hijack' })).statusCode).toBe(404);
      }
      expect((await call('PUT', '/999999', admin.headers, { bio: 'x' })).statusCode).toBe(404);
      expect((await call('PUT', `/${me.consultantId}`, {}, { bio: 'x' })).statusCode).toBe(401);
      for (const body of [
        { bio: 'b'.repeat(5001) },
        { image: 'javascript:alert(1)' },
        { specialization: '   ' },
        { yearsOfExperience: -1 },
        { applicationStatus: 'Maybe' },
      ]) {
        expect((await call('PUT', `/${me.consultantId}`, me.headers, body)).statusCode).toBe(400);
      }
      const row = await call('GET', `/${me.consultantId}`, me.headers);
      expect(row.json().bio).toBe('');
    });
  });

  describe('remove', () => {
    it('deletes the consultant with expertise, team places and CV; the user becomes a customer', async () => {
      const applicant = await person(t);
      const { id } = (await apply(t, applicant.headers)).json();
      await call('POST', `/approve/${id}`, admin.headers, {});
      const cv = (await t.app.db
        .selectFrom('consultants')
        .select('cv_url')
        .where('id', '=', id)
        .executeTakeFirst())!;
      const projectId = await project(t, { name: 'Data lake' });
      await staff(t, projectId, id, true);
      const closed = jest.spyOn(t.app.hub, 'closeUserConnections');
      const events = recordEvents(t);
      const res = await call('DELETE', `/${id}`, admin.headers);
      const raised = events.all();
      events.restore();
      expect(res.statusCode).toBe(204);
      expect(closed).toHaveBeenCalledWith(applicant.id, { allowReconnect: true });
      closed.mockRestore();
      expect(await roleOf(applicant.id)).toBe(3);
      expect((await call('GET', `/${id}`, admin.headers)).statusCode).toBe(404);
      const left = async (table: 'consultant_expertise' | 'project_consultants') =>
        t.app.db.selectFrom(table).select('id').where('consultant_id', '=', id).execute();
      expect(await left('consultant_expertise')).toEqual([]);
      expect(await left('project_consultants')).toEqual([]);
      expect(existsSync(path.join(t.config.dataDir, cv.cv_url))).toBe(false);
      const history = await t.app.db
        .selectFrom('project_history')
        .selectAll()
        .where('project_id', '=', projectId)
        .execute();
      expect(history).toEqual([
        expect.objectContaining({ action: 'Consultant removed', user_id: admin.id, user_name: 'Test User' }),
      ]);
      expect(history[0].details).toBe('Consultant "Test User" was deleted: removed from the team.');
      expect(raised.map((e) => [e.family, e.type, e.toUserIds])).toEqual([
        ['consultants', 'consultant_deleted', [applicant.id]],
      ]);
    });

    it('is for administrators only; an unknown id is 404', async () => {
      const me = await consultant(t);
      expect((await call('DELETE', `/${me.consultantId}`, me.headers)).statusCode).toBe(403);
      expect((await call('DELETE', `/${me.consultantId}`, (await person(t)).headers)).statusCode).toBe(403);
      expect((await call('DELETE', '/999999', admin.headers)).statusCode).toBe(404);
      expect((await call('GET', `/${me.consultantId}`)).statusCode).toBe(200);
    });
  });

  describe('private fields', () => {
    it('reach only the consultant and administrators, never a public read', async () => {
      const me = await consultant(t);
      const hidden = ['email', 'adminNotes', 'hasCv', 'appliedAt', 'reviewedAt'];
      for (const headers of [{}, (await consultant(t)).headers, (await person(t)).headers]) {
        const res = (await call('GET', `/${me.consultantId}`, headers)).json();
        for (const key of hidden) expect(res).not.toHaveProperty(key);
      }
      const listed = (await call('GET', '')).json().find((c: { id: number }) => c.id === me.consultantId);
      for (const key of hidden) expect(listed).not.toHaveProperty(key);
      for (const headers of [me.headers, admin.headers]) {
        const res = (await call('GET', `/${me.consultantId}`, headers)).json();
        expect(res).toMatchObject({ email: me.email, adminNotes: '', hasCv: false });
      }
      const queue = (await call('GET', '?all=true', admin.headers)).json();
      expect(queue.find((c: { id: number }) => c.id === me.consultantId).email).toBe(me.email);
    });
  });
});
