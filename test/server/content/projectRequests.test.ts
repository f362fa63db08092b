import { MSG } from '@shared/messages';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';
import { recordEvents } from './support';

describe('managing project requests', () => {
  let t: TestApp;
  let admin: string;
  let events: ReturnType<typeof recordEvents>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.tokenFor(1);
    events = recordEvents(t);
  });
  beforeEach(() => events.clear());
  afterAll(() => t.close());

  const quote = (over: object = {}) => ({
    requestTitle: 'New website',
    description: 'A corporate website with a CMS.',
    contactName: 'Zeynep Arslan',
    email: 'zeynep@client.example',
    ...over,
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api/ProjectRequest${url}`, headers: token ? bearer(token) : {}, payload });
  const submit = (over: object = {}, token?: string) => call('POST', '', token, quote(over));

  it('lists every request newest first for administrators, with a status filter', async () => {
    const a = (await submit({ requestTitle: 'Older' })).json();
    t.clock.advance(1000);
    const b = (await submit({ requestTitle: 'Newer' })).json();
    const all = (await call('GET', '', admin)).json();
    const ids = all.map((r: { id: number }) => r.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    await call('POST', `/${a.id}/reject`, admin, {});
    const rejected = (await call('GET', '?status=Rejected', admin)).json();
    expect(rejected.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await call('GET', '?status=Weird', admin)).statusCode).toBe(400);
  });

  it('keeps the list and edits to administrators', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    for (const role of [2, 3, 4] as const) {
      const token = await t.tokenFor(role);
      expect((await call('GET', '', token)).statusCode).toBe(403);
      expect((await call('PUT', '/1', token, { adminNotes: 'x' })).statusCode).toBe(403);
      expect((await call('POST', '/1/approve', token)).statusCode).toBe(403);
      expect((await call('POST', '/1/reject', token)).statusCode).toBe(403);
    }
  });

  it('shows a user their requests by account and by e-mail, and nobody else', async () => {
    const user = await t.createUser({ email: `Owner${Date.now()}@Example.com` });
    const token = await t.login(user.email, user.password);
    const own = (await submit({ requestTitle: 'Signed in' }, token)).json();
    const byMail = (await submit({ requestTitle: 'As visitor', email: user.email.toUpperCase() })).json();
    const mine = await call('GET', '/mine', token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((r: { id: number }) => r.id)).toEqual([byMail.id, own.id]);
    expect((await call('GET', `/${byMail.id}`, token)).statusCode).toBe(200);

    const stranger = await t.createUser();
    const strangerToken = await t.login(stranger.email, stranger.password);
    expect((await call('GET', '/mine', strangerToken)).json()).toEqual([]);
    expect((await call('GET', `/${own.id}`, strangerToken)).statusCode).toBe(404);
    expect((await call('GET', `/${own.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/mine')).statusCode).toBe(401);
  });

  it('lets administrators edit fields, notes and status, but not approve by status', async () => {
    const user = await t.createUser();
    const req = (await submit({}, await t.login(user.email, user.password))).json();
    events.clear();
    const edited = await call('PUT', `/${req.id}`, admin, {
      budget: 99.9,
      adminNotes: ' Called them ',
      currency: 'eur',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      budget: 99.9,
      adminNotes: 'Called them',
      currency: 'EUR',
      status: 'Pending',
    });
    expect(events.last()).toMatchObject({ type: 'project_request_updated', toUserIds: undefined });

    const approve = await call('PUT', `/${req.id}`, admin, { status: 'Approved' });
    expect(approve.statusCode).toBe(400);
    expect(approve.json().message).toBe(MSG.requestApproveSeparately);
    expect((await call('PUT', `/${req.id}`, admin, { currency: 'ZZZ' })).statusCode).toBe(400);
    expect((await call('PUT', `/${req.id}`, admin, { requestTitle: '' })).statusCode).toBe(400);

    const reject = await call('PUT', `/${req.id}`, admin, { status: 'Rejected' });
    expect(reject.json().status).toBe('Rejected');
    expect(events.last()).toMatchObject({ type: 'project_request_updated', toUserIds: [user.id] });
    expect((await call('PUT', '/999999', admin, { adminNotes: 'x' })).statusCode).toBe(404);
  });

  it('rejects a pending request once, telling the requester', async () => {
    const user = await t.createUser();
    const req = (await submit({ email: user.email }, await t.login(user.email, user.password))).json();
    events.clear();
    const res = await call('POST', `/${req.id}/reject`, admin, { adminNotes: 'Out of scope for us.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Rejected',
      adminNotes: 'Out of scope for us.',
      projectId: null,
    });
    expect(events.all()).toEqual([
      expect.objectContaining({
        family: 'projectRequests',
        type: 'project_request_rejected',
        toUserIds: [user.id],
        data: expect.objectContaining({
          requestTitle: 'New website',
          customerName: 'Zeynep Arslan',
          adminNotes: 'Out of scope for us.',
          currency: 'TRY',
        }),
      }),
    ]);
    const mail = (await t.outbox(user.email)).at(-1);
    expect(mail?.text).toContain('Out of scope for us.');
    const again = await call('POST', `/${req.id}/reject`, admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MSG.requestNotPending });
    expect((await call('POST', `/${req.id}/approve`, admin)).statusCode).toBe(409);
    expect((await call('POST', '/999999/reject', admin)).statusCode).toBe(404);
    expect((await call('POST', `/${req.id}/reject`, admin, { adminNotes: 5 })).statusCode).toBe(409);
  });
});
