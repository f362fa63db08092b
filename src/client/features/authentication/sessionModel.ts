import type { UserDto } from '@shared/contracts/account';
import { isConsultantUser } from '@shared/roles';

/** The signed-in user as the server sends it and the store keeps it. */
export type SessionUser = UserDto;

/** Why a session ended: the user's own logout goes home, the others go to /login. */
export type LogoutReason = 'logout' | 'expired' | 'unauthorized';

/** The consultant flag is derived from the role and the roles list (docs/requirements.md#roles). */
export function toSessionUser(user: UserDto): SessionUser {
  return { ...user, isConsultant: isConsultantUser(user) };
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
