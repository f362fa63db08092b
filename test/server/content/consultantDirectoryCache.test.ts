import { sql } from 'kysely';
import { DEMO_ACCOUNTS } from '@server/seed/seed';
import { contentVersion } from '@server/repositories/contentVersions';
import { findUserByEmail } from '@server/repositories/users';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// The directory is kept serialized between writes (docs/decisions/026-kept-answers.md): every
// write to the consultants, their expertise or their users' names must show in the next read,
// whoever makes it.

interface Entry {
  id: number;
  fullName: string;
  specialization: string;
  image: string;
  isAvailable: boolean;
  expertise: { id: number; name: string; level: string }[];
  email?: string;
}

describe('the kept consultant directory', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let own: Record<string, string>;
  let connor: { id: number; userId: number };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = bearer(await t.tokenFor(1));
    own = bearer(await t.login(DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[1].password));
    const user = (await findUserByEmail(t.app.db, DEMO_ACCOUNTS[1].email))!;
    const row = await t.app.db
      .selectFrom('consultants')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    connor = { id: row.id, userId: user.id };
  });
  afterAll(() => t.close());

  const read = async (query = '', headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/consultants${query}`, headers });
    expect(res.statusCode).toBe(200);
    return { etag: res.headers.etag, list: res.json() as Entry[] };
  };
  const entry = async (query = '', headers: Record<string, string> = {}) =>
    (await read(query, headers)).list.find((c) => c.id === connor.id);
  const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api/${url}`, headers: { ...headers }, payload });
    expect(res.statusCode).toBeLessThan(300);
    return res;
  };

  it('answers the same bytes and ETag while nothing changes, and 304 to that ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/consultants' });
    const second = await t.app.inject({ method: 'GET', url: '/api/consultants' });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/consultants',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("shows a consultant's own profile change, with a new ETag", async () => {
    const before = await read();
    await call('PUT', `consultants/${connor.id}`, own, { specialization: 'Cache Invalidation' });
    const after = await read();
    expect(after.list.find((c) => c.id === connor.id)?.specialization).toBe('Cache Invalidation');
    expect(after.etag).not.toBe(before.etag);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/consultants',
      headers: { 'if-none-match': String(before.etag) },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('shows expertise added, changed and removed', async () => {
    await read();
    const added = await call('POST', `consultants/${connor.id}/expertise`, own, { name: 'Kept Answers' });
    const expertiseId = (added.json() as { id: number }).id;
    expect((await entry())?.expertise.map((e) => e.name)).toContain('Kept Answers');
    await call('PUT', `consultants/expertise/${expertiseId}`, own, { name: 'Fresh Answers' });
    const names = (await entry())?.expertise.map((e) => e.name);
    expect(names).toContain('Fresh Answers');
    expect(names).not.toContain('Kept Answers');
    await call('DELETE', `consultants/expertise/${expertiseId}`, own);
    expect((await entry())?.expertise.map((e) => e.name)).not.toContain('Fresh Answers');
  });

  it('shows a change of availability in each filter kept apart', async () => {
    expect(await entry('?isAvailable=true')).toBeDefined();
    expect(await entry('?isAvailable=false')).toBeUndefined();
    await call('PUT', `consultants/${connor.id}/availability`, own, { isAvailable: false });
    expect(await entry('?isAvailable=true')).toBeUndefined();
    expect((await entry('?isAvailable=false'))?.isAvailable).toBe(false);
    expect((await entry())?.isAvailable).toBe(false);
    await call('PUT', `consultants/${connor.id}/availability`, own, { isAvailable: true });
    expect(await entry('?isAvailable=false')).toBeUndefined();
  });

  it("shows a change of the user's name and photo made through the profile", async () => {
    await read();
    const profile = (await t.app.inject({ method: 'GET', url: '/api/Manage/profile', headers: own })).json();
    await call('POST', 'Manage/update', own, {
      userName: profile.userName,
      email: profile.email,
      name: 'Conrad',
      surname: profile.surname,
      phoneNumber: profile.phoneNumber ?? '',
    });
    expect((await entry())?.fullName).toBe('Conrad Consultant');
    expect((await entry('?search=conrad'))?.fullName).toBe('Conrad Consultant');
  });

  it('hides a consultant an administrator deactivates, and shows them again', async () => {
    expect(await entry()).toBeDefined();
    await call('PUT', `consultants/${connor.id}`, admin, { isActive: false });
    expect(await entry()).toBeUndefined();
    // Administrators asking for every consultant see them, with the private fields only they get.
    const all = await entry('?all=true', admin);
    expect(all?.email).toBe(DEMO_ACCOUNTS[1].email);
    await call('PUT', `consultants/${connor.id}`, admin, { isActive: true });
    expect(await entry()).toBeDefined();
  });

  it('keeps the answer of administrators apart from the public one', async () => {
    const anonymous = await entry();
    const forAdmin = await entry('', admin);
    expect(anonymous?.email).toBeUndefined();
    expect(forAdmin?.email).toBe(DEMO_ACCOUNTS[1].email);
    // A signed-in answer is never revalidated, kept or not.
    const res = await t.app.inject({ method: 'GET', url: '/api/consultants', headers: admin });
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows writes made outside the services, as another process or a script would make them', async () => {
    await read();
    await sql`update consultants set image = ${'/uploads/elsewhere.png'} where id = ${connor.id}`.execute(
      t.app.db,
    );
    expect((await entry())?.image).toBe('/uploads/elsewhere.png');
    await sql`update users set surname = ${'Elsewhere'} where id = ${connor.userId}`.execute(t.app.db);
    expect((await entry())?.fullName).toBe('Conrad Elsewhere');
    await sql`insert into consultant_expertise (consultant_id, name, level, years_of_experience)
      values (${connor.id}, ${'Scripted'}, ${'Expert'}, ${1})`.execute(t.app.db);
    expect((await entry())?.expertise.map((e) => e.name)).toContain('Scripted');
    await sql`delete from consultant_expertise where consultant_id = ${connor.id}`.execute(t.app.db);
    expect((await entry())?.expertise).toEqual([]);
  });

  it('drops a consultant whose user is deleted', async () => {
    const user = await t.createUser({ userName: 'short.lived' });
    await call('POST', 'consultants', admin, { userId: user.id, specialization: 'Brief Stays' });
    const listed = (await read()).list.find((c) => c.specialization === 'Brief Stays');
    expect(listed).toBeDefined();
    await call('DELETE', `Manage/delete-user/${user.id}`, admin);
    expect((await read()).list.find((c) => c.specialization === 'Brief Stays')).toBeUndefined();
  });

  it("does not move the version for a user's other columns, such as a sign-in's", async () => {
    const before = await contentVersion(t.app.db, 'consultants');
    expect(before).not.toBeNull();
    await t.app.db
      .updateTable('users')
      .set({ token_version: 5, updated_at: new Date().toISOString() })
      .where('id', '=', connor.userId)
      .execute();
    await t.createUser({ userName: 'not.a.consultant' });
    expect(await contentVersion(t.app.db, 'consultants')).toBe(before);
    await t.app.db.updateTable('users').set({ photo: '/p.png' }).where('id', '=', connor.userId).execute();
    expect(await contentVersion(t.app.db, 'consultants')).not.toBe(before);
  });
});
