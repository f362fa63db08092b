import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

// A new site has no home page or about-us record until an administrator writes one. Reading them
// then is not an error (a 404 would show in the browser's console on every page load).
describe('an empty site', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false });
    const user = await t.createUser({ roleId: 1 });
    admin = await t.login(user.email, user.password);
  });
  afterAll(() => t.close());

  it.each(['/api/homepage', '/api/aboutus'])('answers GET %s with 200 and a JSON null', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe('null');
  });

  it.each([
    ['/api/homepage', { heroTitle: 'Welcome' }],
    ['/api/aboutus', { title: 'Who we are' }],
  ])('answers GET %s with the record once an administrator creates it', async (url, payload) => {
    const created = await t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
    expect(created.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created.json());
  });

  it.each([
    ['/api/homepage', 'heroTitle', 'Hero title is required.'],
    ['/api/aboutus', 'title', 'Title is required.'],
  ])('refuses %s without its title, on create and on change', async (url, field, message) => {
    const refusal = { message, errors: [{ field, message }] };
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(admin),
      payload: { [field]: ' ' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(refusal);
    const { id } = (
      await t.app.inject({ method: 'POST', url, headers: bearer(admin), payload: { [field]: 'Ours' } })
    ).json();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: bearer(admin),
      payload: { [field]: '\t' },
    });
    expect(changed.json()).toEqual(refusal);
  });
});
