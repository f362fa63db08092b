import * as projectsRepo from '@server/repositories/projects';
import { DEMO_ACCOUNTS } from '@server/seed/seed';
import { findUserByEmail } from '@server/repositories/users';
import { MSG } from '@shared/messages';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';
import { countRows, recordEvents } from './support';

// The module's exports as plain properties, so that a test can spy on one: compiled ES modules
// define them as getters that cannot be replaced.
jest.mock('@server/repositories/projects', () => ({
  __esModule: true,
  ...jest.requireActual('@server/repositories/projects'),
}));

describe('approving a project request', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let events: ReturnType<typeof recordEvents>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.tokenFor(1);
    adminId = (await findUserByEmail(t.app.db, DEMO_ACCOUNTS[0].email))!.id;
    events = recordEvents(t);
  });
  beforeEach(() => events.clear());
  afterAll(() => t.close());

  let n = 0;
  async function submit(over: object = {}, token?: string) {
    n += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ProjectRequest',
      headers: token ? bearer(token) : {},
      payload: {
        requestTitle: `ERP for plant ${n}`,
        description: 'Replace the old stock system.',
        contactName: 'Ayşe Nur Yıldız',
        email: `buyer${n}-${Date.now()}@factory.example`,
        phoneNumber: '+90 532 000 00 00',
        budget: 125000.75,
        currency: 'eur',
        desiredStartDate: '2030-05-01',
        ...over,
      },
    });
    expect(res.statusCode).toBe(201);
    events.clear();
    return res.json();
  }
  const approve = (id: number, payload?: object, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ProjectRequest/${id}/approve`,
      headers: bearer(token),
      payload,
    });

  it('creates the project and a customer account for a new e-mail address', async () => {
    const [service] = (await t.app.inject({ method: 'GET', url: '/api/services' })).json();
    const req = await submit({ serviceId: service.id });
    const res = await approve(req.id, { adminNotes: 'Welcome aboard' });
    expect(res.statusCode).toBe(200);
    const { request, project } = res.json();
    const customer = (await findUserByEmail(t.app.db, req.email))!;
    expect(customer).toMatchObject({
      role_id: 3,
      email_verified: 1,
      is_active: 1,
      name: 'Ayşe Nur',
      surname: 'Yıldız',
    });
    expect(customer.phone_number).toBe('+90 532 000 00 00');
    expect(project).toEqual({
      id: expect.any(Number),
      name: req.requestTitle,
      description: 'Replace the old stock system.',
      status: 'Pending',
      customerId: customer.id,
      serviceId: service.id,
      budget: 125000.75,
      currency: 'EUR',
      startDate: '2030-05-01',
      endDate: null,
      isAvailableForApplication: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(request).toMatchObject({
      id: req.id,
      status: 'Approved',
      projectId: project.id,
      userId: customer.id,
      adminNotes: 'Welcome aboard',
    });
    const history = await t.app.db
      .selectFrom('project_history')
      .selectAll()
      .where('project_id', '=', project.id)
      .execute();
    expect(history).toEqual([
      expect.objectContaining({ action: 'Created', user_id: adminId, user_name: 'Ada Admin' }),
    ]);
    expect(history[0].details).toBe(`Created from project request #${req.id} "${req.requestTitle}".`);

    // Nobody knows the generated password; the mailed route to a password is ForgotPassword.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: req.email, password: 'Password123!' },
    });
    expect(login.statusCode).toBe(401);
    // The mail is queued once the approval has committed, with its pushes.
    await t.app.deferred.idle();
    const [mail] = await t.outbox(req.email);
    expect(mail.subject).toBe('Your project has been created');
    expect(mail.text).toContain(`/forgot-password?email=${encodeURIComponent(req.email)}`);
    await t.app.inject({
      method: 'POST',
      url: '/api/Account/Account/ForgotPassword',
      payload: { email: req.email },
    });
    const code = await t.lastCode(req.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Account/ResetPassword',
      payload: { email: req.email, code, password: 'MyNewPass123!', confirmPassword: 'MyNewPass123!' },
    });
    expect(reset.statusCode).toBe(200);
    const token = await t.login(req.email, 'MyNewPass123!');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/ProjectRequest/mine',
      headers: bearer(token),
    });
    expect(mine.json().map((r: { id: number }) => r.id)).toEqual([req.id]);
  });

  it('raises the approval for admins and the customer, and ProjectCreated beside the stored project_created', async () => {
    const req = await submit();
    const { project } = (await approve(req.id)).json();
    const customerId = project.customerId;
    expect(events.all()).toEqual([
      expect.objectContaining({
        family: 'projectRequests',
        type: 'project_request_approved',
        title: 'Project request approved',
        message: `Project request "${req.requestTitle}" was approved and project "${project.name}" created.`,
        toUserIds: [customerId],
        data: expect.objectContaining({
          requestTitle: req.requestTitle,
          customerName: 'Ayşe Nur Yıldız',
          budget: 125000.75,
          currency: 'EUR',
          projectId: project.id,
          adminNotes: '',
        }),
      }),
      expect.objectContaining({
        family: 'projects',
        type: 'project_created',
        title: 'Project created',
        message: `Project "${project.name}" was created.`,
        toUserIds: [customerId],
        data: expect.objectContaining({ projectId: project.id, name: project.name }),
        // Pushed with each recipient's stored notification, carrying that notification's id.
        hubEvent: { target: 'ProjectCreated', fields: { name: project.name, projectId: project.id } },
      }),
    ]);
    const stored = await t.app.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', customerId)
      .orderBy('id')
      .execute();
    expect(stored.map((r) => r.type)).toEqual(['project_request_approved', 'project_created']);
  });

  it('links an existing account by e-mail instead of creating one', async () => {
    const existing = await t.createUser({ email: `known${Date.now()}@client.example` });
    const req = await submit({ email: existing.email.toUpperCase(), contactName: 'Somebody Else' });
    const users = await countRows(t, 'users');
    const res = await approve(req.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().project.customerId).toBe(existing.id);
    expect(res.json().request.userId).toBe(existing.id);
    expect(await countRows(t, 'users')).toBe(users);
    expect(events.all()[0].data).toMatchObject({ customerName: 'Test User' });
    // The mail is queued once the approval has committed, with its pushes.
    await t.app.deferred.idle();
    const [mail] = await t.outbox(existing.email);
    expect(mail.subject).toBe('Your project request has been approved');
    expect(mail.text).toContain(`/projects/${res.json().project.id}`);
  });

  it('links an account that verified the address after the request was sent', async () => {
    const req = await submit();
    const later = await t.createUser({ email: req.email });
    await t.app.db.updateTable('users').set({ name: '', surname: '' }).where('id', '=', later.id).execute();
    const res = await approve(req.id, { adminNotes: '  Glad to help.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().project.customerId).toBe(later.id);
    expect(res.json().request).toMatchObject({ userId: later.id, adminNotes: 'Glad to help.' });
    // An account without a name is called what the request calls its sender.
    expect(events.all()[0].data).toMatchObject({ customerName: 'Ayşe Nur Yıldız' });
    // The mail is queued once the approval has committed, with its pushes.
    await t.app.deferred.idle();
    const [mail] = await t.outbox(req.email);
    expect(mail.text).toMatch(/^Hello Ayşe Nur Yıldız, /);
  });

  it.each([
    ['Cher', 'cher@x.example', 'Cher', '', 'cher'],
    ['  Ayşe   Nur  Yıldız ', "o'brien+tag@x.example", 'Ayşe Nur', 'Yıldız', 'obrientag'],
    ['Li Wei', 'l@x.example', 'Li', 'Wei', 'l00'],
    ['Long Name', `${'a'.repeat(45)}@x.example`, 'Long', 'Name', 'a'.repeat(40)],
  ])(
    'names the account it makes for %j and %s from the request',
    async (contactName, email, name, surname, userName) => {
      // A domain of its own each time, the local part as given.
      const domainEmail = email.replace('@x.example', `@${Date.now()}${n}.example`);
      const req = await submit({ contactName, email: domainEmail });
      expect((await approve(req.id)).statusCode).toBe(200);
      const user = (await findUserByEmail(t.app.db, domainEmail))!;
      expect([user.name, user.surname]).toEqual([name, surname]);
      expect(user.user_name).toBe(userName);
    },
  );

  it('gives a new account the first free user name: the address, then with 1, 2 and so on', async () => {
    const base = `taken${Date.now()}`;
    await t.createUser({ userName: base });
    await t.createUser({ userName: `${base}1` });
    const req = await submit({ email: `${base}@elsewhere.example` });
    expect((await approve(req.id)).statusCode).toBe(200);
    expect((await findUserByEmail(t.app.db, req.email))!.user_name).toBe(`${base}2`);
  });

  it('makes the signed-in requester the customer, whatever address the form names', async () => {
    const requester = await t.createUser();
    const other = await t.createUser();
    const req = await submit({ email: other.email }, await t.login(requester.email, requester.password));
    const { request, project } = (await approve(req.id)).json();
    expect(request.userId).toBe(requester.id);
    expect(project.customerId).toBe(requester.id);
    expect(events.all()[0].toUserIds).toEqual([requester.id]);
  });

  it('waits for an account that holds the address to verify it', async () => {
    const holder = await t.createUser({ verified: false });
    const req = await submit({ email: holder.email });
    const res = await approve(req.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.requestOwnerUnverified);
    // Once the request is decided otherwise, that it is no longer pending is what counts.
    await t.app.inject({
      method: 'POST',
      url: `/api/ProjectRequest/${req.id}/reject`,
      headers: bearer(admin),
    });
    expect((await approve(req.id)).json()).toEqual({
      message: 'Only a pending project request can be approved or rejected.',
    });
  });

  it('approves only a pending request, and only once', async () => {
    const req = await submit();
    expect((await approve(req.id)).statusCode).toBe(200);
    const projects = await countRows(t, 'projects');
    const again = await approve(req.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MSG.requestNotPending });
    expect(await countRows(t, 'projects')).toBe(projects);
    expect((await approve(999999)).statusCode).toBe(404);
    expect((await approve(req.id, undefined, await t.tokenFor(3))).statusCode).toBe(403);
    const rejected = await submit();
    await t.app.inject({
      method: 'POST',
      url: `/api/ProjectRequest/${rejected.id}/reject`,
      headers: bearer(admin),
    });
    expect((await approve(rejected.id)).statusCode).toBe(409);
  });

  it('lets two administrators racing produce one project', async () => {
    const req = await submit();
    const [projects, users] = [await countRows(t, 'projects'), await countRows(t, 'users')];
    const results = await Promise.all([approve(req.id), approve(req.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await countRows(t, 'projects')).toBe(projects + 1);
    expect(await countRows(t, 'users')).toBe(users + 1);
  });

  it('rolls everything back when a step fails', async () => {
    const req = await submit();
    const [projects, users] = [await countRows(t, 'projects'), await countRows(t, 'users')];
    const spy = jest.spyOn(projectsRepo, 'addHistory').mockRejectedValueOnce(new Error('disk full'));
    try {
      const res = await approve(req.id);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MSG.internal });
    } finally {
      spy.mockRestore();
    }
    expect(await countRows(t, 'projects')).toBe(projects);
    expect(await countRows(t, 'users')).toBe(users);
    expect(await findUserByEmail(t.app.db, req.email)).toBeUndefined();
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/ProjectRequest/${req.id}`,
      headers: bearer(admin),
    });
    expect(after.json()).toMatchObject({ status: 'Pending', projectId: null, userId: null });
    expect(events.all()).toEqual([]);
    expect((await approve(req.id)).statusCode).toBe(200);
  });
});
