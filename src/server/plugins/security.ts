import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
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

/** The policy as helmet writes it: `name value value;…`. */
function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';');
}

/**
 * The QA replay view renders a step of a log in a frame of one page of this origin
 * (docs/requirements.md#qa). That page alone may be framed, and only by this origin's own pages.
 */
export const FRAMED_BY_OWN_PAGES_HEADERS = {
  'content-security-policy': serializeCsp({ ...CSP_DIRECTIVES, frameAncestors: ["'self'"] }),
  'x-frame-options': 'SAMEORIGIN',
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // No helmet defaults: upgrade-insecure-requests would break a plain-http local install.
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same intent as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    // Cross-origin isolation would block the external images the CSP deliberately allows.
    crossOriginEmbedderPolicy: false,
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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: MSG.tooManyRequests,
    }),
  });
  return app.rateLimit({ max, timeWindow: 60_000 });
}
