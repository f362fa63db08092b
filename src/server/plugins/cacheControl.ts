import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, HUB_PATH } from '../../shared/api/routes';
import { etagOf } from '../lib/etag';

const READS = new Set(['GET', 'HEAD']);

const under = (url: string, prefix: string): boolean =>
  url.toLowerCase() === prefix || url.toLowerCase().startsWith(`${prefix}/`);

/**
 * Whether the answer may belong to one caller: anything sent with credentials, anything from a
 * route that is not public, any API write (a login answer carries a token), and the hub's
 * negotiation. Only anonymous public reads stay cacheable.
 */
function isPersonal(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const url = request.url.split('?')[0];
  if (under(url, HUB_PATH)) return true;
  if (!under(url, API_PREFIX)) return false;
  const access = request.routeOptions.config?.access;
  return (access !== undefined && access !== 'anonymous') || !READS.has(request.method);
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
  reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return null;
}

/**
 * `Cache-Control: no-store` on every answer that depends on the caller, errors included; an ETag
 * and revalidation on the anonymous reads of routes marked `revalidate`.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPersonal(request)) {
      reply.header('cache-control', 'no-store');
      done(null, payload);
    } else if (request.routeOptions.config?.revalidate === true && READS.has(request.method)) {
      done(null, revalidated(request, reply, payload));
    } else done(null, payload);
  });
}
