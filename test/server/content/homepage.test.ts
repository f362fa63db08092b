import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';
import { recordEvents } from './support';

describe('homepage', () => {
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

  const get = () => t.app.inject({ method: 'GET', url: '/api/homepage' });
  const write = (method: 'POST' | 'PUT', url: string, payload: object, token = admin) =>
    t.app.inject({ method, url: `/api/homepage${url}`, headers: bearer(token), payload });

  it('serves the seeded hero and figures to anyone', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      heroTitle: 'Professional Consulting Services',
      heroSubtitle: expect.any(String),
      heroImageUrl: '',
      ctaText: 'Get a Quote',
      ctaLink: '/request',
      stats: { yearsInBusiness: 12, projectsCompleted: 240, clientsServed: 85, consultantsCount: 5 },
      updatedAt: expect.any(String),
    });
  });

  it('changes given fields and single figures with PUT', async () => {
    const { id } = (await get()).json();
    const res = await write('PUT', `/${id}`, { heroSubtitle: 'Sub', stats: { clientsServed: 90 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      heroTitle: 'Professional Consulting Services',
      heroSubtitle: 'Sub',
      stats: { yearsInBusiness: 12, clientsServed: 90 },
    });
    expect(events.all()).toEqual([
      expect.objectContaining({ family: 'siteContent', type: 'homepage_info_updated' }),
    ]);
    expect((await write('PUT', '/999999', { heroTitle: 'x' })).statusCode).toBe(404);
  });

  it.each([
    ['a negative figure', { stats: { projectsCompleted: -1 } }, 'stats.projectsCompleted'],
    ['a fractional figure', { stats: { clientsServed: 1.5 } }, 'stats.clientsServed'],
    ['a script link', { ctaLink: 'javascript:alert(1)' }, 'ctaLink'],
    ['a protocol-relative image', { heroImageUrl: '//evil.example/x.png' }, 'heroImageUrl'],
    ['a blank title', { heroTitle: '  ' }, 'heroTitle'],
  ])('answers 400 for %s and changes nothing', async (_label, payload, field) => {
    const before = (await get()).json();
    const res = await write('PUT', `/${before.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
    expect((await get()).json()).toEqual(before);
    expect(events.all()).toEqual([]);
  });

  it('creates with POST when empty and overwrites the single record after', async () => {
    await t.app.db.deleteFrom('homepage_info').execute();
    const empty = await get();
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toBeNull();
    const created = await write('POST', '', { heroTitle: 'Hello', ctaLink: 'https://example.com/quote' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      heroTitle: 'Hello',
      ctaText: '',
      ctaLink: 'https://example.com/quote',
      stats: { yearsInBusiness: 0, projectsCompleted: 0, clientsServed: 0, consultantsCount: 0 },
    });
    const again = await write('POST', '', { heroTitle: 'Hello again', stats: { yearsInBusiness: 3 } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: created.json().id, heroTitle: 'Hello again' });
    expect(events.all().map((e) => [e.type, e.title, e.message, e.data])).toEqual([
      [
        'homepage_info_created',
        'Homepage created',
        'The home page content was created.',
        { id: created.json().id },
      ],
      [
        'homepage_info_updated',
        'Homepage updated',
        'The home page content was updated.',
        { id: created.json().id },
      ],
    ]);
    expect((await write('POST', '', { heroSubtitle: 'no title' })).statusCode).toBe(400);
  });

  it('keeps writes to administrators', async () => {
    const { id } = (await get()).json();
    for (const role of [2, 3, 4] as const) {
      expect((await write('PUT', `/${id}`, { heroTitle: 'x' }, await t.tokenFor(role))).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/homepage',
      payload: { heroTitle: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
