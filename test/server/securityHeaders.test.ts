import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { API_SECURITY_HEADERS, isApiPath, SECURITY_HEADERS } from '@server/plugins/security';
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

const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The security headers of an answer: every header but the framework's and the content's own. */
function securityHeadersOf(headers: Record<string, unknown>): Record<string, string> {
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const content = new Set([
    'etag',
    'cache-control',
    'vary',
    'last-modified',
    'content-encoding',
    'www-authenticate',
  ]);
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !own.has(name) && !content.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(['/some/page', '/consultants/jane-doe'])('of a page (%s): the whole set', async (url) => {
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
    for (const name of DOCUMENT_ONLY)
      expect([name, res.headers[name]]).toEqual([name, SECURITY_HEADERS[name]]);
  });

  it('are the very headers and values helmet gives a page, computed once', async () => {
    const expected = await helmetHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    expect({ ...SECURITY_HEADERS }).toEqual(expected);
    const res = await t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
    for (const [name, value] of Object.entries(expected))
      expect([name, res.headers[name]]).toEqual([name, value]);
  });

  it.each([
    ['GET', '/api/sitesettings', 200],
    ['GET', '/API/SiteSettings', 200],
    ['GET', '/api/does-not-exist', 404],
    ['GET', '/api/Manage/profile', 401],
    ['POST', '/hubs/notification/negotiate', 401],
  ] as const)(
    'of the API (%s %s, %i): the floor and nothing a document alone reads',
    async (method, url, status) => {
      const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(status);
      expect(securityHeadersOf(res.headers)).toEqual({ ...API_SECURITY_HEADERS });
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      for (const name of DOCUMENT_ONLY) expect([name, res.headers[name]]).toEqual([name, undefined]);
    },
  );

  it('tells the API and the hub apart from pages and files', () => {
    expect(isApiPath('/api/sitesettings')).toBe(true);
    expect(isApiPath('/Api/services?x=1')).toBe(true);
    expect(isApiPath('/hubs/notification/negotiate')).toBe(true);
    expect(isApiPath('/hubs/notification?id=abc')).toBe(false);
    expect(isApiPath('/api')).toBe(false);
    expect(isApiPath('/apis/x')).toBe(false);
    expect(isApiPath('/uploads/photo.png')).toBe(false);
    expect(isApiPath('/consultants/api/')).toBe(false);
  });

  it("are set on a page's refusals and files too", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/missing.png' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
