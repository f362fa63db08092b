import { renderApiReadme } from '@server/scripts/apiReadme';
import { buildTestApp, type TestApp } from '@test/server/testApp';

describe('API description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves OpenAPI 3 for every /api route at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const routes = t.app
      .accessMatrix()
      .filter((e) => e.method !== 'HEAD')
      .map((e) => `${e.method} ${e.url}`);
    expect(documented.sort()).toEqual(routes.sort());
    expect(Object.keys(doc.paths).some((p) => !p.startsWith('/api/'))).toBe(false);
    const login = doc.paths['/api/Account/Account/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(doc.paths['/api/Manage/profile'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('renders one README line per route with its access', () => {
    const readme = renderApiReadme(t.app.accessMatrix());
    expect(readme).toMatch(/^\| PATCH +\| `\/api\/sitesettings\/:id` +\| roles 1 +\|/m);
    expect(readme).toMatch(/^\| POST +\| `\/api\/Account\/Account\/login` +\| anonymous +\|/m);
    expect(readme).not.toMatch(/^\| HEAD /m);
  });
});
