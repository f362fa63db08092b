import { etagOf, matchesEtag } from '@server/plugins/cacheControl';
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

  it('never answers a signed-in read 304, nor gives it an ETag', async () => {
    const anonymous = await get('/api/sitesettings');
    const res = await get('/api/sitesettings', {
      ...bearer(token),
      'if-none-match': String(anonymous.headers.etag),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

// Public reads that are the same for every anonymous caller: the browser keeps them and asks again
// with their ETag (docs/requirements.md#caching).
describe('revalidation of public reads', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.tokenFor(1);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  async function publicReads(): Promise<string[]> {
    const services = (await get('/api/services')).json() as { id: number; slug: string }[];
    const consultants = (await get('/api/consultants')).json() as { id: number; slug: string }[];
    const currencies = (await get('/api/currency')).json() as { id: number }[];
    return [
      '/api/sitesettings',
      '/api/homepage',
      '/api/aboutus',
      '/api/services',
      `/api/services/${services[0].id}`,
      `/api/services/slug/${services[0].slug}`,
      '/api/consultants',
      `/api/consultants/${consultants[0].id}`,
      `/api/consultants/slug/${consultants[0].slug}`,
      '/api/currency',
      `/api/currency/${currencies[0].id}`,
      '/api/currency/info/EUR',
    ];
  }

  it('answer with an ETag, no-cache, and 304 to a matching If-None-Match', async () => {
    for (const url of await publicReads()) {
      const first = await get(url);
      expect([url, first.statusCode]).toEqual([url, 200]);
      const etag = String(first.headers.etag);
      expect([url, etag]).toEqual([url, expect.stringMatching(/^"[\w-]{20,}"$/)]);
      expect([url, first.headers['cache-control']]).toEqual([url, 'no-cache']);

      const again = await get(url, { 'if-none-match': etag });
      expect([url, again.statusCode]).toEqual([url, 304]);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      // Several candidates, or the weak form a proxy may have made of it, match as well.
      const listed = await get(url, { 'if-none-match': `"other", W/${etag}` });
      expect([url, listed.statusCode]).toEqual([url, 304]);
    }
  });

  it('answers 200 with the new body once the data has changed', async () => {
    const before = await get('/api/sitesettings');
    const etag = String(before.headers.etag);
    const { id } = before.json() as { id: number };
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/sitesettings/${id}`,
      headers: bearer(admin),
      payload: { siteName: 'Renamed for the ETag test' },
    });
    expect(change.statusCode).toBe(200);
    const after = await get('/api/sitesettings', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().siteName).toBe('Renamed for the ETag test');
    expect(after.headers.etag).not.toBe(etag);
  });

  it('gives each body its own ETag when one route answers different bodies in turn', async () => {
    const services = (await get('/api/services')).json() as { slug: string }[];
    expect(services.length).toBeGreaterThan(1);
    const urls = [0, 1, 0, 1].map((i) => `/api/services/slug/${services[i].slug}`);
    const etags = [];
    for (const url of urls) {
      const res = await get(url);
      expect(res.headers.etag).toBe(etagOf(res.body));
      etags.push(res.headers.etag);
    }
    expect(etags[0]).not.toBe(etags[1]);
    expect([etags[2], etags[3]]).toEqual([etags[0], etags[1]]);
  });

  it('leaves a stale or foreign ETag answered in full', async () => {
    const res = await get('/api/services', { 'if-none-match': '"not-the-etag"' });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
  });

  it('keeps a longer lifetime that a route sets itself', async () => {
    const res = await get('/api/currency/available');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toBeDefined();
  });

  it('is not offered where the answer is a live status, a miss or a refusal', async () => {
    const health = await get('/api/health');
    expect(health.headers.etag).toBeUndefined();
    const missing = await get('/api/services/slug/no-such-service');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('matchesEtag', () => {
  it.each([
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"b", "a"', '"a"', true],
    ['*', '"a"', true],
    ['"b"', '"a"', false],
    ['', '"a"', false],
    [undefined, '"a"', false],
  ])('If-None-Match %p against %p: %p', (header, etag, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
