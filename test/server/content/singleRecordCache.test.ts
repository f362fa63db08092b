import { sql } from 'kysely';
import { aboutUs, addAboutImage, homepage } from '@server/services/site/siteContent';
import { siteSettings } from '@server/services/site/siteSettings';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// Site settings, the home page and about us are kept serialized between writes (migration 013,
// docs/decisions/026-kept-answers.md): every write must show in the next read, whoever makes it,
// with a new ETag.
/** A document as read: its fields, and about us's images. */
type Doc = { [field: string]: unknown; images: { caption: string }[] } | null;

describe('the kept single-record documents', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.tokenFor(1);
  });
  afterAll(() => t.close());

  const read = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${url}` });
    expect(res.statusCode).toBe(200);
    return { body: res.json(), etag: res.headers.etag };
  };
  const put = async (url: string, payload: object, method: 'PUT' | 'PATCH' = 'PUT') => {
    const res = await t.app.inject({ method, url: `/api/${url}`, headers: bearer(admin), payload });
    expect(res.statusCode).toBe(200);
  };

  /** A write between two reads shows in the second, with another ETag; the first read is kept. */
  async function expectSeen(url: string, write: () => Promise<unknown>, seen: (body: Doc) => boolean) {
    const before = await read(url);
    expect((await read(url)).etag).toBe(before.etag);
    await write();
    const after = await read(url);
    expect(after.etag).not.toBe(before.etag);
    expect(seen(after.body)).toBe(true);
    // The kept answer is the one a fresh read would give: the 304 of its ETag.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/${url}`,
      headers: { 'if-none-match': after.etag },
    });
    expect(again.statusCode).toBe(304);
  }

  it('shows the site settings written through the API, a service and plain SQL', async () => {
    const { id } = (await read('sitesettings')).body;
    await expectSeen(
      'sitesettings',
      () => put(`sitesettings/${id}`, { siteName: 'Through the API' }, 'PATCH'),
      (body) => body !== null && body.siteName === 'Through the API',
    );
    await expectSeen(
      'sitesettings',
      () => siteSettings.change(t.app, id, { siteName: 'Through a service' }),
      (body) => body !== null && body.siteName === 'Through a service',
    );
    await expectSeen(
      'sitesettings',
      () => sql`update site_settings set site_name = ${'Through SQL'} where id = ${id}`.execute(t.app.db),
      (body) => body !== null && body.siteName === 'Through SQL',
    );
    // A removed row is made again from the defaults, and that is what the next read shows.
    await expectSeen(
      'sitesettings',
      () => sql`delete from site_settings`.execute(t.app.db),
      (body) => body !== null && body.id !== id && body.siteName !== 'Through SQL',
    );
  });

  it('shows the home page written through the API, a service and plain SQL', async () => {
    const { id } = (await read('homepage')).body;
    await expectSeen(
      'homepage',
      () => put(`homepage/${id}`, { heroTitle: 'Through the API' }),
      (body) => body !== null && body.heroTitle === 'Through the API',
    );
    await expectSeen(
      'homepage',
      () => homepage.change(t.app, id, { heroTitle: 'Through a service' }),
      (body) => body !== null && body.heroTitle === 'Through a service',
    );
    await expectSeen(
      'homepage',
      () => sql`update homepage_info set hero_title = ${'Through SQL'} where id = ${id}`.execute(t.app.db),
      (body) => body !== null && body.heroTitle === 'Through SQL',
    );
    await expectSeen(
      'homepage',
      () => sql`delete from homepage_info`.execute(t.app.db),
      (body) => body === null,
    );
  });

  it('shows about us and its images written through the API, a service and plain SQL', async () => {
    const { id } = (await read('aboutus')).body;
    await expectSeen(
      'aboutus',
      () => put(`aboutus/${id}`, { title: 'Through the API' }),
      (body) => body !== null && body.title === 'Through the API',
    );
    await expectSeen(
      'aboutus',
      () => aboutUs.change(t.app, id, { mission: 'Through a service' }),
      (body) => body !== null && body.mission === 'Through a service',
    );
    await expectSeen(
      'aboutus',
      () => addAboutImage(t.app, id, '/uploads/about/kept.png', 'Kept'),
      (body) => body !== null && body.images.some((image) => image.caption === 'Kept'),
    );
    await expectSeen(
      'aboutus',
      () =>
        sql`update about_us_images set caption = ${'Captioned by SQL'} where about_us_id = ${id}`.execute(
          t.app.db,
        ),
      (body) => body !== null && body.images.every((image) => image.caption === 'Captioned by SQL'),
    );
    await expectSeen(
      'aboutus',
      () => sql`delete from about_us_images where about_us_id = ${id}`.execute(t.app.db),
      (body) => body !== null && body.images.length === 0,
    );
    await expectSeen(
      'aboutus',
      () => sql`update about_us set vision = ${'Through SQL'} where id = ${id}`.execute(t.app.db),
      (body) => body !== null && body.vision === 'Through SQL',
    );
  });
});
