import type { FastifyInstance } from 'fastify';
import { HUB_EVENTS } from '../../../shared/contracts/notifications';
import { ROLE_ADMIN, ROLE_CONSULTANT } from '../../../shared/roles';
import { ADMIN_GROUP, CONSULTANT_GROUP, type Hub } from '../../hub';
import { sendQuietly } from '../../plugins/mailer';
import { insertNotification, toNotification, type NewNotification } from '../../repositories/notifications';
import { recipients, type Recipient } from '../../repositories/notificationsSettings';
import { currentActorId } from '../../requestActor';
import { iso } from '../../time';
import { scheduleDigests } from './digest';
import { notificationMail } from './mail';
import { severityFor } from './severity';
import type { Notifier, NotifyInput } from './types';

type Base = Omit<NewNotification, 'audience' | 'user_id' | 'role_id'>;

/** The live group of a role, where its members are; roles without one are reached per user. */
const ROLE_GROUPS: Partial<Record<number, string>> = {
  [ROLE_ADMIN]: ADMIN_GROUP,
  [ROLE_CONSULTANT]: CONSULTANT_GROUP,
};

class Delivery {
  /** Everyone the event concerns, once each, for the mail step. */
  readonly reached = new Map<number, Recipient>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly base: Base,
    private readonly family: string,
  ) {}

  private get hub(): Hub | undefined {
    return this.app.hasDecorator('hub') ? this.app.hub : undefined;
  }

  private async members(who: { userIds: number[] } | { roleId: number }): Promise<Recipient[]> {
    const found = await recipients(this.app.db, who, this.family);
    for (const r of found) this.reached.set(r.id, r);
    return found;
  }

  /**
   * One shared row for a whole audience, stored only when somebody in it still wants the family in
   * the app, and pushed to the group without those who switched it off.
   */
  async shared(audience: 'admin' | 'role', roleId: number, target: string): Promise<void> {
    const members = await this.members({ roleId });
    const wanting = members.filter((m) => m.inApp);
    if (wanting.length === 0) return;
    const row = await insertNotification(this.app.db, {
      ...this.base,
      audience,
      user_id: null,
      role_id: audience === 'role' ? roleId : null,
    });
    const payload = [toNotification(row, false)];
    const actor = this.actorAmong(members);
    if (actor !== null) await this.markReadFor(row.id, actor);
    const group = audience === 'admin' ? ADMIN_GROUP : ROLE_GROUPS[roleId];
    if (!group) {
      const pushed = wanting.filter((m) => m.id !== actor);
      await Promise.all(pushed.map((m) => this.hub?.sendToUser(m.id, target, payload)));
      return;
    }
    const exceptUserIds = members.filter((m) => !m.inApp || m.id === actor).map((m) => m.id);
    await this.hub?.sendToGroup(group, target, payload, { exceptUserIds });
  }

  /** The person whose own write raised the event, when they are among its recipients. */
  private actorAmong(members: Recipient[]): number | null {
    const actor = currentActorId();
    return actor !== null && members.some((m) => m.id === actor) ? actor : null;
  }

  /** Their own action is no news to them: stored as already read, and not pushed. */
  private async markReadFor(notificationId: number, userId: number): Promise<void> {
    await this.app.db
      .insertInto('notification_reads')
      .values({ notification_id: notificationId, user_id: userId, read_at: iso(this.app.appConfig.now()) })
      .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
      .execute();
  }

  async personal(userIds: number[]): Promise<void> {
    for (const user of await this.members({ userIds })) {
      // Switched off in the app: not stored for this user at all (SUPPLEMENT section 3).
      if (!user.inApp) continue;
      const row = await insertNotification(this.app.db, {
        ...this.base,
        audience: 'user',
        user_id: user.id,
        role_id: null,
      });
      if (user.id === currentActorId()) {
        await this.markReadFor(row.id, user.id);
        continue;
      }
      await this.hub?.sendToUser(user.id, HUB_EVENTS.user, [toNotification(row, false)]);
    }
  }

  /** Mail never fails the write that raised the event; daily-digest users get it in the digest. */
  async mail(): Promise<void> {
    const { mailer, log, appConfig } = this.app;
    const item = { title: String(this.base.title), message: String(this.base.message) };
    for (const r of this.reached.values()) {
      if (!r.mail || r.digest !== 'off') continue;
      await sendQuietly(mailer, log, notificationMail(r.email, r.name, item, appConfig.publicUrl));
    }
  }
}

async function deliver(app: FastifyInstance, input: NotifyInput): Promise<void> {
  const base: Base = {
    type: input.type,
    title: input.title,
    message: input.message,
    severity: input.severity ?? severityFor(input.type),
    family: input.family,
    additional_data: JSON.stringify(input.data ?? {}),
    created_at: iso(app.appConfig.now()),
  };
  const delivery = new Delivery(app, base, input.family);
  if (input.toAdmins !== false) await delivery.shared('admin', ROLE_ADMIN, HUB_EVENTS.admin);
  if (input.toUserIds?.length) await delivery.personal([...new Set(input.toUserIds)]);
  if (input.toRoleId !== undefined) await delivery.shared('role', input.toRoleId, HUB_EVENTS.user);
  const hub = app.hasDecorator('hub') ? app.hub : undefined;
  for (const event of input.hubEvents ?? []) {
    for (const group of new Set(event.groups)) await hub?.sendToGroup(group, event.target, event.args);
  }
  await delivery.mail();
}

/** Stores and pushes domain events (see types.ts); a failure is logged, never thrown at the write. */
export function createNotifier(app: FastifyInstance): Notifier {
  scheduleDigests(app);
  return {
    async notify(input: NotifyInput): Promise<void> {
      try {
        await deliver(app, input);
      } catch (err) {
        app.log.error({ err, type: input.type }, 'notification failed');
      }
    },
  };
}
