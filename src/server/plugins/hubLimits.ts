import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { MSG } from '../../shared/messages';
import { HttpError } from '../errors';
import { bearerToken } from '../hub/credentials';
import { readToken } from '../services/account/tokens';

const WINDOW_MS = 60_000;

/**
 * The rate-limit key of a negotiate call's user. Only the signature and expiry are checked here
 * (revocation and the account are checked by the hub itself); a call without a valid token is
 * counted by its address.
 */
function userKey(app: FastifyInstance, request: FastifyRequest): string {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const token = bearerToken(request.headers, query);
  const claims = token === null ? null : readToken(app.appConfig.jwtSecret, token, app.appConfig.now());
  return claims ? `user:${claims.sub}` : `address:${request.ip}`;
}

/**
 * Negotiate budgets per address and per user, from the app's one rate-limit setup: each reconnect
 * of each tab negotiates once, so a few a minute is normal use and hundreds is not. Both counters
 * are checked in one hook because the plugin runs only the first of its hooks on a request.
 */
export function negotiateRateLimit(app: FastifyInstance, max: number): onRequestHookHandler {
  const limits = [
    app.createRateLimit({ max, timeWindow: WINDOW_MS }),
    app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (request) => userKey(app, request) }),
  ];
  return async (request, reply) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new HttpError(429, MSG.tooManyRequests);
      }
    }
  };
}
