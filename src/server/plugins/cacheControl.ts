import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, HUB_PATH } from '../../shared/api/routes';
import { etagOf } from '../lib/etag';

const READS = new Set(['GET', 'HEAD']);

const under = (url: string, prefix: string): boolean =>
  url.toLowerCase() === prefix || url.toLowerCase().startsWith(`${prefix}/`);

/** What a route's answers are, whoever asks: personal, revalidated, or neither. */
type Policy = 'personal' | 'revalidate' | 'public';

/**
 * Whether the answers of a route may belong to one caller: anything from an API route that is not
 * public, any API write (a login answer carries a token), and the hub's negotiation; anything sent
 * with credentials is personal too (the hook below). Only anonymous public reads stay cacheable.
 */
function policyOf(url: string, method: string, access: unknown, revalidate: unknown): Policy {
  if (under(url, HUB_PATH)) return 'personal';
  if (under(url, API_PREFIX) && ((access !== undefined && access !== 'anonymous') || !READS.has(method))) {
    return 'personal';
  }
  return revalidate === true && READS.has(method) ? 'revalidate' : 'public';
}

const kPolicy = Symbol('cachePolicy');

interface PolicyConfig {
  [kPolicy]?: Policy;
}

/**
 * The route's policy, worked out once when it is registered (below): a request reads the route's
 * configuration once. The answers without a route of their own (not found) work it out each time.
 */
function routePolicy(request: FastifyRequest): Policy {
  const config = request.routeOptions.config as PolicyConfig & { access?: unknown; revalidate?: unknown };
  return (
    config?.[kPolicy] ??
    policyOf(request.url.split('?')[0], request.method, config?.access, config?.revalidate)
  );
}

/** The ETag of a body, kept in lib/ so that kept answers (lib/versionedCache.ts) share it. */
export { etagOf };

/** Whether an If-None-Match header names this ETag (or `*`); weak comparison, as for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * The last body and ETag of each route: comparing a body with the previous one costs far less than
 * hashing it again, and a public read mostly answers what it answered last time. One entry per
 * route, so the memory is bounded by the number of routes.
 */
const lastBodies = new Map<string, { body: string; etag: string }>();

function etagFor(route: string, body: string | Buffer): string {
  if (typeof body !== 'string') return etagOf(body);
  const last = lastBodies.get(route);
  if (last && last.body === body) return last.etag;
  const etag = etagOf(body);
  lastBodies.set(route, { body, etag });
  return etag;
}

/** ETags that a route already knows for the body it sends (a kept answer, lib/versionedCache.ts). */
const knownEtags = new WeakMap<FastifyReply, string>();

/**
 * Tells the revalidation the ETag of the body this reply sends, so that it is not hashed again. Only
 * used where revalidation applies; a personal answer gets no ETag whatever is known.
 */
export function useKnownEtag(reply: FastifyReply, etag: string): void {
  knownEtags.set(reply, etag);
}

/**
 * An anonymous public read of a route that allows it: the body gets an ETag and `Cache-Control:
 * no-cache`, so a browser keeps it and asks again with If-None-Match, and an unchanged body is
 * answered 304 without it (docs/requirements.md#caching).
 */
function revalidated(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const etag =
    knownEtags.get(reply) ?? etagFor(`${request.method} ${request.routeOptions.url ?? ''}`, payload);
  reply.header('etag', etag);
  // A route that knows its answer lasts longer says so itself.
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
  reply
    .code(304)
    .removeHeader('content-type')
    .removeHeader('content-length')
    .removeHeader('content-encoding');
  return null;
}

/**
 * `Cache-Control: no-store` on every answer that depends on the caller, errors included; an ETag
 * and revalidation on the anonymous reads of routes marked `revalidate`.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // A wildcard route may answer under the API or the hub: its requests are looked at one by one.
    if ((route.url ?? '').includes('*')) return;
    const methods = [route.method].flat().map((m) => String(m).toUpperCase());
    // One policy per route: a route of several methods mixing reads and writes works it out per request.
    const policies = new Set(
      methods.map((m) => policyOf(route.url ?? '', m, route.config?.access, route.config?.revalidate)),
    );
    if (policies.size === 1) {
      const config: PolicyConfig = { ...route.config, [kPolicy]: [...policies][0] };
      route.config = config as typeof route.config;
    }
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined) {
      reply.header('cache-control', 'no-store');
      done(null, payload);
      return;
    }
    const policy = routePolicy(request);
    if (policy === 'personal') {
      reply.header('cache-control', 'no-store');
      done(null, payload);
    } else if (policy === 'revalidate') {
      done(null, revalidated(request, reply, payload));
    } else done(null, payload);
  });
}
