import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { acceptedCoding, MIN_COMPRESSED_BYTES } from '@server/lib/contentCoding';
import { keptBody } from '@server/lib/versionedCache';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// A kept answer of 1 KB or more is sent compressed to a request that accepts brotli or gzip, with
// the bytes compressed once per kept body; each coding is a representation of its own, with its own
// ETag (docs/decisions/026-kept-answers.md).
const BROWSER = 'gzip, deflate, br';

describe('kept answers in the codings a browser accepts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Enough consultants for the directory to pass the threshold of compression.
    const now = new Date().toISOString();
    for (let i = 0; i < 8; i += 1) {
      const user = await t.createUser({ roleId: 2 });
      await sql`insert into consultants (user_id, specialization, bio, years_of_experience,
          application_status, applied_at, reviewed_at, created_at, updated_at, slug)
        values (${user.id}, 'Encodings', ${`Consultant ${i} of the encodings test.`}, 3, 'Approved',
          ${now}, ${now}, ${now}, ${now}, ${`encodings-${i}`})`.execute(t.app.db);
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers });

  const decoded = (res: Awaited<ReturnType<typeof get>>): string => {
    const coding = res.headers['content-encoding'];
    if (coding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
    if (coding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
    expect(coding).toBeUndefined();
    return res.body;
  };

  it.each(['consultants', 'services'])(
    'answers %s in brotli, gzip or as it is, decoding to the same JSON, each with its ETag',
    async (url) => {
      const plain = await get(url);
      const br = await get(url, { 'accept-encoding': BROWSER });
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      for (const res of [plain, br, gzip]) expect(res.statusCode).toBe(200);
      expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(br))).toEqual(plain.json());
      expect(JSON.parse(decoded(gzip))).toEqual(plain.json());
      for (const res of [plain, br, gzip]) {
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      }
      const etags = [plain, br, gzip].map((res) => res.headers.etag);
      expect(new Set(etags).size).toBe(3);
      // The same bytes again, the same tag: the compressed body is kept.
      const brAgain = await get(url, { 'accept-encoding': BROWSER });
      expect(brAgain.headers.etag).toBe(br.headers.etag);
      expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    },
  );

  it('revalidates each coding with its own ETag: 304 for the one held, 200 for another', async () => {
    const br = await get('consultants', { 'accept-encoding': BROWSER });
    const plain = await get('consultants');
    const held = (etag: string | string[] | undefined, accept?: string) =>
      get('consultants', { 'if-none-match': String(etag), ...(accept ? { 'accept-encoding': accept } : {}) });

    const same = await held(br.headers.etag, BROWSER);
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload.length).toBe(0);
    expect(same.headers.etag).toBe(br.headers.etag);
    expect(same.headers['content-encoding']).toBeUndefined();
    expect(same.headers.vary).toBe('Accept-Encoding');

    // The brotli tag does not stand for the gzip or the plain bytes, nor the other way round.
    const asGzip = await held(br.headers.etag, 'gzip');
    expect(asGzip.statusCode).toBe(200);
    expect(asGzip.headers['content-encoding']).toBe('gzip');
    expect((await held(br.headers.etag)).statusCode).toBe(200);
    expect((await held(plain.headers.etag, BROWSER)).statusCode).toBe(200);
    expect((await held(plain.headers.etag)).statusCode).toBe(304);

    // A change makes new bytes and new tags in every coding.
    await sql`update consultants set bio = ${'Changed for the encodings test.'} where slug = ${'encodings-0'}`.execute(
      t.app.db,
    );
    const changed = await held(br.headers.etag, BROWSER);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(br.headers.etag);
    expect(decoded(changed)).toContain('Changed for the encodings test.');
  });

  it('compresses a signed-in list too, without an ETag', async () => {
    const admin = await t.tokenFor(1);
    const plain = await get('consultants', bearer(admin));
    const br = await get('consultants', { ...bearer(admin), 'accept-encoding': BROWSER });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(br))).toEqual(plain.json());
    expect(br.headers.etag).toBeUndefined();
    expect(br.headers['cache-control']).toBe('no-store');
  });

  it('sends a small kept answer as it is, with the one ETag', async () => {
    const plain = await get('sitesettings');
    const res = await get('sitesettings', { 'accept-encoding': BROWSER });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBe(plain.headers.etag);
    expect(res.body).toBe(plain.body);
    expect(
      (await get('sitesettings', { 'accept-encoding': BROWSER, 'if-none-match': String(res.headers.etag) }))
        .statusCode,
    ).toBe(304);
  });

  it('sends a small kept answer of any script whole, its length counted in bytes', async () => {
    const siteName = 'Café Zürich — 東京 ✓';
    await sql`update site_settings set site_name = ${siteName}`.execute(t.app.db);
    for (const res of [
      await get('sitesettings'),
      await get('sitesettings', { 'accept-encoding': BROWSER }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().siteName).toBe(siteName);
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body, 'utf8')));
      expect(res.headers['content-length']).not.toBe(String(res.body.length));
    }
  });
});

describe('keptBody', () => {
  it('keeps the text beside the bytes only below the size worth compressing', () => {
    const small = keptBody(JSON.stringify({ name: 'Zürich' }));
    expect(small.text).toBe('{"name":"Zürich"}');
    expect(small.body.equals(Buffer.from(small.text!, 'utf8'))).toBe(true);
    const large = keptBody(JSON.stringify({ text: 'x'.repeat(MIN_COMPRESSED_BYTES) }));
    expect(large.text).toBeUndefined();
    expect(large.body.length).toBeGreaterThanOrEqual(MIN_COMPRESSED_BYTES);
  });
});

describe('acceptedCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['deflate', null],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
  ] as const)('%s → %s', (header, coding) => {
    expect(acceptedCoding(header)).toBe(coding);
  });
});
