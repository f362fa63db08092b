import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { MSG } from '../../shared/messages';
import { effectiveRole, isRoleId } from '../../shared/roles';
import { HttpError, forbidden, unauthorized } from '../errors';
import { findTokenHolder } from '../repositories/revokedTokens';
import { readToken } from '../services/tokens';
import { registerRequestActor, setCurrentActor } from '../requestActor';
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
  registerRequestActor(app);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiUrl(route.url ?? '')) return;
    const access = route.config?.access;
    if (!isAccess(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no valid access declaration`);
    }
    const summary = (route.schema as { summary?: string } | undefined)?.summary ?? '';
    for (const method of [route.method].flat()) {
      registry.push({ method: String(method), url: route.url, access, summary });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const user = await authenticate(app, bearerToken(request));
    setCurrentActor(user?.id ?? null);
    if (access === 'anonymous') {
      // Optional sign-in on public routes: a bad token is ignored rather than refused.
      request.auth = user;
      return;
    }
    if (!user) throw unauthorized();
    request.auth = user;
    if (access !== 'authenticated' && !access.roles.includes(user.roleId)) throw forbidden();
  });
}

/** The signed-in user of a protected route (the access hook has already refused anonymous calls). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new HttpError(401, MSG.unauthorized);
  return request.auth;
}
