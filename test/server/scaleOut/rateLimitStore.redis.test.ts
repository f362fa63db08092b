import { Redis } from 'ioredis';
import { sharedRateLimitStore } from '@server/plugins/rateLimitStore';
import { eventually } from '@test/server/eventually';
import { PrivateRedis } from '@test/server/redis';
import { buildTestApp, type TestApp } from '@test/server/testApp';

// The rate limits' store (decision 032): counters in Redis, in the process while Redis is away; and
// the app's health meanwhile.

type Counted = { current: number; ttl: number };

describe('the shared rate-limit store', () => {
  let redis: PrivateRedis;
  let client: Redis;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    client = new Redis(redis.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: () => 50,
    });
    client.on('error', () => undefined);
    await eventually(() => client.status === 'ready');
  });
  afterAll(async () => {
    client.disconnect();
    await redis.stop();
  });

  it('counts in Redis, in the process while Redis is away, and in Redis again once it is back', async () => {
    const Store = sharedRateLimitStore(client, 'limits:');
    const store = new Store({});
    const incr = (key: string) =>
      new Promise<Counted>((resolve, reject) =>
        store.incr(key, (err, result) => (err || !result ? reject(err) : resolve(result)), 60_000, 10),
      );
    expect((await incr('10.0.0.1')).current).toBe(1);
    expect((await incr('10.0.0.1')).current).toBe(2);
    // The counter is Redis's, under the app's prefix: another process sees it.
    expect(await client.get('limits:rate:10.0.0.1')).toBe('2');

    await redis.stop();
    await eventually(() => client.status !== 'ready');
    // Counted here meanwhile, without an error and without waiting for Redis.
    expect((await incr('10.0.0.1')).current).toBe(1);
    expect((await incr('10.0.0.1')).current).toBe(2);

    await redis.restart();
    await eventually(() => client.status === 'ready', 10_000);
    // A new Redis (this one keeps nothing on disk) starts the shared counter again.
    expect((await incr('10.0.0.1')).current).toBe(1);
    expect(await client.get('limits:rate:10.0.0.1')).toBe('1');
  });
});

describe('health while Redis is away', () => {
  let redis: PrivateRedis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    t = await buildTestApp({ redisUrl: redis.url, redisPrefix: 'health:' });
  });
  afterAll(async () => {
    await t.close();
    await redis.stop();
  });

  it('says redis down with 200 while the process serves, and ok once Redis is back', async () => {
    const health = async () => {
      const res = await t.app.inject({ url: '/api/health' });
      return { status: res.statusCode, body: res.json() as unknown };
    };
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', db: 'ok', redis: 'ok' } });
    await redis.stop();
    await eventually(() => t.app.redis?.status() === 'down');
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', db: 'ok', redis: 'down' } });
    // The rate-limited account routes still answer, counted in the process meanwhile.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Account/ForgotPassword',
      payload: { email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(200);
    await redis.restart();
    await eventually(() => t.app.redis?.status() === 'ok', 15_000);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', db: 'ok', redis: 'ok' } });
  });
});
