import type { Kysely } from 'kysely';
import { ROLE_CUSTOMER } from '../../shared/roles';
import type { Database } from '../db/types';
import { consultantIdForUser } from '../repositories/consultants';
import { createUser, findUserByEmail } from '../repositories/users';
import { severityFor } from '../services/notifications/severity';
import type { NotificationType } from '../../shared/domain/notificationTypes';

// What the demo's work seeding shares: who people are, when things happened, and how the past's
// events become notifications.

export type Db = Kysely<Database>;

/** Who the demo refers to by e-mail. */
export interface Member {
  userId: number;
  consultantId: number;
  fullName: string;
}

/** An event of the demo's past, stored as notifications once everything else is in place. */
export interface PastEvent {
  at: string;
  family: string;
  type: NotificationType;
  title: string;
  message: string;
  data: Record<string, unknown>;
  toUserIds: number[];
}

/** A moment `day` days from now, at a working hour that varies with `salt` (never in the future). */
export function at(now: string, day: number, salt = 0): string {
  const base = Date.parse(now) + day * 86_400_000;
  const hour = day >= 0 ? -1 - (salt % 3) : ((salt * 7) % 9) - 4;
  return new Date(Math.min(base + hour * 3_600_000, Date.parse(now) - 60_000 * (salt + 1))).toISOString();
}
export const date = (now: string, day: number) =>
  new Date(Date.parse(now) + day * 86_400_000).toISOString().slice(0, 10);

export async function member(db: Db, email: string): Promise<Member | undefined> {
  const user = await findUserByEmail(db, email);
  const consultantId = user && (await consultantIdForUser(db, user.id));
  if (!user || !consultantId) return undefined;
  return { userId: user.id, consultantId, fullName: `${user.name} ${user.surname}`.trim() };
}

export async function ensureUser(
  db: Db,
  person: { email: string; userName: string; name: string; surname: string },
  passwordHash: string,
  now: string,
): Promise<number> {
  const existing = await findUserByEmail(db, person.email);
  if (existing) return existing.id;
  return createUser(
    db,
    { ...person, phoneNumber: '', passwordHash, roleId: ROLE_CUSTOMER, emailVerified: true },
    now,
  );
}

/**
 * The past events as notifications: one row for the administrators and one per person concerned.
 * What is older than a week has been read; the last week is still waiting in the bell.
 */
export async function storeEvents(db: Db, events: PastEvent[], adminIds: number[], now: string) {
  const weekAgo = Date.parse(now) - 7 * 86_400_000;
  for (const e of events.sort((a, b) => a.at.localeCompare(b.at))) {
    const base = {
      type: e.type,
      title: e.title,
      message: e.message,
      severity: severityFor(e.type, e.data),
      family: e.family,
      additional_data: JSON.stringify(e.data),
      created_at: e.at,
    };
    const read = Date.parse(e.at) < weekAgo;
    const admin = await db
      .insertInto('notifications')
      .values({ ...base, audience: 'admin', user_id: null, role_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (read) {
      for (const userId of adminIds) {
        await db
          .insertInto('notification_reads')
          .values({ notification_id: admin.id, user_id: userId, read_at: e.at })
          .execute();
      }
    }
    for (const userId of [...new Set(e.toUserIds)]) {
      const row = await db
        .insertInto('notifications')
        .values({ ...base, audience: 'user', user_id: userId, role_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (read)
        await db
          .insertInto('notification_reads')
          .values({ notification_id: row.id, user_id: userId, read_at: e.at })
          .execute();
    }
  }
}
