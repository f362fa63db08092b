import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HUB_EVENTS } from '../../../shared/contracts/notifications';
import { ROLE_ADMIN, ROLE_CONSULTANT } from '../../../shared/roles';
import type { Database } from '../../db/types';
import { ADMIN_GROUP, CONSULTANT_GROUP, type Hub } from '../../hub';
import { recordRead } from '../../repositories/notificationReads';
import {
  insertNotification,
  insertNotifications,
  toNotification,
  type NewNotification,
  type NotificationRow,
} from '../../repositories/notifications';
import { recipients, type Recipient } from '../../repositories/notificationsSettings';
import { currentActorId } from '../../requestActor';
import { iso } from '../../time';
import { notificationMail } from './mail';
import type { DomainEvent } from './types';

export type Base = Omit<NewNotification, 'audience' | 'user_id' | 'role_id'>;

/** The live group of a role, where its members are; roles without one are reached per user. */
const ROLE_GROUPS: Partial<Record<number, string>> = {
  [ROLE_ADMIN]: ADMIN_GROUP,
  [ROLE_CONSULTANT]: CONSULTANT_GROUP,
};

/** Who one stored row is pushed to: a live group less some of its members, or single users. */
type PushTo = { group: string; exceptUserIds: number[] } | { userIds: number[] };

/**
 * One event on its way to its audiences, in two steps: `store` writes the rows (in the write's
 * transaction when there is one, through `db`), and `send` pushes them and queues the mail once that
 * transaction has committed (docs/decisions/036-project-room.md).
 */
export class Delivery {
  /** Everyone the event concerns, once each, for the mail step. */
  readonly reached = new Map<number, Recipient>();
  /** The pushes of the stored rows, made by `send`. */
  private readonly pushes: Array<{ to: PushTo; target: string; row: NotificationRow }> = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Kysely<Database>,
    private readonly base: Base,
    private readonly family: string,
    private readonly domainEvent: DomainEvent | undefined,
  ) {}

  private get hub(): Hub | undefined {
    return this.app.hasDecorator('hub') ? this.app.hub : undefined;
  }

  private async members(who: { userIds: number[] } | { roleId: number }): Promise<Recipient[]> {
    const found = await recipients(this.db, who, this.family);
    for (const r of found) this.reached.set(r.id, r);
    return found;
  }

  /**
   * The stored notification, then the change's domain event carrying that row's id: each recipient
   * gets both or neither, so a client written against the spec can pair them by id.
   */
  private async push(to: PushTo, target: string, row: NotificationRow): Promise<void> {
    const events: Array<[string, unknown[]]> = [[target, [toNotification(row, false)]]];
    if (this.domainEvent) {
      const { target: name, fields } = this.domainEvent;
      events.push([name, [{ ...fields, notificationId: row.id }]]);
    }
    for (const [name, args] of events) {
      if ('group' in to) {
        await this.hub?.sendToGroup(to.group, name, args, { exceptUserIds: to.exceptUserIds });
      } else {
        await Promise.all(to.userIds.map((id) => this.hub?.sendToUser(id, name, args)));
      }
    }
  }

  /**
   * One shared row for a whole audience, stored only when somebody in it still wants the family in
   * the app, and pushed to the group without those who switched it off.
   */
  async shared(audience: 'admin' | 'role', roleId: number, target: string): Promise<void> {
    const members = await this.members({ roleId });
    const wanting = members.filter((m) => m.inApp);
    if (wanting.length === 0) return;
    const row = await insertNotification(this.db, {
      ...this.base,
      audience,
      user_id: null,
      role_id: audience === 'role' ? roleId : null,
    });
    const actor = this.actorAmong(members);
    if (actor !== null) await this.markReadFor(row.id, actor);
    const group = audience === 'admin' ? ADMIN_GROUP : ROLE_GROUPS[roleId];
    const to: PushTo = group
      ? { group, exceptUserIds: members.filter((m) => !m.inApp || m.id === actor).map((m) => m.id) }
      : { userIds: wanting.filter((m) => m.id !== actor).map((m) => m.id) };
    this.pushes.push({ to, target, row });
  }

  /** A row of each user's own, all stored at once; switched off in the app, none for that user. */
  async personal(userIds: number[]): Promise<void> {
    const wanting = (await this.members({ userIds })).filter((user) => user.inApp);
    const rows = await insertNotifications(
      this.db,
      wanting.map((user) => ({ ...this.base, audience: 'user' as const, user_id: user.id, role_id: null })),
    );
    const actor = currentActorId();
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      const userId = row.user_id!;
      // Their own action is no news to them.
      if (userId === actor) await this.markReadFor(row.id, userId);
      else this.pushes.push({ to: { userIds: [userId] }, target: HUB_EVENTS.user, row });
    }
  }

  /** The person whose own write raised the event, when they are among its recipients. */
  private actorAmong(members: Recipient[]): number | null {
    const actor = currentActorId();
    return actor !== null && members.some((m) => m.id === actor) ? actor : null;
  }

  /** Stored as already read, and not pushed. */
  private async markReadFor(notificationId: number, userId: number): Promise<void> {
    await recordRead(this.db, notificationId, userId, iso(this.app.appConfig.now()));
  }

  /**
   * After the commit: the pushes, then the mail, queued in the outbox and never sent here, so that a
   * slow or failing mail server cannot hold up the write. Daily-digest users get the event in their
   * digest instead.
   */
  async send(): Promise<void> {
    for (const { to, target, row } of this.pushes) await this.push(to, target, row);
    const { mailer, appConfig } = this.app;
    const item = { title: String(this.base.title), message: String(this.base.message) };
    for (const r of this.reached.values()) {
      if (!r.mail || r.digest !== 'off') continue;
      await mailer.enqueue(notificationMail(r.email, r.name, item, appConfig.publicUrl));
    }
  }
}
