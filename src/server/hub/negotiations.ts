import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { HubUser } from './types';

interface Entry {
  connectionId: string;
  user: HubUser;
  expiresAt: number;
  active: boolean;
  /** Its socket has closed: the token does not open another one. */
  spent: boolean;
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
 *
 * With a secret shared by the server processes, a token is also signed for its user and its expiry
 * (`<id>.<expiry>.<signature>`), so that a process other than the one that negotiated it accepts
 * it: a balancer may send the WebSocket to any process (decision 032). Such a token is checked
 * against the user of the upgrade's own access token; a second socket with one token is refused
 * by the process that holds the first.
 */
export class NegotiationStore {
  private readonly byToken = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly secret?: Buffer,
  ) {}

  /** `tokenIsId` serves negotiate version 0, where the id doubles as the token. */
  create(
    user: HubUser,
    opts: { tokenIsId?: boolean; now?: number } = {},
  ): { connectionId: string; connectionToken: string } {
    const expiresAt = (opts.now ?? Date.now()) + this.ttlMs;
    const id = newId();
    const signed = this.secret ? this.sign(id, expiresAt, user) : undefined;
    const connectionId = opts.tokenIsId && signed ? signed : id;
    const connectionToken = opts.tokenIsId ? connectionId : (signed ?? newId());
    this.byToken.set(connectionToken, { connectionId, user, expiresAt, active: false, spent: false });
    return { connectionId, connectionToken };
  }

  /**
   * Marks the token as in use; the caller must release it when the socket closes. `user` is the
   * upgrade's own, against which a token negotiated by another process is checked.
   */
  claim(token: string, now = Date.now(), user?: HubUser): Claim {
    const entry = this.byToken.get(token) ?? this.negotiatedElsewhere(token, now, user);
    if (!entry || entry.spent) return { status: 'unknown' };
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

  release(token: string, now = Date.now()): void {
    const entry = this.byToken.get(token);
    // A signed token would pass its check again until it expires: it is kept, spent, until then.
    if (entry && this.secret && entry.expiresAt > now) {
      entry.active = false;
      entry.spent = true;
      return;
    }
    this.byToken.delete(token);
  }

  prune(now: number): void {
    for (const [token, entry] of this.byToken) {
      if (!entry.active && entry.expiresAt <= now) this.byToken.delete(token);
    }
  }

  private signature(id: string, expiresAt: number, user: HubUser): Buffer {
    return createHmac('sha256', this.secret!)
      .update(`${id}.${expiresAt}.${user.userId}.${user.tokenId ?? ''}`)
      .digest();
  }

  private sign(id: string, expiresAt: number, user: HubUser): string {
    return `${id}.${expiresAt.toString(36)}.${this.signature(id, expiresAt, user).toString('base64url')}`;
  }

  /** A valid token this process has not seen, negotiated by another for the same user. */
  private negotiatedElsewhere(token: string, now: number, user?: HubUser): Entry | undefined {
    if (!this.secret || !user) return undefined;
    const [id, expiry, mac, extra] = token.split('.');
    if (!id || !expiry || !mac || extra !== undefined) return undefined;
    const expiresAt = parseInt(expiry, 36);
    if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return undefined;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.signature(id, expiresAt, user);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const entry: Entry = { connectionId: id, user, expiresAt, active: false, spent: false };
    this.byToken.set(token, entry);
    return entry;
  }

  clear(): void {
    this.byToken.clear();
  }

  get size(): number {
    return this.byToken.size;
  }
}
