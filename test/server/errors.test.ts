import { MSG } from '@shared/messages';
import { bearer, buildTestApp, type TestApp } from '@test/server/testApp';

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A route that fails the way a bug would, to see what the client gets.
    t = await buildTestApp({}, (app) => {
      app.get('/api/test-crash', { config: { access: 'anonymous' } }, async () => {
        throw new Error('secret internals: password=hunter2 at /srv/app.ts:12');
      });
    });
  });
  afterAll(() => t.close());

  const login = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await login('{"email": "a@b.c", ');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: MSG.malformedJson });
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await login('');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const res = await login('"just a string"');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBeDefined();
  });

  it('answers an unsupported content type with 415 JSON, and plain text with 400', async () => {
    const xml = await login('<email>a</email>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: MSG.unsupportedMediaType });
    const text = await login('email=a', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toEqual(expect.any(String));
  });

  it('answers an oversize body with 413 JSON', async () => {
    const res = await login(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MSG.bodyTooLarge });
  });

  it('names every invalid field as {field, message}', async () => {
    const res = await login(JSON.stringify({ password: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Email is required.',
      errors: [{ field: 'email', message: 'Email is required.' }],
    });
  });

  it('answers unknown /api paths with JSON 404, whatever the Accept header', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { accept } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.notFound });
    }
    const post = await t.app.inject({ method: 'DELETE', url: '/api/sitesettings' });
    expect(post.statusCode).toBe(404);
  });

  it('hides internals of a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MSG.internal });
    expect(res.body).not.toContain('hunter2');
  });

  it('matches routes regardless of case and a trailing slash', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/SiteSettings/' })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/manage/PROFILE',
      headers: bearer(await t.tokenFor(3)),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses to start when an /api route declares no access', async () => {
    await expect(
      buildTestApp({}, (app) => {
        app.get('/api/undeclared', async () => 'open');
      }),
    ).rejects.toThrow(/access declaration/);
  });
});
