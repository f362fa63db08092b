import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, HUB_PATH } from '../../shared/api/routes';

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

/** `Cache-Control: no-store` on every answer that depends on the caller, errors included. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPersonal(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
