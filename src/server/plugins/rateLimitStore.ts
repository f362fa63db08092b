import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// The rate limits' counters shared by every process through Redis (decision 032), and counted in
// the process while Redis cannot be reached: a limit then holds per process rather than not at all,
// and no request waits for Redis or fails because of it.

type Counted = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Counted) => void;

/** What @fastify/rate-limit asks of a store. */
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

interface RouteOptions extends StoreOptions {
  routeInfo: { method: string; url: string };
}

type LocalStoreClass = new (continueExceeding?: boolean, exponentialBackoff?: boolean) => Store;
type RedisStoreClass = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store;

// The plugin's own stores (its package has no export map; their behaviour is the plugin's).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as LocalStoreClass;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as RedisStoreClass;

class SharedStore implements Store {
  private readonly shared: Store;
  private readonly local: Store;

  constructor(
    private readonly options: StoreOptions,
    private readonly redis: Redis,
    private readonly key: string,
  ) {
    this.shared = new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, key);
    this.local = new LocalStore(options.continueExceeding, options.exponentialBackoff);
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.either('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.either('read', key, callback, timeWindow, max);
  }

  child(routeOptions: RouteOptions): Store {
    const { method, url } = routeOptions.routeInfo;
    return new SharedStore(routeOptions, this.redis, `${this.key}${method}${url}-`);
  }

  private either(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    const local = () => this.local[method]?.(key, callback, timeWindow, max);
    if (this.redis.status !== 'ready') return local();
    this.shared[method]?.(key, (err, result) => (err ? local() : callback(null, result)), timeWindow, max);
  }
}

/**
 * The store class the plugin instantiates with its options: counters under `prefix` in Redis. (The
 * plugin's types leave out the route's method and path that it hands a store's `child`.)
 */
export function sharedRateLimitStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  const Shared = class extends SharedStore {
    constructor(options: StoreOptions) {
      super(options, redis, `${prefix}rate:`);
    }
  };
  return Shared as unknown as FastifyRateLimitStoreCtor;
}
