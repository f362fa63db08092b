import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@shared/messages';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';
import { JPEG, PNG, countRows, formBody, recordEvents, type Part } from './support';

describe('about us', () => {
  let t: TestApp;
  let admin: string;
  let events: ReturnType<typeof recordEvents>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.tokenFor(1);
    events = recordEvents(t);
  });
  beforeEach(() => events.clear());
  afterAll(() => t.close());

  const get = () => t.app.inject({ method: 'GET', url: '/api/aboutus' });
  const write = (method: 'POST' | 'PUT', url: string, payload: object, token = admin) =>
    t.app.inject({ method, url: `/api/aboutus${url}`, headers: bearer(token), payload });
  const upload = (id: number, parts: Part[], token = admin) => {
    const { payload, contentType } = formBody(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/aboutus/${id}/images`,
      headers: { ...bearer(token), 'content-type': contentType },
      payload,
    });
  };
  const aboutDir = () => path.join(t.config.dataDir, 'uploads', 'about');
  const filesStored = () => (existsSync(aboutDir()) ? readdirSync(aboutDir()).length : 0);

  it('serves the seeded page to anyone', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      title: 'About Us',
      content: expect.any(String),
      mission: expect.any(String),
      vision: expect.any(String),
      values: expect.any(String),
      images: [],
      updatedAt: expect.any(String),
    });
  });

  it('changes the given fields with PUT and raises about_us_updated', async () => {
    const { id } = (await get()).json();
    const res = await write('PUT', `/${id}`, { mission: 'New mission', vision: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'About Us', mission: 'New mission', vision: '' });
    expect(events.types()).toEqual(['about_us_updated']);
    expect(events.last()).toMatchObject({ family: 'siteContent' });
    expect((await write('PUT', '/999999', { title: 'x' })).statusCode).toBe(404);
    const blank = await write('PUT', `/${id}`, { title: ' ' });
    expect(blank.statusCode).toBe(400);
    expect((await write('PUT', `/${id}`, { title: 'x'.repeat(201) })).json().errors[0].field).toBe('title');
    expect((await get()).json().title).toBe('About Us');
  });

  it('creates the page with POST when there is none, and overwrites the single one after', async () => {
    await t.app.db.deleteFrom('about_us').execute();
    const empty = await get();
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toBeNull();
    const created = await write('POST', '', { title: 'Who we are', content: 'Text' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Who we are', content: 'Text', mission: '', images: [] });
    const again = await write('POST', '', { title: 'Who we really are' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: created.json().id,
      title: 'Who we really are',
      content: 'Text',
    });
    expect(events.all().map((e) => [e.type, e.title, e.message, e.data])).toEqual([
      ['about_us_created', 'About us created', 'The about-us page was created.', { id: created.json().id }],
      ['about_us_updated', 'About us updated', 'The about-us page was updated.', { id: created.json().id }],
    ]);
    expect((await write('POST', '', { content: 'no title' })).statusCode).toBe(400);
  });

  it('stores an image with its caption in either order, and deletes it with its file', async () => {
    const { id } = (await get()).json();
    const first = await upload(id, [
      { name: 'caption', value: 'Our office' },
      { name: 'image', filename: '../../evil.png', content: PNG },
    ]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/uploads\/about\/[0-9a-f-]{36}\.png$/),
      caption: 'Our office',
      displayOrder: 0,
    });
    const second = await upload(id, [
      { name: 'image', filename: 'team.jpg', content: JPEG },
      { name: 'caption', value: 'The team' },
    ]);
    expect(second.json()).toMatchObject({ caption: 'The team', displayOrder: 1 });
    const file = path.join(t.config.dataDir, first.json().url);
    expect(readFileSync(file).equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: first.json().url })).statusCode).toBe(200);
    expect((await get()).json().images).toEqual([first.json(), second.json()]);
    expect(events.all().map((e) => [e.type, e.family, e.title, e.message, e.data])).toEqual([
      [
        'about_us_image_added',
        'siteContent',
        'About us image added',
        'An image was added to the about-us page.',
        { id: first.json().id, url: first.json().url },
      ],
      [
        'about_us_image_added',
        'siteContent',
        'About us image added',
        'An image was added to the about-us page.',
        { id: second.json().id, url: second.json().url },
      ],
    ]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/aboutus/images/${first.json().id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect(events.last()).toMatchObject({
      type: 'about_us_image_deleted',
      title: 'About us image deleted',
      message: 'An image was removed from the about-us page.',
      data: { id: first.json().id },
    });
    expect((await get()).json().images).toEqual([second.json()]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/aboutus/images/${first.json().id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    [
      'a text file',
      [{ name: 'image', filename: 'a.png', content: Buffer.from('not an image at all') }],
      400,
      MSG.unsupportedImage,
    ],
    ['no file', [{ name: 'caption', value: 'Lonely caption' }], 400, MSG.noFile],
    ['an empty file', [{ name: 'image', filename: 'a.png', content: Buffer.alloc(0) }], 400, MSG.noFile],
    [
      'a long caption',
      [
        { name: 'caption', value: 'x'.repeat(301) },
        { name: 'image', filename: 'a.png', content: PNG },
      ],
      400,
      MSG.captionTooLong,
    ],
    [
      'a file over 5 MiB',
      [{ name: 'image', filename: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }],
      413,
      MSG.fileTooLarge,
    ],
    [
      'two files',
      [
        { name: 'image', filename: 'a.png', content: PNG },
        { name: 'image', filename: 'b.png', content: PNG },
      ],
      400,
      MSG.invalidUpload,
    ],
  ] as Array<[string, Part[], number, string]>)(
    'refuses %s and stores nothing',
    async (_label, parts, status, message) => {
      const { id } = (await get()).json();
      const [files, rows] = [filesStored(), await countRows(t, 'about_us_images')];
      const res = await upload(id, parts);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(filesStored()).toBe(files);
      expect(await countRows(t, 'about_us_images')).toBe(rows);
      expect(events.all()).toEqual([]);
    },
  );

  it('refuses JSON instead of a form, and a missing page', async () => {
    const { id } = (await get()).json();
    const json = await write('POST', `/${id}/images`, { image: 'x' });
    expect(json.statusCode).toBe(400);
    expect((await upload(999999, [{ name: 'image', filename: 'a.png', content: PNG }])).statusCode).toBe(404);
  });

  it('keeps writes to administrators', async () => {
    const { id } = (await get()).json();
    for (const role of [2, 3, 4] as const) {
      const token = await t.tokenFor(role);
      expect((await write('POST', '', { title: 'x' }, token)).statusCode).toBe(403);
      expect((await write('PUT', `/${id}`, { title: 'x' }, token)).statusCode).toBe(403);
      expect((await upload(id, [{ name: 'image', filename: 'a.png', content: PNG }], token)).statusCode).toBe(
        403,
      );
    }
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/aboutus/images/1' });
    expect(anonymous.statusCode).toBe(401);
  });
});
