import type { HubConnection } from './connection';
import { invocationFrame } from './protocol';
import type { Backplane, BackplaneEvent, CloseUserCommand } from './types';

/** The backplane's count of channels with a member in this process. */
type ChannelHolder = Pick<Backplane, 'hold' | 'release'>;

const NOBODY: ChannelHolder = { hold: async () => undefined, release: () => undefined };

/**
 * This process's connections and their group memberships. The first member of a group, or the first
 * socket of a user, holds its channel on the backplane; the last one lets it go.
 */
export class ConnectionRegistry {
  readonly all = new Set<HubConnection>();
  private readonly groups = new Map<string, Set<HubConnection>>();
  private readonly byUser = new Map<number, Set<HubConnection>>();
  /** Each group's subscription, as its first member started it. */
  private readonly groupHolds = new Map<string, Promise<void>>();

  constructor(private readonly channels: ChannelHolder = NOBODY) {}

  add(conn: HubConnection): void {
    this.all.add(conn);
    const { userId } = conn.user;
    let mine = this.byUser.get(userId);
    if (!mine) {
      mine = new Set();
      this.byUser.set(userId, mine);
      // A command for a socket opened this instant may miss it; the token was checked as it opened.
      void this.channels.hold({ kind: 'user', userId });
    }
    mine.add(conn);
  }

  remove(conn: HubConnection): void {
    if (!this.all.delete(conn)) return;
    const { userId } = conn.user;
    const mine = this.byUser.get(userId);
    mine?.delete(conn);
    if (mine?.size === 0) {
      this.byUser.delete(userId);
      this.channels.release({ kind: 'user', userId });
    }
    for (const group of conn.groups) this.detach(conn, group);
    conn.groups.clear();
  }

  /** Sockets of one user in this process, open or still in their handshake. */
  countOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Closes this process's sockets that the command names. */
  async closeUser(cmd: CloseUserCommand): Promise<void> {
    const targets = [...(this.byUser.get(cmd.userId) ?? [])].filter(
      (conn) => cmd.tokenId === undefined || conn.user.tokenId === cmd.tokenId,
    );
    await Promise.all(targets.map((conn) => conn.close({ allowReconnect: cmd.allowReconnect })));
  }

  /** Resolves once the group's events reach this process. */
  async join(conn: HubConnection, group: string): Promise<void> {
    // An invocation can finish after its connection closed; joining then would leak the entry.
    if (conn.isClosed || conn.groups.has(group)) return;
    conn.groups.add(group);
    let members = this.groups.get(group);
    if (!members) {
      members = new Set();
      this.groups.set(group, members);
      this.groupHolds.set(group, this.channels.hold({ kind: 'group', group }));
    }
    members.add(conn);
    await this.groupHolds.get(group);
  }

  leave(conn: HubConnection, group: string): void {
    if (conn.groups.delete(group)) this.detach(conn, group);
  }

  groupSize(group: string): number {
    return this.groups.get(group)?.size ?? 0;
  }

  /**
   * Closes the sockets whose token has expired: access is checked at the upgrade only, so without
   * this a socket would outlive its token.
   */
  closeExpired(now: number): void {
    for (const conn of this.all) {
      const { expiresAt } = conn.user;
      if (expiresAt !== undefined && now >= expiresAt) void conn.close();
    }
  }

  /** Writes one event to the local recipients, encoding the frame once for all of them. */
  deliver(msg: BackplaneEvent): void {
    const recipients =
      msg.kind === 'all' ? this.all : msg.group === undefined ? undefined : this.groups.get(msg.group);
    if (!recipients || recipients.size === 0) return;
    const frame = Buffer.from(msg.frame ?? invocationFrame(msg.target, msg.args));
    const now = Date.now();
    const except = msg.exceptUserIds?.length ? new Set(msg.exceptUserIds) : undefined;
    for (const conn of recipients) {
      if (!except?.has(conn.user.userId)) conn.send(frame, now);
    }
  }

  private detach(conn: HubConnection, group: string): void {
    const members = this.groups.get(group);
    if (!members) return;
    members.delete(conn);
    if (members.size === 0) {
      this.groups.delete(group);
      this.groupHolds.delete(group);
      this.channels.release({ kind: 'group', group });
    }
  }
}
