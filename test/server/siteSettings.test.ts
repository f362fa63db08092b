import { MSG } from '@shared/messages';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

describe('site settings', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.tokenFor(1);
  });
  afterAll(() => t.close());

  const get = () => t.app.inject({ method: 'GET', url: '/api/sitesettings' });
  const full = (over: object = {}) => ({ ...SITE_DEFAULTS, siteName: 'Changed', ...over });

  it('serves the seeded defaults to anyone, with nothing else in it', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), ...SITE_DEFAULTS });
  });

  it('lets an administrator read a row by id', async () => {
    const { id } = (await get()).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/sitesettings/${id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(id);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/sitesettings/9999',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MSG.notFound });
  });

  it('PUT replaces the first row when no id is given', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/sitesettings',
      headers: bearer(admin),
      payload: full({ siteName: 'Put Name' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().siteName).toBe('Put Name');
    expect((await get()).json().siteName).toBe('Put Name');
  });

  it('PUT with an id updates that row and 404s for a missing one', async () => {
    const { id } = (await get()).json();
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/sitesettings',
      headers: bearer(admin),
      payload: { ...full({ siteName: 'By Id' }), id },
    });
    expect(ok.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/sitesettings',
      headers: bearer(admin),
      payload: { ...full(), id: 9999 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('PATCH changes only the given fields', async () => {
    const before = (await get()).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/sitesettings/${before.id}`,
      headers: bearer(admin),
      payload: { logoText: 'XY' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...before, logoText: 'XY' });
  });

  it('POST overwrites the single row rather than adding one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sitesettings',
      headers: bearer(admin),
      payload: full({ siteName: 'Posted' }),
    });
    expect(res.statusCode).toBe(200);
    const count = await t.app.db
      .selectFrom('site_settings')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect((await get()).json().siteName).toBe('Posted');
  });

  it('POST creates the row when there is none (201)', async () => {
    await t.app.db.deleteFrom('site_settings').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sitesettings',
      headers: bearer(admin),
      payload: full({ siteName: 'Fresh' }),
    });
    expect(res.statusCode).toBe(201);
    expect((await get()).json().siteName).toBe('Fresh');
  });

  it.each([2, 3, 4] as const)('refuses writes from role %i with 403', async (role) => {
    const token = await t.tokenFor(role);
    const { id } = (await get()).json();
    for (const call of [
      { method: 'PUT' as const, url: '/api/sitesettings', payload: full({ siteName: 'Hacked' }) },
      { method: 'POST' as const, url: '/api/sitesettings', payload: full({ siteName: 'Hacked' }) },
      { method: 'PATCH' as const, url: `/api/sitesettings/${id}`, payload: { siteName: 'Hacked' } },
      { method: 'GET' as const, url: `/api/sitesettings/${id}` },
    ]) {
      const res = await t.app.inject({ ...call, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    expect((await get()).json().siteName).not.toBe('Hacked');
  });

  it('refuses anonymous writes with 401', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/sitesettings', payload: full() });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [
      'a missing field',
      (() => {
        const { siteName: _s, ...rest } = full();
        return rest;
      })(),
      'siteName',
    ],
    ['a too long logo text', full({ logoText: 'ABCDE' }), 'logoText'],
    ['a wrong type', full({ siteName: { a: 1 } }), 'siteName'],
    ['a script URL', full({ socialTwitter: 'javascript:alert(1)' }), 'socialTwitter'],
  ])('refuses %s with 400 and stores nothing', async (_label, payload, field) => {
    const before = (await get()).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/sitesettings',
      headers: bearer(admin),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
    expect((await get()).json()).toEqual(before);
  });

  it('refuses a bad id in the path with 400', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/sitesettings/abc',
      headers: bearer(admin),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});
