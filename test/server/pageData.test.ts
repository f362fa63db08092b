import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_DATA_ID, type PageData } from '@shared/api/firstScreen';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { dataBlock, withDataBlock } from '@server/plugins/pageData';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const BLOCK = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`);

/** The page's data block, parsed, or null when the page has none. */
function pageData(html: string): PageData | null {
  const match = BLOCK.exec(html);
  return match ? (JSON.parse(match[1]) as PageData) : null;
}

const pathsOf = (data: PageData | null) => data?.reads.map((r) => r.path) ?? [];

describe('page data', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'srv-page-data-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    // The pages as built, without the DevTools setting's element (test/server/static.test.ts).
    t = await buildTestApp({ staticDir: dir, clientDevTools: false });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const api = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api${url}` })).json();

  it("embeds each public page's first reads, equal to the API's own answers", async () => {
    const slug = (await api('/services'))[0].slug as string;
    const expected: Record<string, string[]> = {
      '/': ['/sitesettings', '/homepage', '/services', '/consultants'],
      '/services': ['/sitesettings', '/services'],
      [`/services/${slug}`]: ['/sitesettings', `/services/slug/${slug}`],
      '/consultants': ['/sitesettings', '/consultants'],
      '/about': ['/sitesettings', '/aboutus'],
      '/request': ['/sitesettings', '/currency', '/services'],
      '/login': ['/sitesettings'],
      '/dashboard/users': ['/sitesettings'],
    };
    for (const [url, reads] of Object.entries(expected)) {
      const res = await page(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      const data = pageData(res.body);
      expect({ url, reads: pathsOf(data) }).toEqual({ url, reads });
      for (const read of data?.reads ?? []) expect(read.body).toEqual(await api(read.path));
    }
  });

  it('leaves out what a visitor may not read, and starts nothing on the QA frame', async () => {
    const missing = await page('/services/no-such-service');
    expect(pathsOf(pageData(missing.body))).toEqual(['/sitesettings']);
    const frame = await page('/qa/frame');
    expect(frame.body).toBe(INDEX);
  });

  it('shows a change on the next load, with a new ETag, and answers 304 while unchanged', async () => {
    const first = await page('/login');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await page('/login', { 'if-none-match': etag })).statusCode).toBe(304);

    const admin = await t.tokenFor(1);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/sitesettings',
      headers: bearer(admin),
      payload: { ...SITE_DEFAULTS, siteName: 'Renamed firm' },
    });
    expect(put.statusCode).toBe(200);
    const after = await page('/login', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(pageData(after.body)?.reads[0].body).toMatchObject({ siteName: 'Renamed firm' });
  });

  it('cannot be closed or commented out by any text in an answer', async () => {
    const admin = await t.tokenFor(1);
    const hostile = '</script><script>alert(1)</script><!-- <b>';
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/sitesettings',
      headers: bearer(admin),
      payload: { ...SITE_DEFAULTS, siteName: hostile },
    });
    expect(put.statusCode).toBe(200);
    const res = await page('/login');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<!--');
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(pageData(res.body)?.reads[0].body).toMatchObject({ siteName: hostile });
  });

  it('is compressed as the browser accepts, to the same page', async () => {
    const plain = await page('/');
    const br = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
  });

  it('gives each coding its own ETag, and answers 304 only to the tag of the coding it would send', async () => {
    const tags = [];
    for (const accepted of [undefined, 'br', 'gzip']) {
      const headers: Record<string, string> = accepted ? { 'accept-encoding': accepted } : {};
      const res = await page('/login', headers);
      tags.push(String(res.headers.etag));
      expect(
        (await page('/login', { ...headers, 'if-none-match': String(res.headers.etag) })).statusCode,
      ).toBe(304);
    }
    expect(new Set(tags).size).toBe(3);
    // A cache holding the plain page must not be told that it has the brotli one.
    const crossed = await page('/login', { 'accept-encoding': 'br', 'if-none-match': tags[0] });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.headers['content-encoding']).toBe('br');
  });
});

describe('page data block', () => {
  it('goes last in the body, and parses back to the answers', () => {
    const block = dataBlock([{ path: '/x', payload: '{"a":"<\\/script>"}' }]);
    const html = withDataBlock(INDEX, block);
    expect(html).toBe(INDEX.replace('</body>', `${block}</body>`));
    expect(pageData(html)).toEqual({ reads: [{ path: '/x', body: { a: '</script>' } }] });
  });
});
