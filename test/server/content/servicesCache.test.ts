import { sql } from 'kysely';
import type { ServiceDto } from '@shared/contracts/services';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// The services list and each service found are kept between writes
// (docs/decisions/026-kept-answers.md): every write to a service, its features or its benefits must
// show in the next read, whoever makes it.
describe('the kept services', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.tokenFor(1);
  });
  afterAll(() => t.close());

  const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api/services${url}`, headers: bearer(admin), payload });
    expect(res.statusCode).toBeLessThan(300);
    return res;
  };
  const read = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/services${url}`, headers: token ? bearer(token) : {} });
  const listed = async (slug: string) =>
    ((await read('')).json() as ServiceDto[]).find((s) => s.slug === slug);

  it('shows a service created, changed, deactivated and deleted, in the list, by slug and by id', async () => {
    const before = await read('');
    expect(await listed('kept-service')).toBeUndefined();
    expect((await read('/slug/kept-service')).statusCode).toBe(404);
    const id = ((await call('POST', '', { title: 'Kept Service' })).json() as ServiceDto).id;
    const after = await read('');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await listed('kept-service'))?.title).toBe('Kept Service');
    expect((await read('/slug/kept-service')).json()).toMatchObject({ id, title: 'Kept Service' });
    expect((await read(`/${id}`)).json()).toMatchObject({ title: 'Kept Service' });
    await call('PUT', `/${id}`, { title: 'Fresh Service' });
    expect((await listed('kept-service'))?.title).toBe('Fresh Service');
    expect((await read('/slug/kept-service')).json()).toMatchObject({ title: 'Fresh Service' });
    expect((await read(`/${id}`)).json()).toMatchObject({ title: 'Fresh Service' });
    await call('PUT', `/${id}`, { isActive: false });
    expect(await listed('kept-service')).toBeUndefined();
    expect((await read('/slug/kept-service')).statusCode).toBe(404);
    // A draft is still there for administrators, whatever is kept for everyone else.
    expect((await read('/slug/kept-service', admin)).json()).toMatchObject({ isActive: false });
    const all = (await read('?includeInactive=true', admin)).json() as ServiceDto[];
    expect(all.find((s) => s.id === id)).toBeDefined();
    await call('DELETE', `/${id}`);
    expect((await read('/slug/kept-service', admin)).statusCode).toBe(404);
    expect((await read(`/${id}`, admin)).statusCode).toBe(404);
  });

  it('shows features and benefits added and removed', async () => {
    const service = ((await read('')).json() as ServiceDto[])[0];
    const feature = (await call('POST', `/${service.id}/features`, { name: 'Kept feature' })).json();
    expect((await listed(service.slug))?.features.map((f) => f.name)).toContain('Kept feature');
    expect((await read(`/slug/${service.slug}`)).json().features).toContainEqual(
      expect.objectContaining({ name: 'Kept feature' }),
    );
    await call('DELETE', `/${service.id}/features/${feature.id}`);
    expect((await listed(service.slug))?.features.map((f) => f.name)).not.toContain('Kept feature');
    const benefit = (await call('POST', `/${service.id}/benefits`, { name: 'Kept benefit' })).json();
    expect((await read(`/${service.id}`)).json().benefits).toContainEqual(
      expect.objectContaining({ name: 'Kept benefit' }),
    );
    await call('DELETE', `/${service.id}/benefits/${benefit.id}`);
    expect((await read(`/${service.id}`)).json().benefits).not.toContainEqual(
      expect.objectContaining({ name: 'Kept benefit' }),
    );
  });

  it('shows writes made outside the services, as another process or a script would make them', async () => {
    const service = ((await read('')).json() as ServiceDto[])[0];
    await read(`/slug/${service.slug}`);
    await sql`update services set short_description = ${'Changed by a script'} where id = ${service.id}`.execute(
      t.app.db,
    );
    expect((await listed(service.slug))?.shortDescription).toBe('Changed by a script');
    expect((await read(`/slug/${service.slug}`)).json().shortDescription).toBe('Changed by a script');
    await sql`insert into service_benefits (service_id, name, description)
      values (${service.id}, ${'Scripted benefit'}, ${''})`.execute(t.app.db);
    expect((await listed(service.slug))?.benefits.map((b) => b.name)).toContain('Scripted benefit');
    await sql`delete from service_benefits where name = ${'Scripted benefit'}`.execute(t.app.db);
    expect((await read(`/${service.id}`)).json().benefits).not.toContainEqual(
      expect.objectContaining({ name: 'Scripted benefit' }),
    );
  });
});
