import { MSG } from '@shared/messages';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { recordEvents } from '../content/support';
import { consultant, person, project, staff, type Person } from '../work/fixtures';
import { newUser, sameUser, usersApi } from './support';

// Administrators create and change accounts (docs/requirements.md#users, #roles, #events).

describe('creating and changing users', () => {
  let t: TestApp;
  let admin: Person;
  let api: ReturnType<typeof usersApi>;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
    api = usersApi(t, admin.headers);
  });
  afterAll(() => t.close());

  const consultantRow = (userId: number) =>
    t.app.db.selectFrom('consultants').selectAll().where('user_id', '=', userId).executeTakeFirst();

  describe('create', () => {
    it('with a password: verified and able to sign in at once; admins are told', async () => {
      const events = recordEvents(t);
      const body = newUser({
        password: 'Password123!',
        phoneNumber: ' 555 ',
        roleId: 4,
        name: ' Made ',
        surname: ' Trimmed ',
      });
      const res = await api.create(body);
      const raised = events.all();
      events.restore();
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        userName: body.userName,
        email: body.email,
        name: 'Made',
        surname: 'Trimmed',
        phoneNumber: '555',
        roleId: 4,
        roles: ['Other'],
        isActive: true,
        emailVerified: true,
      });
      expect(await t.login(body.email, 'Password123!')).toEqual(expect.any(String));
      expect(await t.outbox(body.email)).toEqual([]);
      expect(raised).toEqual([
        expect.objectContaining({
          family: 'users',
          type: 'user_created',
          data: expect.objectContaining({
            userId: res.json().id,
            userName: body.userName,
            email: body.email,
            role: 'Other',
            name: 'Made Trimmed',
            invited: false,
          }),
        }),
      ]);
      expect(raised[0].toUserIds).toBeUndefined();
    });

    it('without one: an invitation with a reset code; setting the password verifies the account', async () => {
      const body = newUser();
      const res = await api.create(body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ emailVerified: false, isActive: true, roleId: 3 });
      const [mail] = await t.outbox(body.email);
      expect(mail.subject).toBe('An account has been made for you');
      expect(mail.text).toContain('an account has been made for you');
      expect(mail.text).toContain(`/forgot-password?email=${encodeURIComponent(body.email)}`);
      const code = await t.lastCode(body.email);
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/Account/Account/ResetPassword',
        payload: { email: body.email, code, password: 'Chosen123!', confirmPassword: 'Chosen123!' },
      });
      expect(reset.statusCode).toBe(200);
      expect(await t.login(body.email, 'Chosen123!')).toEqual(expect.any(String));
      expect((await api.get(res.json().id)).json().emailVerified).toBe(true);
    });

    it('refuses a taken user name or address with the registration texts, by field', async () => {
      const taken = await t.createUser();
      const both = await api.create(newUser({ userName: taken.userName.toUpperCase(), email: taken.email }));
      expect(both.statusCode).toBe(400);
      expect(both.json()).toEqual({
        message: MSG.userNameTaken,
        errors: [
          { field: 'userName', message: MSG.userNameTaken },
          { field: 'email', message: MSG.emailTaken },
        ],
      });
      const email = await api.create(newUser({ email: taken.email.toUpperCase() }));
      expect(email.json()).toMatchObject({ message: MSG.emailTaken, errors: [{ field: 'email' }] });
    });

    it('checks the fields: e-mail, user name, password length, role', async () => {
      const bad = [
        newUser({ email: 'not-an-address' }),
        newUser({ userName: 'has space' }),
        newUser({ password: 'short' }),
        newUser({ roleId: 5 }),
        newUser({ name: '' }),
      ];
      for (const body of bad) {
        const res = await api.create(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors?.length).toBeGreaterThan(0);
      }
      expect((await api.create(newUser({ email: 'x' }))).json().errors).toEqual([
        expect.objectContaining({ field: 'email', message: MSG.invalidEmail }),
      ]);
    });

    // The limits of src/shared/domain/fields.ts, which the user form shares.
    it.each([
      ['name', 'Name must be at most 100 characters.'],
      ['surname', 'Surname must be at most 100 characters.'],
    ])('takes a %s of 100 characters and refuses 101', async (field, message) => {
      const fits = await api.create(newUser({ [field]: 'x'.repeat(100) }));
      expect(fits.statusCode).toBe(201);
      expect(fits.json()[field]).toBe('x'.repeat(100));
      const over = await api.create(newUser({ [field]: 'x'.repeat(101) }));
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ message, errors: [{ field, message }] });
    });

    it('as a consultant: an approved, active profile that works at once', async () => {
      const events = recordEvents(t);
      const body = newUser({ roleId: 2, password: 'Password123!' });
      const res = await api.create(body);
      const types = events.types();
      const profileEvent = events.last();
      events.restore();
      expect(res.statusCode).toBe(201);
      const row = await consultantRow(res.json().id);
      expect(row).toMatchObject({
        application_status: 'Approved',
        is_active: 1,
        specialization: '',
        years_of_experience: 0,
        reviewed_by: admin.id,
      });
      expect(profileEvent).toMatchObject({
        type: 'consultant_created',
        title: 'Consultant created',
        message: `Consultant "Made ${body.surname}" was created with a change of role.`,
        data: expect.objectContaining({ status: 'Approved' }),
      });
      expect(res.json().consultantId).toBe(row!.id);
      expect(types).toEqual(['user_created', 'consultant_created']);
      const token = await t.login(body.email, 'Password123!');
      // A consultant's call, and their own working profile.
      const headers = { authorization: `Bearer ${token}` };
      expect((await usersApi(t, headers).call('GET', '/user/customers')).statusCode).toBe(200);
      const mine = await t.app.inject({ method: 'GET', url: '/api/consultants/mine', headers });
      expect(mine.json().consultant).toMatchObject({
        id: row!.id,
        applicationStatus: 'Approved',
        isActive: true,
      });
    });
  });

  describe('update', () => {
    it('changes the details, phone and state, and tells administrators', async () => {
      const user = (await api.create(newUser({ password: 'Password123!' }))).json();
      const events = recordEvents(t);
      const res = await api.update(
        user.id,
        sameUser(user, { name: ' Renamed ', phoneNumber: '+90 555', email: user.email.toUpperCase() }),
      );
      const raised = events.all();
      events.restore();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Renamed', phoneNumber: '+90 555', email: user.email });
      expect(raised.map((e) => e.type)).toEqual(['user_updated']);
      expect(raised[0].toUserIds).toBeUndefined();
    });

    it('sets a new address at once, tells the old one, and keeps its phone when none is sent', async () => {
      const user = (await api.create(newUser({ password: 'Password123!', phoneNumber: '123' }))).json();
      const next = `moved${Date.now()}@test.example`;
      const res = await api.update(user.id, sameUser(user, { email: next }));
      expect(res.json()).toMatchObject({ email: next, phoneNumber: '123', pendingEmail: null });
      expect((await t.outbox(user.email)).at(-1)?.subject).toBe('Your email address was changed');
      expect(await t.login(next, 'Password123!')).toEqual(expect.any(String));
    });

    it('refuses a name or address another user holds, not the user’s own', async () => {
      const user = (await api.create(newUser())).json();
      const other = await t.createUser();
      expect((await api.update(user.id, sameUser(user))).statusCode).toBe(200);
      const res = await api.update(user.id, sameUser(user, { userName: other.userName }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'userName', message: MSG.userNameTaken }]);
    });

    it.each([
      ['name', 'Name must be at most 100 characters.'],
      ['surname', 'Surname must be at most 100 characters.'],
    ])('takes a %s of 100 characters and refuses 101', async (field, message) => {
      const user = (await api.create(newUser())).json();
      const fits = await api.update(user.id, sameUser(user, { [field]: 'y'.repeat(100) }));
      expect(fits.statusCode).toBe(200);
      expect(fits.json()[field]).toBe('y'.repeat(100));
      const over = await api.update(user.id, sameUser(user, { [field]: 'y'.repeat(101) }));
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ message, errors: [{ field, message }] });
      expect((await api.get(user.id)).json()[field]).toBe('y'.repeat(100));
    });

    it.each([
      ['userName', (u: { userName: string }) => `${u.userName}b`],
      ['email', () => `other${Date.now()}@test.example`],
      ['name', () => 'Other'],
      ['surname', () => ' Other '],
      ['phoneNumber', () => ' 555 12 '],
    ])('tells administrators of a change of the %s alone, trimmed', async (field, value) => {
      const user = (await api.create(newUser({ password: 'Password123!', phoneNumber: '1' }))).json();
      const given = value(user);
      const events = recordEvents(t);
      const res = await api.update(user.id, sameUser(user, { [field]: given }));
      const raised = events.all();
      events.restore();
      expect(res.statusCode).toBe(200);
      expect(res.json()[field]).toBe(given.trim());
      expect(raised.map((e) => e.type)).toEqual(['user_updated']);
    });

    it('raises nothing, mails nothing and leaves the connections alone when nothing differs', async () => {
      const user = (await api.create(newUser({ password: 'Password123!', phoneNumber: '1' }))).json();
      // An address waiting for its PIN stays waiting while the address itself does not change.
      await t.app.db
        .updateTable('users')
        .set({ pending_email: `waiting${Date.now()}@test.example` })
        .where('id', '=', user.id)
        .execute();
      const closed = jest.spyOn(t.app.hub, 'closeUserConnections');
      const events = recordEvents(t);
      const res = await api.update(user.id, sameUser(user, { isActive: true }));
      const raised = events.all();
      events.restore();
      expect(closed).not.toHaveBeenCalled();
      closed.mockRestore();
      expect(res.json().pendingEmail).toMatch(/^waiting/);
      expect(raised).toEqual([]);
      expect(await t.outbox(user.email)).toEqual([]);
      // Deactivating an account that is already inactive is no change either.
      await api.update(user.id, sameUser(user, { isActive: false }));
      const again = recordEvents(t);
      await api.update(user.id, sameUser(user, { isActive: false }));
      expect(again.all()).toEqual([]);
      again.restore();
    });

    it('answers 404 for an unknown user', async () => {
      expect((await api.update(999999, sameUser(newUser()))).statusCode).toBe(404);
    });

    it('tells the user and administrators of a status change, with the status', async () => {
      const user = (await api.create(newUser({ password: 'Password123!' }))).json();
      const events = recordEvents(t);
      await api.update(user.id, sameUser(user, { isActive: false }));
      await api.update(user.id, sameUser(user, { isActive: true }));
      const raised = events.all();
      events.restore();
      expect(raised.map((e) => [e.type, e.data?.status, e.toUserIds])).toEqual([
        ['user_status_changed', 'Inactive', [user.id]],
        ['user_status_changed', 'Active', [user.id]],
      ]);
    });
  });

  describe('roles', () => {
    it('assigns role 2 with a profile, approving a pending application', async () => {
      const applicant = await consultant(t, { status: 'Pending' });
      const events = recordEvents(t);
      const res = await api.assign(applicant.id, 2);
      const raised = events.all();
      events.restore();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        roleId: 2,
        roles: ['Consultant'],
        consultantId: applicant.consultantId,
      });
      expect(await consultantRow(applicant.id)).toMatchObject({
        application_status: 'Approved',
        is_active: 1,
        reviewed_by: admin.id,
      });
      expect(raised.map((e) => e.type)).toEqual(['role_assigned', 'consultant_updated']);
      expect(raised[0]).toMatchObject({
        family: 'roles',
        toUserIds: [applicant.id],
        data: expect.objectContaining({ userId: applicant.id, role: 'Consultant', formerRole: 'Customer' }),
      });
    });

    it('removing role 2 deactivates the profile; its team places stay and their projects record it', async () => {
      const worker = await consultant(t);
      const projectId = await project(t);
      await staff(t, projectId, worker.consultantId, true);
      const events = recordEvents(t);
      const res = await api.unassign(worker.id);
      const raised = events.all();
      events.restore();
      expect(res.json()).toMatchObject({ roleId: 3, roles: ['Customer'] });
      expect(await consultantRow(worker.id)).toMatchObject({ is_active: 0, application_status: 'Approved' });
      const place = await t.app.db
        .selectFrom('project_consultants')
        .selectAll()
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      expect(place).toMatchObject({ consultant_id: worker.consultantId, is_leader: 1 });
      const history = await t.app.inject({
        method: 'GET',
        url: `/api/projects/${projectId}/history`,
        headers: admin.headers,
      });
      expect(history.json()[0]).toMatchObject({
        action: 'Consultant inactive',
        details:
          'Test User is no longer a consultant: they keep their place on the team but do no work on ' +
          'the project until they are a consultant again or are taken off it.',
        userId: admin.id,
      });
      expect(raised[0]).toMatchObject({
        family: 'roles',
        type: 'role_removed',
        toUserIds: [worker.id],
        data: expect.objectContaining({ role: 'Customer', formerRole: 'Consultant' }),
      });
      // Back to role 2: the same profile works again, its review as it was.
      const reviewed = await consultantRow(worker.id);
      const back = recordEvents(t);
      expect((await api.assign(worker.id, 2)).json().consultantId).toBe(worker.consultantId);
      expect(await consultantRow(worker.id)).toMatchObject({
        is_active: 1,
        reviewed_at: reviewed!.reviewed_at,
        reviewed_by: reviewed!.reviewed_by,
      });
      expect(back.last()).toMatchObject({
        type: 'consultant_updated',
        title: 'Consultant updated',
        message: `Consultant "Test User" was updated with a change of role.`,
      });
      back.restore();
    });

    it('leaves a profile alone that already works, or that is already off', async () => {
      // A working profile under a customer's role: giving the role back changes no profile.
      const working = await consultant(t);
      await t.app.db.updateTable('users').set({ role_id: 3 }).where('id', '=', working.id).execute();
      const events = recordEvents(t);
      expect((await api.assign(working.id, 2)).statusCode).toBe(200);
      expect(events.types()).toEqual(['role_assigned']);
      events.clear();
      // A consultant whose profile is already off: taking the role writes no project history.
      const idle = await consultant(t);
      const projectId = await project(t);
      await staff(t, projectId, idle.consultantId);
      await t.app.db
        .updateTable('consultants')
        .set({ is_active: 0 })
        .where('id', '=', idle.consultantId)
        .execute();
      expect((await api.unassign(idle.id)).statusCode).toBe(200);
      expect(events.types()).toEqual(['role_removed']);
      events.restore();
      const history = await t.app.db
        .selectFrom('project_history')
        .select('action')
        .where('project_id', '=', projectId)
        .execute();
      expect(history).toEqual([]);
    });

    it('answers 404 for an unknown user and 400 for an unknown role', async () => {
      expect((await api.assign(999999, 2)).statusCode).toBe(404);
      expect((await api.unassign(999999)).statusCode).toBe(404);
      const user = await t.createUser();
      expect((await api.assign(user.id, 7)).statusCode).toBe(400);
    });
  });
});
