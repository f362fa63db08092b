import { randomBytes } from 'node:crypto';
import type { HubUser } from './types';

interface Entry {
  connectionId: string;
  user: HubUser;
  expiresAt: number;
  active: boolean;
}

export type Claim =
  { status: 'ok'; connectionId: string; user: HubUser } | { status: 'unknown' } | { status: 'active' };

/** 16 random bytes in base64url: the same 22-character shape as ASP.NET's ids. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Negotiated connections by connection token. The token, not the id, opens the socket: negotiate
 * version 1 keeps the id shareable (it is visible to hub code) and the token secret.
 */
export class NegotiationStore {
  private readonly byToken = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  /** `tokenIsId` serves negotiate version 0, where the id doubles as the token. */
  create(
    user: HubUser,
    opts: { tokenIsId?: boolean; now?: number } = {},
  ): { connectionId: string; connectionToken: string } {
    const connectionId = newId();
    const connectionToken = opts.tokenIsId ? connectionId : newId();
    const expiresAt = (opts.now ?? Date.now()) + this.ttlMs;
    this.byToken.set(connectionToken, { connectionId, user, expiresAt, active: false });
    return { connectionId, connectionToken };
  }

  /** Marks the token as in use; the caller must release it when the socket closes. */
  claim(token: string, now = Date.now()): Claim {
    const entry = this.byToken.get(token);
    if (!entry) return { status: 'unknown' };
    if (entry.active) return { status: 'active' };
    if (entry.expiresAt <= now) {
      this.byToken.delete(token);
      return { status: 'unknown' };
    }
    entry.active = true;
    return { status: 'ok', connectionId: entry.connectionId, user: entry.user };
  }

  /** Peeks without claiming, so that the owner can be checked first. */
  userOf(token: string): HubUser | undefined {
    return this.byToken.get(token)?.user;
  }

  /** Gives a claimed token back when its upgrade failed before a socket existed. */
  unclaim(token: string): void {
    const entry = this.byToken.get(token);
    if (entry) entry.active = false;
  }

  release(token: string): void {
    this.byToken.delete(token);
  }

  prune(now: number): void {
    for (const [token, entry] of this.byToken) {
      if (!entry.active && entry.expiresAt <= now) this.byToken.delete(token);
    }
  }

  clear(): void {
    this.byToken.clear();
  }

  get size(): number {
    return this.byToken.size;
  }
}
