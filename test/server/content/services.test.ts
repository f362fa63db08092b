import { MSG } from '@shared/messages';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';
import { countRows, recordEvents } from './support';

describe('services', () => {
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

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api/services${url}`, headers: token ? bearer(token) : {}, payload });
  const create = (payload: object) => call('POST', '', admin, payload);

  it('lists the active services in display order with features and benefits, to anyone', async () => {
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((s: { title: string }) => s.title)).toEqual([
      'Digital Transformation',
      'ERP Implementation',
      'Project Management',
      'IT Strategy & Architecture',
      'Data & Analytics',
      'Cloud Migration',
    ]);
    expect(list[3]).toEqual({
      id: expect.any(Number),
      slug: 'it-strategy-and-architecture',
      title: 'IT Strategy & Architecture',
      shortDescription: expect.any(String),
      description: expect.any(String),
      icon: 'AccountTree',
      imageUrl: '',
      isActive: true,
      displayOrder: 3,
      features: [
        { id: expect.any(Number), name: 'IT strategy and governance', description: '' },
        expect.any(Object),
        expect.any(Object),
      ],
      benefits: expect.arrayContaining([expect.objectContaining({ name: 'Focused IT spending' })]),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(list[3].benefits).toHaveLength(3);
  });

  it('reads one service by id and by slug', async () => {
    const [first] = (await call('GET', '')).json();
    const byId = await call('GET', `/${first.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(first);
    const bySlug = await call('GET', `/slug/${first.slug}`);
    expect(bySlug.json()).toEqual(first);
    expect((await call('GET', '/999999')).statusCode).toBe(404);
    expect((await call('GET', '/slug/no-such-service')).json()).toEqual({ message: MSG.notFound });
    expect((await call('GET', '/abc')).statusCode).toBe(400);
  });

  it('shows inactive services only to administrators', async () => {
    const draft = (await create({ title: 'Draft Service', isActive: false })).json();
    const customer = await t.tokenFor(3);
    for (const token of [undefined, customer]) {
      expect((await call('GET', `/${draft.id}`, token)).statusCode).toBe(404);
      expect((await call('GET', `/slug/${draft.slug}`, token)).statusCode).toBe(404);
      const ids = (await call('GET', '?includeInactive=true', token)).json().map((s: { id: number }) => s.id);
      expect(ids).not.toContain(draft.id);
    }
    expect((await call('GET', `/${draft.id}`, admin)).statusCode).toBe(200);
    const all = (await call('GET', '?includeInactive=true', admin)).json();
    expect(all.map((s: { id: number }) => s.id)).toContain(draft.id);
    expect((await call('GET', '', admin)).json().map((s: { id: number }) => s.id)).not.toContain(draft.id);
  });

  it('creates a service with a slug from its title and raises an event', async () => {
    const res = await create({
      title: 'Cyber Security Ölçümü',
      shortDescription: 'Short',
      icon: 'Security',
      features: [{ name: 'Pen testing', description: 'External and internal' }],
      benefits: [{ name: 'Fewer incidents' }],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      slug: 'cyber-security-olcumu',
      title: 'Cyber Security Ölçümü',
      isActive: true,
      features: [{ id: expect.any(Number), name: 'Pen testing', description: 'External and internal' }],
      benefits: [{ id: expect.any(Number), name: 'Fewer incidents', description: '' }],
    });
    expect(body.displayOrder).toBeGreaterThan(5);
    expect(events.all()).toEqual([
      expect.objectContaining({
        family: 'services',
        type: 'service_created',
        data: { serviceId: body.id, serviceName: 'Cyber Security Ölçümü' },
      }),
    ]);
    const again = await create({ title: 'Cyber Security Ölçümü' });
    expect(again.json().slug).toBe('cyber-security-olcumu-2');
  });

  it('refuses a taken slug with 409 and stores nothing', async () => {
    const before = await countRows(t, 'services');
    const res = await create({ title: 'Another', slug: 'erp-implementation' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: MSG.serviceSlugTaken,
      errors: [{ field: 'slug', message: MSG.serviceSlugTaken }],
    });
    expect(await countRows(t, 'services')).toBe(before);
    expect(events.all()).toEqual([]);
  });

  it.each([
    ['no title', { shortDescription: 'x' }, 'title'],
    ['an empty title', { title: '' }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a slug with spaces', { title: 'A', slug: 'Not A Slug' }, 'slug'],
    ['a script URL', { title: 'A', imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    ['a negative order', { title: 'A', displayOrder: -1 }, 'displayOrder'],
    ['a nameless feature', { title: 'A', features: [{ description: 'x' }] }, 'features.0.name'],
  ])('answers 400 for %s and stores nothing', async (_label, payload, field) => {
    const before = await countRows(t, 'services');
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.json().errors[0].field).toBe(field);
    expect(await countRows(t, 'services')).toBe(before);
  });
});
