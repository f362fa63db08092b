import { Redis } from 'ioredis';
import { sharedRateLimitStore } from '@server/plugins/rateLimitStore';
import { eventually } from '@test/server/eventually';
import { PrivateRedis } from '@test/server/redis';

// The rate limits' store (decision 032): counters in Redis, in the process while Redis is away.

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
