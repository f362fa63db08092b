import { HttpError } from '@server/errors';
import {
  addServiceItem,
  changeService,
  createService,
  removeService,
  removeServiceItem,
} from '@server/services/site/catalog';
import { MSG } from '@shared/messages';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';
import { recordEvents } from './support';

// The catalogue's own rules: what it stores from what it is given, the texts of the events it
// raises, and the checks it makes itself, also when it is called without the route's schema in
// front of it (another caller, or a schema changed by mistake).

describe('service catalogue rules', () => {
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

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/services${url}`, headers: bearer(admin), payload });
  const create = async (payload: object) => {
    const res = await call('POST', '', payload);
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    const { statusCode, message, errors } = error as HttpError;
    return { statusCode, message, errors };
  };

  it('stores short texts, icon and image trimmed, the description as written, and empty ones when left out', async () => {
    const given = await create({
      title: '  Spaced Title  ',
      shortDescription: '  Short  ',
      description: '  Long, as written.  ',
      icon: ' Cloud ',
      imageUrl: ' https://img.example/a.png ',
    });
    expect(given).toMatchObject({
      title: 'Spaced Title',
      slug: 'spaced-title',
      shortDescription: 'Short',
      description: '  Long, as written.  ',
      icon: 'Cloud',
      imageUrl: 'https://img.example/a.png',
    });
    const bare = await create({ title: 'Bare Service' });
    expect(bare).toMatchObject({ shortDescription: '', description: '', icon: '', imageUrl: '' });
  });

  it('keeps a slug it is given, and refuses one another service has', async () => {
    expect(await create({ title: 'Named', slug: 'my-own-slug' })).toMatchObject({ slug: 'my-own-slug' });
    const other = await create({ title: 'Other Named' });
    const clash = await call('PUT', `/${other.id}`, { slug: 'my-own-slug' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message: MSG.serviceSlugTaken,
      errors: [{ field: 'slug', message: MSG.serviceSlugTaken }],
    });
    // Its own slug is not taken from itself.
    const same = await call('PUT', `/${other.id}`, { slug: other.slug, title: 'Other Renamed' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ slug: other.slug, title: 'Other Renamed' });
    const moved = await call('PUT', `/${other.id}`, { slug: 'a-free-slug' });
    expect(moved.json()).toMatchObject({ slug: 'a-free-slug', title: 'Other Renamed' });
  });

  it('changes only what it is sent: a trimmed title, the slug kept, lists kept unless sent', async () => {
    const svc = await create({
      title: 'Keeper',
      features: [{ name: 'F1' }],
      benefits: [{ name: 'B1' }],
    });
    const renamed = await call('PUT', `/${svc.id}`, { title: '  Kept Name  ' });
    expect(renamed.json()).toMatchObject({ title: 'Kept Name', slug: 'keeper' });
    expect(renamed.json().features.map((f: { name: string }) => f.name)).toEqual(['F1']);
    expect(renamed.json().benefits.map((b: { name: string }) => b.name)).toEqual(['B1']);
    const lists = await call('PUT', `/${svc.id}`, { benefits: [{ name: 'B2' }, { name: 'B3' }] });
    expect(lists.json().benefits.map((b: { name: string }) => b.name)).toEqual(['B2', 'B3']);
    expect(lists.json().features.map((f: { name: string }) => f.name)).toEqual(['F1']);
    expect(lists.json().title).toBe('Kept Name');
  });

  it('says in the event what happened, with the previous name only when the name changed', async () => {
    const svc = await create({ title: 'Evented' });
    await call('PUT', `/${svc.id}`, { title: 'Evented Again' });
    await call('PUT', `/${svc.id}`, { isActive: false });
    const feature = (await call('POST', `/${svc.id}/features`, { name: 'Speed' })).json();
    const benefit = (await call('POST', `/${svc.id}/benefits`, { name: 'Calm' })).json();
    await call('DELETE', `/${svc.id}/features/${feature.id}`);
    await call('DELETE', `/${svc.id}/benefits/${benefit.id}`);
    await call('DELETE', `/${svc.id}`);
    const serviceId = svc.id;
    expect(events.all().map(({ type, title, message, data }) => ({ type, title, message, data }))).toEqual([
      {
        type: 'service_created',
        title: 'Service created',
        message: 'Service "Evented" was created.',
        data: { serviceId, serviceName: 'Evented' },
      },
      {
        type: 'service_updated',
        title: 'Service updated',
        message: 'Service "Evented Again" was updated.',
        data: { serviceId, serviceName: 'Evented Again', previousName: 'Evented' },
      },
      {
        type: 'service_updated',
        title: 'Service updated',
        message: 'Service "Evented Again" was updated.',
        data: { serviceId, serviceName: 'Evented Again' },
      },
      {
        type: 'service_feature_added',
        title: 'Service feature added',
        message: 'Feature "Speed" was added to service "Evented Again".',
        data: { serviceId, serviceName: 'Evented Again', featureName: 'Speed' },
      },
      {
        type: 'service_benefit_added',
        title: 'Service benefit added',
        message: 'Benefit "Calm" was added to service "Evented Again".',
        data: { serviceId, serviceName: 'Evented Again', benefitName: 'Calm' },
      },
      {
        type: 'service_feature_removed',
        title: 'Service feature removed',
        message: 'Feature "Speed" was removed from service "Evented Again".',
        data: { serviceId, serviceName: 'Evented Again', featureName: 'Speed' },
      },
      {
        type: 'service_benefit_removed',
        title: 'Service benefit removed',
        message: 'Benefit "Calm" was removed from service "Evented Again".',
        data: { serviceId, serviceName: 'Evented Again', benefitName: 'Calm' },
      },
      {
        type: 'service_deleted',
        title: 'Service deleted',
        message: 'Service "Evented Again" was deleted.',
        data: { serviceId, serviceName: 'Evented Again' },
      },
    ]);
  });

  it('checks titles, names and image links itself, whoever calls it', async () => {
    const svc = await create({ title: 'Checked' });
    const titleRequired = {
      statusCode: 400,
      message: 'Title is required.',
      errors: [{ field: 'title', message: 'Title is required.' }],
    };
    const invalidUrl = {
      statusCode: 400,
      message: MSG.invalidUrl,
      errors: [{ field: 'imageUrl', message: MSG.invalidUrl }],
    };
    expect(await refusal(createService(t.app, { title: '   ' }))).toEqual(titleRequired);
    expect(await refusal(changeService(t.app, svc.id, { title: ' ' }))).toEqual(titleRequired);
    expect(await refusal(createService(t.app, { title: 'A', imageUrl: 'javascript:alert(1)' }))).toEqual(
      invalidUrl,
    );
    expect(await refusal(changeService(t.app, svc.id, { imageUrl: ' data:text/html,x ' }))).toEqual(
      invalidUrl,
    );
    expect(await refusal(addServiceItem(t.app, 'features', svc.id, { name: '  ' }))).toEqual({
      statusCode: 400,
      message: 'Name is required.',
      errors: [{ field: 'name', message: 'Name is required.' }],
    });
    expect((await refusal(removeServiceItem(t.app, 'benefits', svc.id, 999_999))).statusCode).toBe(404);
    expect((await refusal(removeService(t.app, 999_999))).statusCode).toBe(404);
    // Nothing was raised for what was refused, and the service is as it was.
    expect(events.types()).toEqual(['service_created']);
    expect((await call('GET', `/${svc.id}`)).json()).toMatchObject({ title: 'Checked', imageUrl: '' });
  });
});
