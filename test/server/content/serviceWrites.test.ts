import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';
import { countRows, recordEvents } from './support';

describe('changing services', () => {
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

  it('updates the given fields, replaces lists when sent, and raises an event', async () => {
    const svc = (await create({ title: 'To Change', features: [{ name: 'Old' }] })).json();
    const res = await call('PUT', `/${svc.id}`, admin, {
      id: svc.id,
      title: 'Changed',
      isActive: false,
      features: [{ name: 'New one' }, { name: 'New two' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Changed', slug: 'to-change', isActive: false });
    expect(res.json().features.map((f: { name: string }) => f.name)).toEqual(['New one', 'New two']);
    expect(events.last()).toMatchObject({
      type: 'service_updated',
      data: { serviceId: svc.id, serviceName: 'Changed' },
    });
    const slugClash = await call('PUT', `/${svc.id}`, admin, { slug: 'cloud-migration' });
    expect(slugClash.statusCode).toBe(409);
    expect((await call('PUT', '/999999', admin, { title: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', `/${svc.id}`, admin, { title: '' })).statusCode).toBe(400);
  });

  it('adds and removes features and benefits with events', async () => {
    const svc = (await create({ title: 'With Items' })).json();
    const feature = await call('POST', `/${svc.id}/features`, admin, {
      name: 'Audit',
      description: 'Yearly',
    });
    expect(feature.statusCode).toBe(201);
    expect(feature.json()).toEqual({ id: expect.any(Number), name: 'Audit', description: 'Yearly' });
    const benefit = await call('POST', `/${svc.id}/benefits`, admin, { name: 'Peace of mind' });
    expect(benefit.statusCode).toBe(201);
    const detail = (await call('GET', `/${svc.id}`)).json();
    expect(detail.features).toEqual([feature.json()]);
    expect(detail.benefits).toEqual([benefit.json()]);

    const other = (await create({ title: 'Other Items' })).json();
    expect((await call('DELETE', `/${other.id}/features/${feature.json().id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/${svc.id}/features/${feature.json().id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/${svc.id}/benefits/${benefit.json().id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/${svc.id}/benefits/${benefit.json().id}`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/999999/features`, admin, { name: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `/${svc.id}/benefits`, admin, { name: '' })).statusCode).toBe(400);

    const data = events
      .all()
      .filter((e) => e.type.startsWith('service_feature') || e.type.startsWith('service_benefit'));
    expect(data.map((e) => [e.type, e.data])).toEqual([
      ['service_feature_added', { serviceId: svc.id, serviceName: 'With Items', featureName: 'Audit' }],
      [
        'service_benefit_added',
        { serviceId: svc.id, serviceName: 'With Items', benefitName: 'Peace of mind' },
      ],
      ['service_feature_removed', { serviceId: svc.id, serviceName: 'With Items', featureName: 'Audit' }],
      [
        'service_benefit_removed',
        { serviceId: svc.id, serviceName: 'With Items', benefitName: 'Peace of mind' },
      ],
    ]);
  });

  it('deletes a service with its items and unlinks its projects', async () => {
    const svc = (await create({ title: 'Short Lived', features: [{ name: 'F' }] })).json();
    const features = await countRows(t, 'service_features');
    const res = await call('DELETE', `/${svc.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(events.last()).toMatchObject({
      type: 'service_deleted',
      data: { serviceId: svc.id, serviceName: 'Short Lived' },
    });
    expect(await countRows(t, 'service_features')).toBe(features - 1);
    expect((await call('GET', `/${svc.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/${svc.id}`, admin)).statusCode).toBe(404);

    const erp = (await call('GET', '/slug/erp-implementation')).json();
    await call('DELETE', `/${erp.id}`, admin);
    const project = await t.app.db
      .selectFrom('projects')
      .select('service_id')
      .where('name', '=', 'ERP Roll-out for Manufacturing')
      .executeTakeFirstOrThrow();
    expect(project.service_id).toBeNull();
  });

  it('keeps writes to administrators', async () => {
    const [first] = (await call('GET', '')).json();
    for (const role of [2, 3, 4] as const) {
      const token = await t.tokenFor(role);
      expect((await call('POST', '', token, { title: 'Nope' })).statusCode).toBe(403);
      expect((await call('PUT', `/${first.id}`, token, { title: 'Nope' })).statusCode).toBe(403);
      expect((await call('DELETE', `/${first.id}`, token)).statusCode).toBe(403);
      expect((await call('POST', `/${first.id}/features`, token, { name: 'x' })).statusCode).toBe(403);
    }
    expect((await call('POST', '', undefined, { title: 'Nope' })).statusCode).toBe(401);
    expect((await call('DELETE', `/${first.id}/benefits/1`)).statusCode).toBe(401);
    expect(events.all()).toEqual([]);
  });
});
