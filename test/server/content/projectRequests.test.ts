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

  const idsOf = (page: { data: Array<{ id: number }> }) => page.data.map((r) => r.id);

  it('lists requests newest first for administrators, one page at a time, with a status filter', async () => {
    const a = (await submit({ requestTitle: 'Older' })).json();
    t.clock.advance(1000);
    const b = (await submit({ requestTitle: 'Newer' })).json();
    const all = (await call('GET', '', admin)).json();
    expect(all).toMatchObject({ page: 1, pageSize: 20, total: expect.any(Number) });
    const ids = idsOf(all);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    await call('POST', `/${a.id}/reject`, admin, {});
    const rejected = (await call('GET', '?status=Rejected', admin)).json();
    expect(rejected).toEqual({
      data: [expect.objectContaining({ id: a.id })],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect((await call('GET', '?status=Weird', admin)).statusCode).toBe(400);
  });

  it('answers at most one page, counts every match, and pages on without gaps or repeats', async () => {
    const tag = `Paged${Date.now()}`;
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      made.unshift((await submit({ requestTitle: `${tag} ${i}` })).json().id);
      // Two in the same millisecond: the id orders them.
      if (i !== 1) t.clock.advance(1000);
    }
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await call('GET', `?search=${tag.toLowerCase()}&pageSize=2&page=${page}`, admin);
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
    }
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.pageSize)).toEqual([2, 2, 2]);
    expect(pages.map(idsOf)).toEqual([made.slice(0, 2), made.slice(2, 4), made.slice(4)]);
    // Past the end: no rows, the same count.
    expect((await call('GET', `?search=${tag}&pageSize=2&page=9`, admin)).json()).toMatchObject({
      data: [],
      total: 5,
      page: 9,
    });
    // The default page size holds however many requests there are.
    for (let i = 0; i < 21; i += 1) await submit({ requestTitle: `${tag} more ${i}` });
    const first = (await call('GET', `?search=${tag}`, admin)).json();
    expect(first.data).toHaveLength(20);
    expect(first.total).toBe(26);
  });

  it('searches the title, the contact, the e-mail address and the company, in any case', async () => {
    const tag = `q${Date.now()}`;
    const byTitle = (await submit({ requestTitle: `Warehouse ${tag}` })).json();
    const byContact = (await submit({ contactName: `Selin ${tag.toUpperCase()}` })).json();
    const byEmail = (await submit({ email: `${tag}@buyer.example` })).json();
    const byCompany = (await submit({ company: `${tag} Holding` })).json();
    await submit({ description: `Only the description names ${tag}.` });
    const found = (await call('GET', `?search=${tag.toUpperCase()}`, admin)).json();
    expect(idsOf(found).sort()).toEqual([byTitle.id, byContact.id, byEmail.id, byCompany.id].sort());
    // Search and status together; a percent sign is text, not a wildcard.
    expect((await call('GET', `?search=${tag}&status=Approved`, admin)).json().total).toBe(0);
    expect((await call('GET', '?search=%25%25', admin)).json().total).toBe(0);
  });

  it.each([['?page=0'], ['?pageSize=0'], ['?pageSize=101'], ['?page=abc'], [`?search=${'x'.repeat(101)}`]])(
    'refuses the bad list query %s with 400',
    async (query) => {
      expect((await call('GET', query, admin)).statusCode).toBe(400);
    },
  );

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
    expect(events.last()).toMatchObject({
      type: 'project_request_updated',
      title: 'Project request updated',
      message: 'Project request "New website" was updated.',
      toUserIds: undefined,
    });

    const approve = await call('PUT', `/${req.id}`, admin, { status: 'Approved' });
    expect(approve.statusCode).toBe(400);
    expect(approve.json().message).toBe(MSG.requestApproveSeparately);
    expect((await call('PUT', `/${req.id}`, admin, { currency: 'ZZZ' })).statusCode).toBe(400);
    expect((await call('PUT', `/${req.id}`, admin, { requestTitle: '' })).statusCode).toBe(400);

    const reject = await call('PUT', `/${req.id}`, admin, { status: 'Rejected' });
    expect(reject.json().status).toBe('Rejected');
    expect(events.last()).toMatchObject({
      type: 'project_request_updated',
      title: 'Project request updated',
      message: 'Project request "New website" is now Rejected.',
      toUserIds: [user.id],
    });
    expect((await call('PUT', `/${req.id}`, admin, { contactName: '  ' })).json()).toEqual({
      message: 'Contact name is required.',
      errors: [{ field: 'contactName', message: 'Contact name is required.' }],
    });
    expect((await call('PUT', `/${req.id}`, admin, { requestTitle: ' ' })).json().message).toBe(
      'Request title is required.',
    );
    expect((await call('PUT', '/999999', admin, { adminNotes: 'x' })).statusCode).toBe(404);
  });

  it('keeps what an edit does not name, tidies what it does, and says so to administrators', async () => {
    const req = (
      await submit({ desiredStartDate: '2030-01-15', company: 'Arslan Ltd', phoneNumber: '555 01 02' })
    ).json();
    events.clear();
    const res = await call('PUT', `/${req.id}`, admin, { company: '  Arslan Holding  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      company: 'Arslan Holding',
      desiredStartDate: '2030-01-15',
      phoneNumber: '555 01 02',
      requestTitle: 'New website',
      contactName: 'Zeynep Arslan',
      description: 'A corporate website with a CMS.',
      currency: 'TRY',
    });
    expect(events.all()).toEqual([
      expect.objectContaining({
        family: 'projectRequests',
        type: 'project_request_updated',
        data: {
          id: req.id,
          requestTitle: 'New website',
          customerName: 'Zeynep Arslan',
          budget: null,
          currency: 'TRY',
          serviceId: null,
          serviceName: null,
          status: 'Pending',
          adminNotes: '',
        },
      }),
    ]);
    expect((await call('GET', '/999999', admin)).statusCode).toBe(404);
  });

  it('fixes an approved request at Approved, while its other fields stay editable', async () => {
    const req = (await submit()).json();
    expect((await call('POST', `/${req.id}/approve`, admin, {})).statusCode).toBe(200);
    for (const status of ['Pending', 'Rejected']) {
      const res = await call('PUT', `/${req.id}`, admin, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'The status of an approved project request cannot change.' });
    }
    const kept = await call('PUT', `/${req.id}`, admin, { status: 'Approved', adminNotes: ' Started. ' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ status: 'Approved', adminNotes: 'Started.' });
    // Approving by status is refused with its own field and text.
    const other = (await submit()).json();
    expect((await call('PUT', `/${other.id}`, admin, { status: 'Approved' })).json()).toEqual({
      message: MSG.requestApproveSeparately,
      errors: [{ field: 'status', message: MSG.requestApproveSeparately }],
    });
  });

  it('rejects a pending request once, telling the requester', async () => {
    const user = await t.createUser();
    const req = (await submit({ email: user.email }, await t.login(user.email, user.password))).json();
    events.clear();
    const res = await call('POST', `/${req.id}/reject`, admin, { adminNotes: ' Out of scope for us. ' });
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
        title: 'Project request rejected',
        message: 'Project request "New website" was rejected.',
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
