import type { IncomingHttpHeaders } from 'node:http';

/**
 * The bearer token of a hub request. Node clients send an Authorization header; browsers cannot
 * set headers on a WebSocket, so the SignalR client puts the token in `access_token` instead.
 */
export function bearerToken(headers: IncomingHttpHeaders, query: URLSearchParams): string | null {
  const header = headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match) return match[1];
  }
  const fromQuery = query.get('access_token');
  return fromQuery ? fromQuery : null;
}

function normaliseOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

/** The host part of an origin, or null when it is not a URL. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

export function originChecker(
  allowedOrigins: string[],
): (origin: string | undefined, host?: string | undefined) => boolean {
  const allowed = new Set(allowedOrigins.map(normaliseOrigin));
  // Browsers always send Origin on WebSocket and cross-site requests; its absence means a
  // non-browser client, which cannot be used for cross-site hijacking. A page served by this very
  // server (Origin host equal to the Host it asked for) is same-origin, whatever the configured URL.
  return (origin, host) =>
    origin === undefined ||
    allowed.has(normaliseOrigin(origin)) ||
    (host !== undefined && originHost(origin) === host.toLowerCase());
}

/** Compares paths the way the app's router does: case-insensitive, trailing slash ignored. */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  return norm(a) === norm(b);
}
