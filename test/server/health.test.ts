import * as healthRepository from '@server/repositories/health';
import { HEALTH_PROBE_MS } from '@server/routes/health';
import { buildTestApp, type TestApp } from '@test/server/testApp';

// The module's exports as plain properties, so that a test can spy on one: compiled ES modules
// define them as getters that cannot be replaced.
jest.mock('@server/repositories/health', () => ({
  __esModule: true,
  ...jest.requireActual('@server/repositories/health'),
}));

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

  it('asks the database at most once a second while it answers, and at once after it did not', async () => {
    const probed = await buildTestApp();
    const ping = jest.spyOn(healthRepository, 'pingDb');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => probed.app.inject({ method: 'GET', url: '/api/health' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await probed.app.inject({ method: 'GET', url: '/api/health' });
    expect(ping).toHaveBeenCalledTimes(1);

    await probed.app.db.destroy();
    // Past the second the outage shows, and every request asks again until the database answers.
    const now = performance.now();
    const clock = jest.spyOn(performance, 'now').mockReturnValue(now + HEALTH_PROBE_MS + 1);
    expect((await probed.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect((await probed.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect(ping).toHaveBeenCalledTimes(3);
    clock.mockRestore();
    ping.mockRestore();
    await probed.close().catch(() => undefined);
  });
});
