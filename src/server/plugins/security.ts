import rateLimit from '@fastify/rate-limit';
import { sharedRateLimitStore } from './rateLimitStore';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { API_PREFIX, HUB_PATH } from '../../shared/api/routes';
import { MSG } from '../../shared/messages';

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The policy as a header value: `name value value;…`. */
function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';');
}

/**
 * Every answer's security headers (docs/requirements.md#security), computed once: the set the
 * helmet defaults give, with our policy and choices. The CSP has no helmet defaults (their
 * upgrade-insecure-requests would break a plain-http local install), X-Frame-Options says `DENY`
 * for browsers that know only the older header, and there is no Cross-Origin-Embedder-Policy
 * (cross-origin isolation would block the external images the CSP deliberately allows).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': serializeCsp(CSP_DIRECTIVES),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * The headers of the API's answers (`/api/…`, the hub's negotiation): JSON that no browser renders
 * as a page. Its policy allows nothing at all and no framing; what only a document reads (the opener
 * policy, the origin cluster, DNS prefetching, the old download, cross-domain and XSS switches) is
 * left out. What the security floor asks for is kept: the policy with `frame-ancestors 'none'`,
 * nosniff and the referrer policy, with transport security, the resource policy and DENY framing.
 * The answers are a third of the size for it: 0.3 KB of headers against 0.8 KB.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': SECURITY_HEADERS['referrer-policy'],
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security'],
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

const API_START = `${API_PREFIX}/`.toLowerCase();
const HUB_START = `${HUB_PATH}/`.toLowerCase();

/**
 * Whether an address is the API's or the hub's rather than a page's or a file's. Routes match
 * without regard to case, so the prefix is compared the same way.
 */
export function isApiPath(url: string): boolean {
  return (
    url.slice(0, API_START.length).toLowerCase() === API_START ||
    url.slice(0, HUB_START.length).toLowerCase() === HUB_START
  );
}

/**
 * The QA replay view renders a step of a log in a frame of one page of this origin
 * (docs/requirements.md#qa). That page alone may be framed, and only by this origin's own pages. It
 * shows an imported log's state, whose image addresses (a photo, a favicon) anyone may have written:
 * images load from this site, `data:` and `blob:` only, so that opening a log tells its author
 * nothing and aims no request at another host.
 */
export const FRAMED_BY_OWN_PAGES_HEADERS = {
  'content-security-policy': serializeCsp({
    ...CSP_DIRECTIVES,
    imgSrc: ["'self'", 'data:', 'blob:'],
    frameAncestors: ["'self'"],
  }),
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * Sets the security headers on every answer before anything else runs, so that the access check's
 * refusals (401, 403) carry them too; a handler may replace one (the QA frame page does). Nothing
 * is computed per request.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? API_SECURITY_HEADERS : SECURITY_HEADERS);
    done();
  });
}

/**
 * One bucket per IP shared by all account routes (both path readings), so switching between
 * login, reset and verify does not multiply an attacker's budget.
 */
export async function createAccountRateLimit(
  app: FastifyInstance,
  max: number,
): Promise<onRequestHookHandler> {
  const redis = app.redis;
  await app.register(rateLimit, {
    global: false,
    // Counted across processes when Redis is configured (decision 032).
    ...(redis ? { store: sharedRateLimitStore(redis.commands, redis.prefix) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: MSG.tooManyRequests,
    }),
  });
  return app.rateLimit({ max, timeWindow: 60_000 });
}

/** The per-user write limits, counted like the account limit (across processes with Redis). */
export interface WriteLimits {
  any: onRequestHookHandler;
  busy: onRequestHookHandler;
}

/**
 * Every signed-in write counts against its user's minute; writes that tell many people or store
 * files count against a tighter one instead (docs/requirements.md#security). Beyond it, 429 with
 * `Retry-After` and the limit's text. Needs the account limit's plugin registered first.
 */
export function createWriteLimits(app: FastifyInstance, any: number, busy: number): WriteLimits {
  const perUser = (scope: string) => (request: { auth: { id: number } | null; ip: string }) =>
    `${scope}:${request.auth?.id ?? request.ip}`;
  return {
    any: app.rateLimit({ max: any, timeWindow: 60_000, keyGenerator: perUser('writes') }),
    busy: app.rateLimit({ max: busy, timeWindow: 60_000, keyGenerator: perUser('busy-writes') }),
  };
}
