import { buildTestApp, type TestApp } from '@test/server/testApp';
import { caller, event, person, type Person } from './fixtures';

describe('notification routes', () => {
  let t: TestApp;
  let admin: Person;
  let otherAdmin: Person;
  let consultant: Person;
  let customer: Person;
  let stranger: Person;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
    otherAdmin = await person(t, 1);
    consultant = await person(t, 2);
    customer = await person(t, 3);
    stranger = await person(t, 3);
  });
  // Each test starts from an empty store: role and admin rows reach every member of the audience,
  // so rows an earlier test (or the demo data) raised would show in the lists a test counts.
  beforeEach(async () => {
    await t.app.db.deleteFrom('notifications').execute();
  });
  afterAll(() => t.close());

  const mine = (who: Person) => caller(t, who);
  const idOf = async (who: Person, url: string, type: string) =>
    ((await mine(who).get(`${url}?includeRead=true&limit=100`)) as Array<{ id: number; type: string }>).find(
      (n) => n.type === type,
    )!.id;

  it('lists the caller’s own and role notifications with the contract’s fields', async () => {
    await t.app.notifier.notify(event({ type: 'task_created', toAdmins: false, toUserIds: [customer.id] }));
    await t.app.notifier.notify(event({ type: 'project_available', toAdmins: false, toRoleId: 2 }));
    const list = await mine(customer).get('/all');
    expect(list).toEqual([
      {
        id: expect.any(Number),
        type: 'task_created',
        title: 'Project created',
        message: 'A project was created.',
        severity: 'info',
        isRead: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        timestamp: list[0].createdAt,
        audience: 'user',
        additionalData: JSON.stringify({ projectId: 7, projectName: 'Apollo' }),
      },
    ]);
    const roleList = await mine(consultant).get('/all');
    expect(roleList.map((n: { type: string; audience: string }) => [n.type, n.audience])).toEqual([
      ['project_available', 'role'],
    ]);
    expect(await mine(stranger).get('/all')).toEqual([]);
  });

  it('keeps admin notifications out of /all and shows them to every admin under /admin', async () => {
    await t.app.notifier.notify(event({ type: 'service_deleted', family: 'services' }));
    const adminList = await mine(otherAdmin).get('/admin');
    expect(adminList[0]).toMatchObject({ type: 'service_deleted', audience: 'admin', severity: 'error' });
    expect(
      (await mine(otherAdmin).get('/all')).some((n: { type: string }) => n.type === 'service_deleted'),
    ).toBe(false);
    expect((await mine(customer).call('GET', '/admin')).statusCode).toBe(403);
    expect((await mine(consultant).call('GET', '/unread-count/admin')).statusCode).toBe(403);
    expect((await mine(consultant).call('POST', '/mark-all-read/admin')).statusCode).toBe(403);
  });

  it('counts unread per audience as {count}', async () => {
    const u = await person(t, 1);
    await t.app.notifier.notify(event({ type: 'a_created', toAdmins: false, toUserIds: [u.id] }));
    await t.app.notifier.notify(event({ type: 'b_created', toAdmins: false, toRoleId: 1 }));
    await t.app.notifier.notify(event({ type: 'c_created' }));
    const c = mine(u);
    const before = await c.count('/total-unread-count');
    expect(await c.count('/unread-count')).toBe(1);
    expect(await c.count('/unread-count/role')).toBe(1);
    expect(await c.count('/unread-count/admin')).toBe(before - 2);
    expect((await c.call('GET', '/unread-count')).json()).toEqual({ count: 1 });
  });

  it('marks one read (204), then it leaves the unread list and counts', async () => {
    await t.app.notifier.notify(event({ type: 'one_created', toAdmins: false, toUserIds: [customer.id] }));
    const c = mine(customer);
    const id = await idOf(customer, '/all', 'one_created');
    const before = await c.count('/unread-count');
    const res = await c.call('POST', `/mark-read/${id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await c.count('/unread-count')).toBe(before - 1);
    expect((await c.get('/all')).some((n: { id: number }) => n.id === id)).toBe(false);
    const withRead = await c.get('/all?includeRead=true');
    expect(withRead.find((n: { id: number }) => n.id === id).isRead).toBe(true);
    // Marking again is harmless.
    expect((await c.call('POST', `/mark-read/${id}`)).statusCode).toBe(204);
  });

  it('answers 404 for another user’s notification and for a role the caller lacks', async () => {
    await t.app.notifier.notify(
      event({ type: 'private_created', toAdmins: false, toUserIds: [customer.id] }),
    );
    await t.app.notifier.notify(event({ type: 'project_available', toAdmins: false, toRoleId: 2 }));
    await t.app.notifier.notify(event({ type: 'service_deleted', family: 'services' }));
    const own = await idOf(customer, '/all', 'private_created');
    const roleOnly = await idOf(consultant, '/all', 'project_available');
    const adminOnly = await idOf(admin, '/admin', 'service_deleted');
    for (const id of [own, roleOnly, adminOnly]) {
      expect((await mine(stranger).call('POST', `/mark-read/${id}`)).statusCode).toBe(404);
      expect((await mine(stranger).call('DELETE', `/${id}`)).statusCode).toBe(404);
    }
    expect((await mine(consultant).call('POST', `/mark-read/${own}`)).statusCode).toBe(404);
    expect((await mine(customer).call('POST', '/mark-read/999999')).statusCode).toBe(404);
    // Still unread for its owner.
    expect((await mine(customer).get('/all')).some((n: { id: number }) => n.id === own)).toBe(true);
  });

  it('shares read state of role and admin rows per user', async () => {
    await t.app.notifier.notify(event({ type: 'service_deleted', family: 'services' }));
    await t.app.notifier.notify(event({ type: 'admins_created', toAdmins: false, toRoleId: 1 }));
    const shared = [
      await idOf(admin, '/admin', 'service_deleted'),
      await idOf(admin, '/all', 'admins_created'),
    ];
    for (const id of shared) {
      expect((await mine(admin).call('POST', `/mark-read/${id}`)).statusCode).toBe(204);
    }
    const seenByOther: Array<{ id: number; isRead: boolean }> = [
      ...(await mine(otherAdmin).get('/admin')),
      ...(await mine(otherAdmin).get('/all')),
    ];
    expect(seenByOther.filter((n) => shared.includes(n.id)).map((n) => n.isRead)).toEqual([false, false]);
  });

  it('marks all read in each scope', async () => {
    await t.app.notifier.notify(event({ type: 'w_created' }));
    await t.app.notifier.notify(event({ type: 'y_created', toAdmins: false, toRoleId: 1 }));
    // Role and admin rows raised before this user existed count too: membership, not arrival, decides.
    const u = await person(t, 1);
    await t.app.notifier.notify(event({ type: 'x_created', toAdmins: false, toUserIds: [u.id] }));
    const c = mine(u);
    expect(await c.count('/unread-count/role')).toBe(1);
    expect((await c.call('POST', '/mark-all-read/user')).statusCode).toBe(204);
    expect(await c.count('/unread-count')).toBe(0);
    expect(await c.count('/unread-count/role')).toBe(1);
    expect((await c.call('POST', '/mark-all-read/role')).statusCode).toBe(204);
    expect(await c.count('/unread-count/role')).toBe(0);
    expect(await c.count('/unread-count/admin')).toBe(1);
    expect((await c.call('POST', '/mark-all-read/admin')).statusCode).toBe(204);
    expect(await c.count('/total-unread-count')).toBe(0);
    await t.app.notifier.notify(event({ type: 'z_created', toUserIds: [u.id] }));
    expect(await c.count('/total-unread-count')).toBe(2);
    expect((await c.call('POST', '/mark-all-read')).statusCode).toBe(204);
    expect(await c.count('/total-unread-count')).toBe(0);
  });

  it('deletes one’s own row and hides a shared one only for the caller', async () => {
    const a = await person(t, 1);
    const b = await person(t, 1);
    await t.app.notifier.notify(event({ type: 'gone_created', toUserIds: [a.id] }));
    const own = await idOf(a, '/all', 'gone_created');
    const shared = await idOf(a, '/admin', 'gone_created');
    expect((await mine(a).call('DELETE', `/${own}`)).statusCode).toBe(204);
    expect((await mine(a).call('DELETE', `/${shared}`)).statusCode).toBe(204);
    expect((await mine(a).get('/all?includeRead=true')).some((n: { id: number }) => n.id === own)).toBe(
      false,
    );
    expect((await mine(a).get('/admin?includeRead=true')).some((n: { id: number }) => n.id === shared)).toBe(
      false,
    );
    expect((await mine(b).get('/admin')).some((n: { id: number }) => n.id === shared)).toBe(true);
    expect((await mine(a).call('DELETE', `/${own}`)).statusCode).toBe(404);
  });

  it('orders newest first and honours limit', async () => {
    const u = await person(t, 3);
    for (let i = 0; i < 3; i += 1) {
      await t.app.notifier.notify(event({ type: `n${i}_created`, toAdmins: false, toUserIds: [u.id] }));
      t.clock.advance(1000);
    }
    const list = await mine(u).get('/all?limit=2');
    expect(list.map((n: { type: string }) => n.type)).toEqual(['n2_created', 'n1_created']);
  });

  it('pages on with ?before=, the oldest id shown, without gaps or repeats', async () => {
    const u = await person(t, 3);
    // Two in the same millisecond: the id orders them.
    for (let i = 0; i < 5; i += 1) {
      await t.app.notifier.notify(event({ type: `p${i}_created`, toAdmins: false, toUserIds: [u.id] }));
      if (i !== 2) t.clock.advance(1000);
    }
    const types = (list: Array<{ type: string }>) => list.map((n) => n.type);
    const first = await mine(u).get('/all?limit=2');
    expect(types(first)).toEqual(['p4_created', 'p3_created']);
    const second = await mine(u).get(`/all?limit=2&before=${first[1].id}`);
    expect(types(second)).toEqual(['p2_created', 'p1_created']);
    const third = await mine(u).get(`/all?limit=2&before=${second[1].id}`);
    expect(types(third)).toEqual(['p0_created']);
    expect(await mine(u).get(`/all?limit=2&before=${third[0].id}`)).toEqual([]);
    // Without before the default answer is unchanged: the newest, unread only, 50 at most.
    expect(types(await mine(u).get('/all'))).toEqual([
      'p4_created',
      'p3_created',
      'p2_created',
      'p1_created',
      'p0_created',
    ]);
  });

  it('merges own and role notifications in time order across pages', async () => {
    const c = await person(t, 2);
    const sent: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const type = `m${i}_created`;
      // Own and role rows alternate in time, so every page mixes both.
      await t.app.notifier.notify(
        event({ type, toAdmins: false, ...(i % 2 === 0 ? { toUserIds: [c.id] } : { toRoleId: 2 }) }),
      );
      sent.unshift(type);
      t.clock.advance(1000);
    }
    const seen: string[] = [];
    let before = '';
    for (let page = 0; page < 4; page += 1) {
      const list: Array<{ id: number; type: string }> = await mine(c).get(`/all?limit=2${before}`);
      seen.push(...list.map((n) => n.type).filter((type) => /^m\d_created$/.test(type)));
      if (list.length === 0) break;
      before = `&before=${list.at(-1)!.id}`;
    }
    expect(seen).toEqual(sent);
  });

  it('places the cursor by id when the row it names was deleted meanwhile', async () => {
    const u = await person(t, 3);
    for (let i = 0; i < 3; i += 1) {
      await t.app.notifier.notify(event({ type: `d${i}_created`, toAdmins: false, toUserIds: [u.id] }));
      t.clock.advance(1000);
    }
    const [, middle] = await mine(u).get('/all?limit=2');
    expect((await mine(u).call('DELETE', `/${middle.id}`)).statusCode).toBe(204);
    const rest = await mine(u).get(`/all?before=${middle.id}`);
    expect(rest.map((n: { type: string }) => n.type)).toEqual(['d0_created']);
  });

  it('pages the admin list and read ones with before as well', async () => {
    const a = await person(t, 1);
    await t.app.notifier.notify(event({ type: 'older_admin_created' }));
    t.clock.advance(1000);
    await t.app.notifier.notify(event({ type: 'newer_admin_created' }));
    const [newest] = await mine(a).get('/admin?limit=1');
    expect(newest.type).toBe('newer_admin_created');
    expect((await mine(a).call('POST', '/mark-all-read/admin')).statusCode).toBe(204);
    const next = await mine(a).get(`/admin?includeRead=true&limit=1&before=${newest.id}`);
    expect(next).toEqual([expect.objectContaining({ type: 'older_admin_created', isRead: true })]);
  });

  it.each([
    ['/all?before=0'],
    ['/all?before=abc'],
    ['/all?limit=0'],
    ['/all?limit=101'],
    ['/all?limit=abc'],
    ['/all?includeRead=maybe'],
    ['/admin?limit=500'],
  ])('refuses bad query %s with 400', async (url) => {
    const res = await mine(admin).call('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses bad ids with 400 and anonymous callers with 401', async () => {
    expect((await mine(customer).call('POST', '/mark-read/abc')).statusCode).toBe(400);
    expect((await mine(customer).call('DELETE', '/0')).statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'GET', url: '/api/notification/all' });
    expect(anon.statusCode).toBe(401);
  });

  it("marks a role's notification read for a member of that role only, each reading their own", async () => {
    await t.app.notifier.notify(event({ type: 'role2_created', toAdmins: false, toRoleId: 2 }));
    await t.app.notifier.notify(event({ type: 'role3_created', toAdmins: false, toRoleId: 3 }));
    const forConsultants = await idOf(consultant, '/all', 'role2_created');
    const forCustomers = await idOf(customer, '/all', 'role3_created');
    expect((await mine(customer).call('POST', `/mark-read/${forConsultants}`)).statusCode).toBe(404);
    expect((await mine(consultant).call('POST', `/mark-read/${forCustomers}`)).statusCode).toBe(404);
    expect((await mine(consultant).call('POST', `/mark-read/${forConsultants}`)).statusCode).toBe(204);
    expect((await mine(customer).call('POST', `/mark-read/${forCustomers}`)).statusCode).toBe(204);
    const read = async (who: Person, id: number) =>
      (
        (await mine(who).get('/all?includeRead=true&limit=100')) as Array<{ id: number; isRead: boolean }>
      ).find((n) => n.id === id)?.isRead;
    expect(await read(consultant, forConsultants)).toBe(true);
    expect(await read(customer, forCustomers)).toBe(true);
  });
});
