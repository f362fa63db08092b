import type { UserDto } from '@shared/contracts/account';
import { isConsultantUser } from '@shared/roles';
import type { SessionUser } from './sessionSlice';

/** The user as kept locally: the server's fields plus the derived isConsultant flag. */
export function toSessionUser(user: UserDto): SessionUser {
  return { ...user, isConsultant: isConsultantUser(user) };
}

/** The fields of a profile read that merge into the stored user; unknown or unusable ones are dropped. */
export function profileChanges(body: unknown): Partial<SessionUser> {
  if (!body || typeof body !== 'object') return {};
  const r = body as Record<string, unknown>;
  const out: Partial<SessionUser> = {};
  for (const key of ['userName', 'email', 'name', 'surname', 'phoneNumber', 'photo'] as const) {
    if (typeof r[key] === 'string') out[key] = r[key];
  }
  if (typeof r.id === 'number') out.id = r.id;
  if (typeof r.roleId === 'number') out.roleId = r.roleId;
  if (Array.isArray(r.roles)) out.roles = r.roles.filter((x): x is string => typeof x === 'string');
  if (typeof r.consultantId === 'number') out.consultantId = r.consultantId;
  return out;
}

/**
 * Where to go after login: only a path inside the app. A scheme-relative `//host` or an absolute URL
 * in the remembered location would otherwise send the user off-site.
 */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return '/';
  }
  return from.startsWith('/login') ? '/' : from;
}
