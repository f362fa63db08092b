import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '@test/server/testApp';

// The server compiles every route's schemas as it starts; the suites' apps compile each at its first
// call (plugins/schemaCompilers.ts). Both must answer alike, and a schema that cannot be compiled
// must stop the server's start.

const brokenRoute = (app: FastifyInstance) => {
  app.post('/api/test-broken-schema', {
    config: { access: 'anonymous' },
    schema: { body: { type: 'object', properties: { n: { type: 'not-a-type' } } } },
    handler: async () => ({ ok: true }),
  });
};

describe('schema compilation', () => {
  let atStart: TestApp;
  let onFirstUse: TestApp;
  beforeAll(async () => {
    // Every route of the real server compiles: the build would throw otherwise.
    atStart = await buildTestApp({ schemaCompilation: 'atStart' });
    onFirstUse = await buildTestApp({ schemaCompilation: 'onFirstUse' });
  });
  afterAll(async () => {
    await atStart.close();
    await onFirstUse.close();
  });

  it('stops the start on a schema that cannot be compiled when compiling at the start', async () => {
    await expect(buildTestApp({ schemaCompilation: 'atStart' }, brokenRoute)).rejects.toThrow(
      /Failed building the validation schema for POST: \/api\/test-broken-schema/,
    );
  });

  it('compiles at the first call otherwise, and answers that call with a 500', async () => {
    const t = await buildTestApp({ schemaCompilation: 'onFirstUse' }, brokenRoute);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/test-broken-schema', payload: { n: 1 } });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.close();
    }
  });

  it.each([
    [
      'a refused body',
      { method: 'POST', url: '/api/Account/login', payload: { email: 'x', password: '' } },
      400,
    ],
    ['a refused query', { method: 'GET', url: '/api/services?includeInactive=perhaps' }, 400],
    ['a refused path', { method: 'GET', url: '/api/services/abc' }, 400],
    ['an answer', { method: 'GET', url: '/api/services' }, 200],
    [
      'a signed-in answer',
      {
        method: 'POST',
        url: '/api/Account/login',
        payload: { email: 'admin@example.com', password: 'Admin123!' },
      },
      200,
    ],
  ] as const)('answers %s alike either way', async (_, request, status) => {
    const [a, b] = [await atStart.app.inject(request), await onFirstUse.app.inject(request)];
    expect(a.statusCode).toBe(status);
    expect(b.statusCode).toBe(status);
    // Apart from what differs between two databases seeded a moment apart.
    const strip = (body: string) =>
      body.replace(/"(token|expiration|createdAt|updatedAt)":"[^"]*"/g, '"$1":"…"');
    expect(strip(b.body)).toBe(strip(a.body));
    // The second call takes the compiled function.
    const again = await onFirstUse.app.inject(request);
    expect(again.statusCode).toBe(status);
    expect(strip(again.body)).toBe(strip(a.body));
  });
});
