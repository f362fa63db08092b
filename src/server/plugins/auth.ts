import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { MSG } from '../../shared/messages';
import { effectiveRole, isRoleId } from '../../shared/roles';
import { HttpError, forbidden, unauthorized } from '../errors';
import { findTokenHolder } from '../services/account/tokenHolders';
import { readToken } from '../services/account/tokens';
import { actorAnswered, actorFinished, openActor, setCurrentActor } from '../requestActor';
import type { Access, AccessEntry, AuthUser } from '../types';

function isAccess(value: unknown): value is Access {
  if (value === 'anonymous' || value === 'authenticated') return true;
  const roles = (value as { roles?: unknown } | null)?.roles;
  return Array.isArray(roles) && roles.length > 0 && roles.every(isRoleId);
}

const isApiUrl = (url: string): boolean => url === '/api' || url.startsWith('/api/');

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The signed-in user behind a request's token, or null when there is none or it is not valid. */
export async function authenticate(
  app: FastifyInstance,
  token: string | undefined,
): Promise<AuthUser | null> {
  if (!token) return null;
  const { jwtSecret, now } = app.appConfig;
  const claims = readToken(jwtSecret, token, now());
  if (!claims) return null;
  // The role comes from the database, not the token, so a role change or deactivation takes
  // effect at once instead of after the token's 24 hours.
  const user = await findTokenHolder(app.db, Number(claims.sub), claims.jti);
  if (!user || user.revoked || user.is_active !== 1) return null;
  // A password reset raises the version, so every token issued before it is refused.
  if (claims.ver !== user.token_version) return null;
  return { id: user.id, roleId: effectiveRole(user.role_id), jti: claims.jti, expiresAt: claims.exp * 1000 };
}

/**
 * Every /api route must say who may call it; a route without a declaration stops startup, so no
 * endpoint can be left open by omission.
 */
export function registerAuth(app: FastifyInstance): void {
  const registry: AccessEntry[] = [];
  app.decorate('accessMatrix', () => registry.map((e) => ({ ...e })));
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    const methods = [route.method].flat().map(String);
    if (isApiUrl(route.url ?? '')) {
      if (!isAccess(access)) {
        throw new Error(`Route ${String(route.method)} ${route.url} has no valid access declaration`);
      }
      const summary = (route.schema as { summary?: string } | undefined)?.summary ?? '';
      for (const method of methods) registry.push({ method, url: route.url, access, summary });
    } else if (!isAccess(access)) {
      // Outside the API a route may leave access out (the client, uploads); one that declares it
      // (the hub's negotiation) gets the same check.
      return;
    }
    // The access check runs first among the route's own hooks (a route's rate limit comes after
    // it), and only on the routes that declare access: nothing is looked up per request to find
    // the declaration (decision 022). A write also opens the request's actor store.
    const own = [route.onRequest ?? []].flat();
    const writes = methods.some((method) => !READS.has(method.toUpperCase()));
    route.onRequest = [...(writes ? [openActor] : []), accessCheck(app, access), ...own];
    if (writes) {
      route.onSend = [...[route.onSend ?? []].flat(), actorAnswered];
      route.onResponse = [...[route.onResponse ?? []].flat(), actorFinished];
    }
  });
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The access hook of one route. A public read without a token has nothing to check: it answers
 * without a promise or a database query; a token on a public route is read (optional sign-in), and a
 * bad one is ignored rather than refused.
 */
function accessCheck(app: FastifyInstance, access: Access): onRequestHookHandler {
  if (access === 'anonymous') {
    return (request, _reply, done) => {
      const token = bearerToken(request);
      if (!token) {
        done();
        return;
      }
      authenticate(app, token).then((user) => {
        setCurrentActor(user?.id ?? null);
        request.auth = user;
        done();
      }, done);
    };
  }
  return (request, _reply, done) => {
    authenticate(app, bearerToken(request)).then((user) => {
      if (!user) return done(unauthorized());
      setCurrentActor(user.id);
      request.auth = user;
      if (access !== 'authenticated' && !access.roles.includes(user.roleId)) return done(forbidden());
      done();
    }, done);
  };
}

/** The signed-in user of a protected route (the access hook has already refused anonymous calls). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new HttpError(401, MSG.unauthorized);
  return request.auth;
}
