import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// A shared cache (a proxy, a CDN, the browser's back button on a shared machine) must never keep an
// answer that belongs to one caller.

describe('Cache-Control on answers that depend on the caller', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.tokenFor(1);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each(['/api/Manage/profile', '/api/notification/all', '/api/sitesettings', '/api/services'])(
    'a signed-in GET %s is not stored',
    async (url) => {
      const res = await get(url, bearer(token));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('a refused call to a protected route is not stored either', async () => {
    const res = await get('/api/Manage/profile');
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a login answer, which carries a token, is not stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'admin@example.com', password: 'Admin123!' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an invalid token still counts as a signed-in request', async () => {
    const res = await get('/api/sitesettings', bearer('not-a-token'));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves anonymous public reads cacheable', async () => {
    const res = await get('/api/sitesettings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
