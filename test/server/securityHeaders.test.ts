import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { SECURITY_HEADERS } from '@server/plugins/security';
import { buildTestApp, type TestApp } from '@test/server/testApp';

/** What helmet itself answers with the options the server used to give it, header by header. */
async function helmetHeaders(): Promise<Record<string, string>> {
  const reference = Fastify();
  await reference.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  reference.get('/', async () => 'ok');
  const res = await reference.inject({ method: 'GET', url: '/' });
  await reference.close();
  const framework = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !framework.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

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

  it('are the very headers and values helmet gave, computed once', async () => {
    const expected = await helmetHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    expect({ ...SECURITY_HEADERS }).toEqual(expected);
    const res = await t.app.inject({ method: 'GET', url: '/api/sitesettings' });
    for (const [name, value] of Object.entries(expected))
      expect([name, res.headers[name]]).toEqual([name, value]);
  });

  it('are set on refusals too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Manage/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
