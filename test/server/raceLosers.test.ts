import * as consultants from '@server/repositories/consultants';
import * as projectTeam from '@server/repositories/projectTeam';
import * as services from '@server/repositories/services';
import * as users from '@server/repositories/users';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';
import { apply, storedCvs } from './work/consultantSamples';
import { consultant, person, project, staff } from './work/fixtures';

// A write that checks a name is free and then stores it can lose a race: another write stores the
// same name between the check and the insert, and the database's unique index refuses the second.
// The loser must answer as if it had come second (the same 409 or 400 as a plain duplicate), never
// a 500. Here the check is made to miss the other write once, which is what such a race looks like.

// The modules' exports as plain properties, so that a test can replace one check.
jest.mock('@server/repositories/services', () => ({
  __esModule: true,
  ...jest.requireActual('@server/repositories/services'),
}));
jest.mock('@server/repositories/consultants', () => ({
  __esModule: true,
  ...jest.requireActual('@server/repositories/consultants'),
}));
jest.mock('@server/repositories/projectTeam', () => ({
  __esModule: true,
  ...jest.requireActual('@server/repositories/projectTeam'),
}));
jest.mock('@server/repositories/users', () => ({
  __esModule: true,
  ...jest.requireActual('@server/repositories/users'),
}));

describe('writes that lose a race for a unique name', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.tokenFor(1);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const service = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/services${url}`, headers: bearer(admin), payload });
  const slugTaken = { message: 'A service with this slug already exists.' };

  it('a service created with a slug stored meanwhile answers 409', async () => {
    expect((await service('POST', '', { title: 'First', slug: 'contested' })).statusCode).toBe(201);
    jest.spyOn(services, 'slugTaken').mockResolvedValueOnce(false);
    const res = await service('POST', '', { title: 'Second', slug: 'contested' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(slugTaken);
  });

  it('a service moved to a slug stored meanwhile answers 409, and keeps its own', async () => {
    await service('POST', '', { title: 'Holder', slug: 'held' });
    const mover = (await service('POST', '', { title: 'Mover' })).json();
    jest.spyOn(services, 'slugTaken').mockResolvedValueOnce(false);
    const res = await service('PUT', `/${mover.id}`, { slug: 'held' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(slugTaken);
    const after = await t.app.inject({ method: 'GET', url: `/api/services/${mover.id}` });
    expect(after.json().slug).toBe(mover.slug);
  });

  it('a registration whose user name was taken meanwhile answers as a taken user name', async () => {
    const first = await t.createUser();
    jest.spyOn(users, 'findConflicts').mockResolvedValueOnce({ email: false, userName: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Account/Register',
      payload: {
        userName: first.userName,
        email: `late${Date.now()}@example.com`,
        name: 'Late',
        surname: 'Comer',
        password: 'Password123!',
        confirmPassword: 'Password123!',
        phoneNumber: '',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'userName', message: 'This user name is already taken.' }]);
  });

  it('a registration whose address was taken meanwhile answers like a new one and tells the owner', async () => {
    const first = await t.createUser();
    jest.spyOn(users, 'findConflicts').mockResolvedValueOnce({ email: false, userName: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Account/Register',
      payload: {
        userName: `late${Date.now()}`,
        email: first.email,
        name: 'Late',
        surname: 'Comer',
        password: 'Password123!',
        confirmPassword: 'Password123!',
        phoneNumber: '',
      },
    });
    expect(res.statusCode).toBe(201);
    expect((await t.outbox(first.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/registration attempt/i),
    ]);
  });

  it('a new leader named while another took the lead meanwhile answers 409, and the team stays as it was', async () => {
    const [first, second] = [await consultant(t), await consultant(t)];
    const p = await project(t);
    await staff(t, p, first.consultantId, true);
    // The demotion of the leader it read misses the one who took the lead meanwhile.
    jest.spyOn(projectTeam, 'demoteLeader').mockResolvedValueOnce(undefined);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${p}/consultants`,
      headers: bearer(admin),
      payload: { consultantId: second.consultantId, isLeader: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'The team was changed at the same time. Please try again.' });
    const team = await t.app.db
      .selectFrom('project_consultants')
      .select(['consultant_id', 'is_leader'])
      .where('project_id', '=', p)
      .execute();
    expect(team).toEqual([{ consultant_id: first.consultantId, is_leader: 1 }]);
  });

  it('a consultant profile made for a user who got one meanwhile answers 409', async () => {
    const user = await person(t);
    const make = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/consultants',
        headers: bearer(admin),
        payload: { userId: user.id, specialization: 'Data' },
      });
    expect((await make()).statusCode).toBe(201);
    jest.spyOn(consultants, 'findConsultantRow').mockResolvedValueOnce(undefined);
    const res = await make();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This user already has a consultant profile.');
  });

  it('an address confirmed after another account took it meanwhile stays theirs', async () => {
    const mover = await t.createUser();
    const token = await t.login(mover.email, mover.password);
    const wanted = `wanted${Date.now()}@example.com`;
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/update',
      headers: bearer(token),
      payload: {
        userName: mover.userName,
        email: wanted,
        name: 'Test',
        surname: 'User',
        phoneNumber: '',
        photo: '',
      },
    });
    expect(update.statusCode).toBe(200);
    const code = await t.lastCode(wanted);
    const holder = await t.createUser({ email: wanted });
    jest.spyOn(users, 'findConflicts').mockResolvedValueOnce({ email: false, userName: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/confirm-email',
      headers: bearer(token),
      payload: { code },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'email', message: 'This email address is already registered.' },
    ]);
    const rows = await t.app.db
      .selectFrom('users')
      .select(['id', 'email', 'pending_email'])
      .where('id', 'in', [mover.id, holder.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: mover.id, email: mover.email, pending_email: null },
      { id: holder.id, email: wanted, pending_email: null },
    ]);
  });

  describe('two applications to be a consultant at the same moment', () => {
    const pending = { message: 'There is an application already pending for this account.' };

    it('the first one: the second answers 409 and leaves no CV file behind', async () => {
      const applicant = await person(t);
      expect((await apply(t, applicant.headers)).statusCode).toBe(201);
      const files = storedCvs(t).length;
      // Its checks (before the upload and in the write) read "no application yet"; its insert then
      // meets the first one's row.
      jest
        .spyOn(consultants, 'findConsultantRow')
        .mockResolvedValueOnce(undefined)
        .mockResolvedValueOnce(undefined)
        .mockResolvedValueOnce(undefined);
      const res = await apply(t, applicant.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(pending);
      expect(storedCvs(t)).toHaveLength(files);
    });

    it('again after a rejection: the second answers 409 and the first stays', async () => {
      const applicant = await person(t);
      const { id } = (await apply(t, applicant.headers)).json();
      await t.app.inject({
        method: 'POST',
        url: `/api/consultants/reject/${id}`,
        headers: bearer(admin),
        payload: { adminNotes: 'Not yet.' },
      });
      const rejected = await consultants.findConsultantRow(t.app.db, { userId: applicant.id });
      expect((await apply(t, applicant.headers)).statusCode).toBe(201);
      // The second still reads the rejected application the first has just replaced.
      jest
        .spyOn(consultants, 'findConsultantRow')
        .mockResolvedValueOnce(rejected)
        .mockResolvedValueOnce(rejected)
        .mockResolvedValueOnce(rejected);
      const res = await apply(t, applicant.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(pending);
      const row = await consultants.findConsultantRow(t.app.db, { userId: applicant.id });
      expect(row).toMatchObject({ application_status: 'Pending' });
    });
  });
});
