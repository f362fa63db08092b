import { buildTestApp, type TestApp } from '@test/server/testApp';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const broken = await buildTestApp();
    // Simulates the outage by taking the connection away underneath the running app.
    await broken.app.db.destroy();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', db: 'error' });
    await broken.close().catch(() => undefined);
  });
});
