import { DEMO_ACCOUNTS } from '@server/seed/seed';
import { createConsultant } from '@server/repositories/consultants';
import { findUserByEmail } from '@server/repositories/users';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

describe('consultant directory', () => {
  let t: TestApp;
  let pending: { userId: number; id: number; slug: string; token: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const user = await t.createUser({ userName: 'pending.person' });
    await t.app.db
      .updateTable('users')
      .set({ name: 'Pending', surname: 'Person' })
      .where('id', '=', user.id)
      .execute();
    const id = await createConsultant(
      t.app.db,
      {
        userId: user.id,
        specialization: 'Secret Sauce',
        yearsOfExperience: 1,
        applicationStatus: 'Pending',
        isActive: false,
      },
      new Date().toISOString(),
    );
    const row = await t.app.db
      .selectFrom('consultants')
      .select('slug')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    pending = { userId: user.id, id, slug: row.slug!, token: await t.login(user.email, user.password) };
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/consultants${url}`, headers: token ? bearer(token) : {} });
  const names = async (url: string, token?: string) =>
    (await get(url, token)).json().map((c: { fullName: string }) => c.fullName);

  it('lists approved and active consultants to anyone, with slug and expertise', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(await names('')).toEqual([
      'Ayşe Demir',
      'Connor Consultant',
      'Elena Rossi',
      'James Carter',
      'Mehmet Kaya',
    ]);
    const ayse = res.json()[0];
    expect(ayse).toEqual({
      id: expect.any(Number),
      userId: expect.any(Number),
      name: 'Ayşe',
      surname: 'Demir',
      fullName: 'Ayşe Demir',
      image: '',
      specialization: 'Data & Analytics',
      bio: expect.any(String),
      linkedInUrl: '',
      yearsOfExperience: 11,
      isAvailable: true,
      isActive: true,
      applicationStatus: 'Approved',
      expertise: [
        {
          id: expect.any(Number),
          consultantId: ayse.id,
          name: 'Data & Analytics',
          level: 'Expert',
          yearsOfExperience: 11,
        },
        {
          id: expect.any(Number),
          consultantId: ayse.id,
          name: 'Power BI',
          level: 'Expert',
          yearsOfExperience: 7,
        },
      ],
      slug: 'ayse-demir',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('searches name, specialization and expertise, ignoring case', async () => {
    expect(await names('?search=ROSSI')).toEqual(['Elena Rossi']);
    expect(await names('?search=elena%20r')).toEqual(['Elena Rossi']);
    expect(await names('?search=cloud')).toEqual(['Mehmet Kaya']);
    expect(await names('?search=power%20bi')).toEqual(['Ayşe Demir']);
    expect(await names('?search=%25')).toEqual([]);
    expect(await names('?search=_')).toEqual([]);
    expect(await names('?search=secret')).toEqual([]);
    expect(await names('?expertise=digital%20transformation')).toEqual(['Connor Consultant', 'James Carter']);
    expect(await names('?expertise=Azure&search=kaya')).toEqual(['Mehmet Kaya']);
  });

  it('filters by availability', async () => {
    await t.app.db
      .updateTable('consultants')
      .set({ is_available: 0 })
      .where('slug', '=', 'james-carter')
      .execute();
    expect(await names('?isAvailable=false')).toEqual(['James Carter']);
    expect(await names('?isAvailable=true')).not.toContain('James Carter');
    expect((await get('?isAvailable=maybe')).statusCode).toBe(400);
    await t.app.db
      .updateTable('consultants')
      .set({ is_available: 1 })
      .where('slug', '=', 'james-carter')
      .execute();
  });

  it('gives administrators every consultant with ?all=true, and nobody else', async () => {
    expect(await names('?all=true', await t.tokenFor(1))).toContain('Pending Person');
    expect(await names('', await t.tokenFor(1))).not.toContain('Pending Person');
    expect(await names('?all=true', await t.tokenFor(2))).not.toContain('Pending Person');
    expect(await names('?all=true')).not.toContain('Pending Person');
  });

  it('reads one consultant by id and by slug', async () => {
    const [ayse] = (await get('')).json();
    expect((await get(`/${ayse.id}`)).json()).toEqual(ayse);
    expect((await get('/slug/ayse-demir')).json()).toEqual(ayse);
    expect((await get('/999999')).statusCode).toBe(404);
    expect((await get('/slug/nobody-here')).statusCode).toBe(404);
  });

  it('hides a non-public consultant from others but not from its owner and administrators', async () => {
    for (const token of [undefined, await t.tokenFor(2), await t.tokenFor(3)]) {
      expect((await get(`/${pending.id}`, token)).statusCode).toBe(404);
      expect((await get(`/slug/${pending.slug}`, token)).statusCode).toBe(404);
    }
    expect((await get(`/${pending.id}`, pending.token)).json().applicationStatus).toBe('Pending');
    expect((await get(`/slug/${pending.slug}`, await t.tokenFor(1))).statusCode).toBe(200);
  });

  it('gives new consultants unique slugs from their names', async () => {
    expect(pending.slug).toBe('pending-person');
    const twin = await t.createUser();
    await t.app.db
      .updateTable('users')
      .set({ name: 'Pending', surname: 'Person' })
      .where('id', '=', twin.id)
      .execute();
    const id = await createConsultant(
      t.app.db,
      {
        userId: twin.id,
        specialization: 'x',
        yearsOfExperience: 0,
        applicationStatus: 'Approved',
        isActive: true,
      },
      new Date().toISOString(),
    );
    expect((await get(`/${id}`)).json().slug).toBe('pending-person-2');
  });

  it('shows the public projects of a consultant: name, status and dates only', async () => {
    const user = await findUserByEmail(t.app.db, DEMO_ACCOUNTS[1].email);
    const connor = (await get(`/user/${user!.id}`, await t.tokenFor(1))).json();
    const res = await get(`/${connor.id}/projects/public`);
    expect(res.statusCode).toBe(200);
    const dates = { startDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), endDate: expect.any(String) };
    // Newest first; nothing but name, status and dates.
    expect(res.json()).toEqual([
      { name: 'Finance System Upgrade', status: 'Completed', ...dates },
      { name: 'Retail Analytics Platform', status: 'Active', ...dates },
      { name: 'Cloud Migration Assessment', status: 'Pending', ...dates },
      { name: 'ERP Roll-out for Manufacturing', status: 'Active', ...dates },
    ]);
    const [ayse] = (await get('')).json();
    expect((await get(`/${ayse.id}/projects/public`)).json()).toEqual([
      { name: 'Retail Analytics Platform', status: 'Active', ...dates },
    ]);
    expect((await get(`/${pending.id}/projects/public`, await t.tokenFor(1))).statusCode).toBe(404);
    expect((await get('/999999/projects/public')).statusCode).toBe(404);
  });

  it('keeps the user lookup answering as before', async () => {
    const res = await get(`/user/${pending.userId}`, pending.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().slug).toBe('pending-person');
    expect((await get(`/user/${pending.userId}`, await t.tokenFor(3))).statusCode).toBe(404);
  });
});
