import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HUB_PATH } from '../../shared/api/routes';
import { MSG } from '../../shared/messages';
import {
  InProcessBackplane,
  RedisBackplane,
  hubGroupMethods,
  registerHub,
  type Backplane,
  type Hub,
} from '../hub';
import { authenticate } from './auth';
import { negotiateRateLimit } from './hubLimits';

// webpack-dev-server's origin: in development the SPA is served from there and proxies /hubs.
const DEV_ORIGIN = 'http://localhost:8080';

/** Browser origins allowed to open the hub: the public site, plus the dev server outside production. */
export function hubOrigins(publicUrl: string, production = process.env.NODE_ENV === 'production'): string[] {
  const origins = [new URL(publicUrl).origin];
  if (!production && !origins.includes(DEV_ORIGIN)) origins.push(DEV_ORIGIN);
  return origins;
}

/**
 * Redis publish/subscribe between processes when REDIS_URL is set (decision 032); otherwise each
 * process delivers only to its own clients.
 */
export function createBackplane(app: FastifyInstance): Backplane {
  const redis = app.redis;
  if (!redis) return new InProcessBackplane();
  return new RedisBackplane({
    publisher: redis.commands,
    subscriber: redis.subscriber,
    prefix: `${redis.prefix}hub:`,
    log: app.log,
  });
}

/**
 * Mounts the notification hub and decorates `app.hub`; app.close() tells clients to reconnect. Needs
 * the rate-limit plugin registered first.
 */
export async function registerHubPlugin(
  app: FastifyInstance,
  backplane = createBackplane(app),
): Promise<Hub> {
  const config = app.appConfig;
  const hub = await registerHub(app, {
    path: HUB_PATH,
    authenticate: async (token) => {
      const user = await authenticate(app, token);
      // The token's id and expiry go with the socket, so that its logout or expiry closes it.
      return user && { userId: user.id, roleId: user.roleId, tokenId: user.jti, expiresAt: user.expiresAt };
    },
    now: config.now,
    maxConnectionsPerUser: config.hubMaxConnectionsPerUser,
    tooManyConnectionsText: MSG.hubTooManyConnections,
    negotiateHooks: [negotiateRateLimit(app, config.hubNegotiateRateLimit)],
    allowedOrigins: hubOrigins(config.publicUrl),
    // Every process of a deployment has the same JWT secret; a key of its own is derived from it.
    negotiationSecret: createHmac('sha256', config.jwtSecret).update('hub negotiation').digest(),
    methods: hubGroupMethods(),
    backplane,
    logger: app.log,
  });
  app.decorate('hub', hub);
  app.addHook('onClose', async () => backplane.close?.());
  return hub;
}
