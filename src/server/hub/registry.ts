import type { HubConnection } from './connection';
import { invocationFrame } from './protocol';
import type { BackplaneEvent, CloseUserCommand } from './types';

/** This process's connections and their group memberships. */
export class ConnectionRegistry {
  readonly all = new Set<HubConnection>();
  private readonly groups = new Map<string, Set<HubConnection>>();
  private readonly byUser = new Map<number, Set<HubConnection>>();

  add(conn: HubConnection): void {
    this.all.add(conn);
    const { userId } = conn.user;
    let mine = this.byUser.get(userId);
    if (!mine) {
      mine = new Set();
      this.byUser.set(userId, mine);
    }
    mine.add(conn);
  }

  remove(conn: HubConnection): void {
    this.all.delete(conn);
    const mine = this.byUser.get(conn.user.userId);
    mine?.delete(conn);
    if (mine?.size === 0) this.byUser.delete(conn.user.userId);
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

  join(conn: HubConnection, group: string): void {
    // An invocation can finish after its connection closed; joining then would leak the entry.
    if (conn.isClosed || conn.groups.has(group)) return;
    conn.groups.add(group);
    let members = this.groups.get(group);
    if (!members) {
      members = new Set();
      this.groups.set(group, members);
    }
    members.add(conn);
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
    if (members.size === 0) this.groups.delete(group);
  }
}
