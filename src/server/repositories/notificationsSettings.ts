import type { Kysely } from 'kysely';
import {
  NOTIFICATION_FAMILIES,
  type EmailDigest,
  type FamilySetting,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '../../shared/contracts/notifications';
import type { Database } from '../db/types';

export const DEFAULT_FAMILY_SETTING: FamilySetting = { inApp: true, email: false };

export async function settingsOf(db: Kysely<Database>, userId: number): Promise<NotificationSettings> {
  const rows = await db
    .selectFrom('notification_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  const prefs = await db
    .selectFrom('notification_preferences')
    .select('email_digest')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const families = Object.fromEntries(
    NOTIFICATION_FAMILIES.map((f) => [f, { ...DEFAULT_FAMILY_SETTING }]),
  ) as NotificationSettings['families'];
  for (const row of rows) {
    const family = row.family as keyof NotificationSettings['families'];
    if (families[family]) families[family] = { inApp: row.in_app === 1, email: row.email === 1 };
  }
  return { families, emailDigest: prefs?.email_digest === 'daily' ? 'daily' : 'off' };
}

export async function saveSettings(
  db: Kysely<Database>,
  userId: number,
  patch: NotificationSettingsPatch,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await settingsOf(trx, userId);
    for (const [family, change] of Object.entries(patch.families ?? {})) {
      if (!change) continue;
      const next = { ...current.families[family as keyof NotificationSettings['families']], ...change };
      const values = { in_app: next.inApp ? 1 : 0, email: next.email ? 1 : 0 } as const;
      await trx
        .insertInto('notification_settings')
        .values({ user_id: userId, family, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'family']).doUpdateSet(values))
        .execute();
    }
    if (patch.emailDigest) await setDigest(trx, userId, patch.emailDigest);
  });
}

async function setDigest(db: Kysely<Database>, userId: number, digest: EmailDigest): Promise<void> {
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, email_digest: digest, last_digest_at: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ email_digest: digest }))
    .execute();
}

/** Families whose in-app notifications the user has switched off. */
export async function mutedFamilies(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notification_settings')
    .select('family')
    .where('user_id', '=', userId)
    .where('in_app', '=', 0)
    .execute();
  return rows.map((r) => r.family);
}

export interface Recipient {
  id: number;
  email: string;
  name: string;
  inApp: boolean;
  /** Mail on for the family. */
  mail: boolean;
  digest: EmailDigest;
}

/** Each user's setting for one family, with what mailing needs: listed users or a whole role. */
export async function recipients(
  db: Kysely<Database>,
  who: { userIds: number[] } | { roleId: number },
  family: string,
): Promise<Recipient[]> {
  if ('userIds' in who && who.userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('notification_settings as s', (j) =>
      j.onRef('s.user_id', '=', 'u.id').on('s.family', '=', family),
    )
    .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.name', 's.in_app', 's.email as mail', 'p.email_digest'])
    .where((eb) => ('userIds' in who ? eb('u.id', 'in', who.userIds) : eb('u.role_id', '=', who.roleId)))
    .where('u.is_active', '=', 1)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    inApp: r.in_app === null ? DEFAULT_FAMILY_SETTING.inApp : r.in_app === 1,
    mail: r.mail === null ? DEFAULT_FAMILY_SETTING.email : r.mail === 1,
    digest: r.email_digest === 'daily' ? 'daily' : 'off',
  }));
}

export interface DigestUser {
  id: number;
  roleId: number;
  email: string;
  name: string;
  lastDigestAt: string | null;
}

/** Active users on the daily digest whose last one is older than `dueBefore`. */
export async function dueDigests(db: Kysely<Database>, dueBefore: string): Promise<DigestUser[]> {
  const rows = await db
    .selectFrom('notification_preferences as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.id', 'u.role_id', 'u.email', 'u.name', 'p.last_digest_at'])
    .where('p.email_digest', '=', 'daily')
    .where('u.is_active', '=', 1)
    .where((eb) => eb.or([eb('p.last_digest_at', 'is', null), eb('p.last_digest_at', '<=', dueBefore)]))
    .execute();
  return rows.map((r) => ({
    id: r.id,
    roleId: r.role_id,
    email: r.email,
    name: r.name,
    lastDigestAt: r.last_digest_at,
  }));
}

export async function mailedFamilies(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notification_settings')
    .select('family')
    .where('user_id', '=', userId)
    .where('email', '=', 1)
    .execute();
  return rows.map((r) => r.family);
}

/**
 * Takes a user's digest for this run: stamps it sent, provided it still has the stamp the run read.
 * Two processes that read the same user race here, and only one of them changes the row (on
 * PostgreSQL the second waits for the first's transaction and then finds the stamp changed).
 */
export async function claimDigest(
  db: Kysely<Database>,
  userId: number,
  readStamp: string | null,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('notification_preferences')
    .set({ last_digest_at: at })
    .where('user_id', '=', userId)
    .where((eb) =>
      readStamp === null ? eb('last_digest_at', 'is', null) : eb('last_digest_at', '=', readStamp),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
