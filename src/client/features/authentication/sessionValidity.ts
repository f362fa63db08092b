import { SESSION_EXPIRY_MARGIN_MS } from '@shared/constants';

/** Decodes the payload of a JWT without verifying it (the server verifies); null when malformed. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(
      Array.from(atob(padded), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface StoredSession {
  token: string | null;
  expiration: string | null;
  user: unknown;
}

/**
 * A session is invalid when the token, the expiration or the user is missing; when the expiration is
 * 5 minutes or less away; or when the token's own exp claim is missing or past
 * (docs/requirements.md#session).
 */
export function isSessionValid(session: StoredSession, now: number = Date.now()): boolean {
  if (!session.token || !session.expiration || !session.user) return false;
  const expiresAt = Date.parse(session.expiration);
  if (Number.isNaN(expiresAt) || expiresAt - now <= SESSION_EXPIRY_MARGIN_MS) return false;
  const exp = decodeJwtPayload(session.token)?.exp;
  if (typeof exp !== 'number') return false;
  return exp * 1000 > now;
}
