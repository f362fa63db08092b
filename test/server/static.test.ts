import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '@test/server/testApp';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/x.abc.js"></script></body></html>';
const SCRIPT = 'console.log("client");'.repeat(20);
/** The page without its first-screen data block (which test/server/pageData.test.ts checks). */
const withoutData = (html: string) =>
  html.replace(/<script type="application\/json" id="page-data">[^<]*<\/script>/, '');

describe('static client', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'srv-static-'));
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'assets', 'x.abc.js'), SCRIPT);
    writeFileSync(path.join(dir, 'assets', 'x.abc.js.gz'), gzipSync(SCRIPT));
    t = await buildTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves index.html at / without caching', async () => {
    const res = await get('/', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(withoutData(res.body)).toBe(INDEX);
  });

  it('serves hashed assets as immutable, pre-compressed when accepted', async () => {
    const gz = await get('/assets/x.abc.js', { 'accept-encoding': 'gzip' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    const plain = await get('/assets/x.abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client routes that accept HTML', async () => {
    for (const url of ['/consultants/jane-doe', '/dashboard/settings', '/login?next=%2Fprofile']) {
      const res = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(res.statusCode).toBe(200);
      expect(withoutData(res.body)).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets only this origin frame the QA replay frame, and no page be framed otherwise', async () => {
    for (const url of ['/qa/frame', '/qa/frame/', '/qa/frame?x=1']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      // A replayed log's image addresses (a photo, a favicon) load from this site only: an imported
      // log cannot learn when and where it was opened, nor aim requests at other hosts.
      const img = /(?:^|;)img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(img?.split(' ').sort()).toEqual(["'self'", 'blob:', 'data:']);
    }
    for (const url of ['/', '/qa', '/qa/frames', '/projects/qa/frame']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers deep links with index.html whatever the Accept header (curl, fetch, monitors)', async () => {
    for (const [url, accept] of [
      ['/services', '*/*'],
      ['/consultants/some-slug', '*/*'],
      ['/dashboard/settings', 'application/json'],
      ['/login?next=%2Fprofile', undefined],
    ] as const) {
      const res = await get(url, accept ? { accept } : {});
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(withoutData(res.body)).toBe(INDEX);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/services', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 for a missing file, and for the server prefixes, whatever the Accept header', async () => {
    for (const url of ['/favicon.ico', '/assets/missing.js', '/robots.txt']) {
      expect({ url, status: (await get(url, { accept: '*/*' })).statusCode }).toEqual({ url, status: 404 });
    }
    for (const url of ['/api/nothing', '/api', '/hubs/other', '/uploads/nothing', '/API/Nothing']) {
      const res = await get(url, { accept: '*/*' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('does not fall back for the server prefixes, other methods or non-HTML requests', async () => {
    expect((await get('/api/nothing', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/uploads/nothing.png', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/hubs/other', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/assets/missing.js', { accept: '*/*' })).statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });

  it('does not serve files outside the build', async () => {
    const res = await get('/../../package.json', { accept: '*/*' });
    expect(res.statusCode).not.toBe(200);
  });
});

describe('static client without a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers page requests with a plain 503', async () => {
    for (const url of ['/', '/profile']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.body).toBe('Client not built: run npm run build');
    }
  });

  it('keeps the API working', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

// Decision 040: CLIENT_DEVTOOLS reaches the client as an element in the head of every page.
describe('the DevTools setting in the pages', () => {
  const PAGE =
    '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
  const META = '<meta name="devtools" content="on" />';
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'srv-devtools-'));
    writeFileSync(path.join(dir, 'index.html'), PAGE);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const pagesOf = async (clientDevTools: boolean) => {
    const t = await buildTestApp({ staticDir: dir, clientDevTools });
    try {
      const bodies: string[] = [];
      for (const url of ['/', '/login', '/dashboard/settings', '/qa/frame']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
        bodies.push(res.body);
      }
      return bodies;
    } finally {
      await t.close();
    }
  };

  it('writes the element at the end of the head when the setting is on', async () => {
    for (const body of await pagesOf(true)) {
      expect(body.split(META)).toHaveLength(2);
      expect(body).toContain(`<title>Portal</title>${META}</head>`);
    }
  });

  it('leaves every page as built when it is off', async () => {
    for (const body of await pagesOf(false)) {
      expect(body).not.toContain('devtools');
      expect(body.startsWith('<!doctype html><html><head><title>Portal</title></head><body>')).toBe(true);
    }
  });
});
