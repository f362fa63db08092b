import type { ManagedUserDto } from '@shared/contracts/users';
import { buildTestApp, type TestApp } from '@test/server/testApp';
import { consultant, person, type Person } from '../work/fixtures';
import { newUser, usersApi } from './support';

// Pages of users and customers, one user, the dashboard's figures and the roles
// (docs/requirements.md#users, #roles, #access).

describe('reading people', () => {
  let t: TestApp;
  let admin: Person;
  let api: ReturnType<typeof usersApi>;
  // A family of users that only these tests' searches match.
  const tag = `zq${Date.now() % 100000}`;
  const made: ManagedUserDto[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await person(t, 1);
    api = usersApi(t, admin.headers);
    const people = [
      { name: 'Zeynep', surname: 'Arslan', roleId: 3 },
      { name: 'adam', surname: 'Yilmaz', roleId: 4 },
      { name: 'Berk', surname: 'Kaya', roleId: 1 },
      { name: 'Ceren', surname: 'Demir', roleId: 3 },
      { name: '', surname: '', roleId: 3 },
    ];
    for (const [i, p] of people.entries()) {
      // One second apart, so that "newest first" has an answer.
      t.clock.advance(1000);
      const res = await api.create(
        newUser({
          ...p,
          name: p.name || ' ',
          surname: p.surname || ' ',
          userName: `${tag}u${i}`,
          email: `${tag}.${i}@Example.test`,
          password: 'Password123!',
        }),
      );
      expect(res.statusCode).toBe(201);
      made.push(res.json());
    }
  });
  afterAll(() => t.close());

  const ids = (body: { data: ManagedUserDto[] }) => body.data.map((u) => u.id);

  it('pages with the total, newest first by default, in both list paths', async () => {
    const first = await api.list(`?search=${tag}&pageSize=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(ids(first.json())).toEqual([made[4].id, made[3].id]);
    const third = await api.list(`?search=${tag}&pageSize=2&page=3`);
    expect(ids(third.json())).toEqual([made[0].id]);
    const other = await api.call('GET', `/User?search=${tag}&pageSize=2`);
    expect(other.json()).toEqual(first.json());
  });

  it('searches names, user name and e-mail without regard to case', async () => {
    expect(ids((await api.list('?search=ZEYNEP')).json())).toContain(made[0].id);
    const byName = await api.list('?search=yilMAZ');
    expect(ids(byName.json())).toEqual([made[1].id]);
    expect(ids((await api.list('?search=Berk%20Kaya')).json())).toEqual([made[2].id]);
    expect(ids((await api.list(`?search=${tag.toUpperCase()}U3`)).json())).toEqual([made[3].id]);
    expect(ids((await api.list(`?search=${tag}.4@example`)).json())).toEqual([made[4].id]);
    expect((await api.list('?search=%25')).json().total).toBe(0);
  });

  it('filters by role and by state', async () => {
    const customers = await api.list(`?search=${tag}&roleId=3`);
    expect(ids(customers.json()).sort()).toEqual([made[0].id, made[3].id, made[4].id].sort());
    await t.app.db.updateTable('users').set({ is_active: 0 }).where('id', '=', made[3].id).execute();
    expect(ids((await api.list(`?search=${tag}&isActive=false`)).json())).toEqual([made[3].id]);
    expect((await api.list(`?search=${tag}&isActive=true`)).json().total).toBe(4);
    await t.app.db.updateTable('users').set({ is_active: 1 }).where('id', '=', made[3].id).execute();
  });

  it('sorts by name (the user name when there is none), e-mail, role or creation, either way', async () => {
    const order = async (q: string) => ids((await api.list(`?search=${tag}${q}`)).json());
    // Names compare without case; the nameless user sorts by their user name.
    expect(await order('&sort=name')).toEqual([1, 2, 3, 0, 4].map((i) => made[i].id));
    expect(await order('&sort=name&order=desc')).toEqual([4, 0, 3, 2, 1].map((i) => made[i].id));
    expect(await order('&sort=email')).toEqual([0, 1, 2, 3, 4].map((i) => made[i].id));
    expect(await order('&sort=role')).toEqual([2, 3, 0, 4, 1].map((i) => made[i].id));
    expect(await order('&sort=createdAt&order=asc')).toEqual([0, 1, 2, 3, 4].map((i) => made[i].id));
  });

  it('keeps a fixed order among equal keys, so that pages never overlap', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      seen.push(...ids((await api.list(`?search=${tag}&sort=role&pageSize=2&page=${page}`)).json()));
    }
    expect(new Set(seen).size).toBe(5);
  });

  it('answers one user with their state and role names, and 404 for an unknown id', async () => {
    const res = await api.get(made[0].id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: made[0].id,
      userName: `${tag}u0`,
      email: `${tag}.0@example.test`,
      name: 'Zeynep',
      surname: 'Arslan',
      fullName: 'Zeynep Arslan',
      phoneNumber: '',
      photo: '',
      roleId: 3,
      roles: ['Customer'],
      isActive: true,
      emailVerified: true,
      pendingEmail: null,
      consultantId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(made[4].fullName).toBe(`${tag}u4`);
    expect((await api.get(999999)).statusCode).toBe(404);
  });

  it('counts users for the dashboard: every role and 30 days of sign-ups', async () => {
    const res = await api.call('GET', '/User/statistics');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.byRole.map((r: { roleId: number }) => r.roleId)).toEqual([1, 2, 3, 4]);
    expect(stats.byRole[3]).toEqual({ roleId: 4, roleName: 'Other', count: expect.any(Number) });
    expect(stats.byDay).toHaveLength(30);
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    expect(stats.byDay.at(-1).date).toBe(today);
    const total = stats.byRole.reduce((n: number, r: { count: number }) => n + r.count, 0);
    expect(stats.total).toBe(total);
    expect(stats.active + stats.inactive).toBe(total);
    // The demo people joined over past weeks; the sign-ups of the 30 days are those the rows say.
    const since = new Date(t.clock.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const rows = await t.app.db.selectFrom('users').select('created_at').execute();
    const recent = rows.filter((r) => r.created_at.slice(0, 10) >= since);
    expect(stats.newLast30Days).toBe(recent.length);
    expect(stats.byDay.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(recent.length);
    expect(recent.length).toBeLessThan(total);
  });

  it('lists the roles with their member counts', async () => {
    const res = await api.call('GET', '/roles');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { name: string }) => r.name)).toEqual([
      'Admin',
      'Consultant',
      'Customer',
      'Other',
    ]);
    const before = res.json()[3].memberCount;
    await t.createUser({ roleId: 4 });
    expect((await api.call('GET', '/roles')).json()[3].memberCount).toBe(before + 1);
  });

  it('names a role by its own name when its row has none', async () => {
    const original = await t.app.db
      .selectFrom('roles')
      .select('name')
      .where('id', '=', 4)
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('roles').set({ name: '' }).where('id', '=', 4).execute();
    try {
      expect((await api.call('GET', '/roles')).json()[3]).toMatchObject({ id: 4, name: 'Other' });
      const stats = (await api.call('GET', '/User/statistics')).json();
      expect(stats.byRole[3]).toMatchObject({ roleId: 4, roleName: 'Other' });
    } finally {
      await t.app.db.updateTable('roles').set({ name: original.name }).where('id', '=', 4).execute();
    }
  });

  describe('customers', () => {
    it('gives administrators and consultants role-3 users, with the user name when nameless', async () => {
      const worker = await consultant(t);
      await t.app.db.updateTable('users').set({ is_active: 0 }).where('id', '=', made[3].id).execute();
      for (const who of [admin, worker]) {
        const res = await usersApi(t, who.headers).call('GET', `/user/customers?search=${tag}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().total).toBe(3);
        // Deactivated customers are listed too, and say so.
        expect(res.json().data.map((c: { id: number; isActive: boolean }) => [c.id, c.isActive])).toEqual([
          [made[3].id, false],
          [made[0].id, true],
          [made[4].id, true],
        ]);
      }
      await t.app.db.updateTable('users').set({ is_active: 1 }).where('id', '=', made[3].id).execute();
      const nameless = (await api.call('GET', `/user/customers?search=${tag}u4`)).json().data[0];
      expect(nameless).toEqual({
        id: made[4].id,
        value: made[4].id,
        label: `${tag}u4`,
        fullName: `${tag}u4`,
        name: '',
        surname: '',
        userName: `${tag}u4`,
        email: `${tag}.4@example.test`,
        phoneNumber: '',
        isActive: true,
      });
    });

    it('pages', async () => {
      const res = await api.call('GET', `/user/customers?search=${tag}&pageSize=1&page=2`);
      expect(res.json()).toMatchObject({ total: 3, page: 2, pageSize: 1 });
      expect(res.json().data[0].id).toBe(made[0].id);
    });

    it('refuses customers and others with 403, and every other call to non-administrators', async () => {
      for (const role of [3, 4] as const) {
        const who = await person(t, role);
        expect((await usersApi(t, who.headers).call('GET', '/user/customers')).statusCode).toBe(403);
      }
      const worker = await consultant(t);
      const theirs = usersApi(t, worker.headers);
      expect((await theirs.list()).statusCode).toBe(403);
      expect((await theirs.get(made[0].id)).statusCode).toBe(403);
      expect((await theirs.create(newUser({ password: 'Password123!' }))).statusCode).toBe(403);
      expect((await theirs.remove(made[0].id)).statusCode).toBe(403);
      expect((await theirs.call('GET', '/roles')).statusCode).toBe(403);
    });
  });
});
