import type { StoredSession } from './sessionValidity';

/** redux-persist's key for the session slice. */
export const SESSION_STORAGE_KEY = 'persist:session';

/**
 * The session as redux-persist wrote it (each field JSON-encoded inside one JSON object); null when
 * nothing usable is stored, for instance after a logout in another tab.
 */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const outer = JSON.parse(raw) as Record<string, unknown>;
    const field = (name: string): unknown =>
      typeof outer[name] === 'string' ? JSON.parse(outer[name] as string) : null;
    const token = field('token');
    const expiration = field('expiration');
    return {
      token: typeof token === 'string' ? token : null,
      expiration: typeof expiration === 'string' ? expiration : null,
      user: field('user') ?? null,
    };
  } catch {
    return null;
  }
}
