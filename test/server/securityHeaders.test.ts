import { buildTestApp, type TestApp } from '@test/server/testApp';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/sitesettings', '/api/does-not-exist', '/some/page'])('are set on %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https: http:;" +
        "font-src 'self' data:;connect-src 'self' ws: wss:;object-src 'none';base-uri 'self';" +
        "frame-ancestors 'none';form-action 'self'",
    );
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
