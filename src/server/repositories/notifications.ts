import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { Notification } from '../../shared/contracts/notifications';
import { isNotificationSeverity } from '../../shared/domain/notifications';
import { ROLE_ADMIN, type RoleId } from '../../shared/roles';
import { preparedRead } from '../db/directReads';
import type { Database, NotificationsTable } from '../db/types';
import { knownVersionsOf } from '../db/knownVersions';
import { VersionedCache } from '../lib/versionedCache';
import { notificationListVersion } from './notificationVersions';

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;

/** Which of the caller's audiences a call covers. */
export type Scope = 'user' | 'role' | 'admin';

/**
 * The caller, with the families whose shared (role and admin) rows they have switched off: known
 * already (a digest has them), or, when absent, read from their settings in the same query.
 */
export interface Viewer {
  id: number;
  roleId: RoleId;
  mutedFamilies?: string[];
}

type Eb = ExpressionBuilder<Database, 'notifications'>;

export function toNotification(row: NotificationRow, isRead: boolean): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    severity: isNotificationSeverity(row.severity) ? row.severity : 'info',
    isRead,
    createdAt: row.created_at,
    timestamp: row.created_at,
    audience: row.audience,
    additionalData: row.additional_data,
  };
}

function audienceOf(eb: Eb, viewer: Viewer, scope: Scope): Expression<SqlBool> {
  if (scope === 'user') {
    return eb.and([eb('notifications.audience', '=', 'user'), eb('notifications.user_id', '=', viewer.id)]);
  }
  const shared = [eb('notifications.audience', '=', scope)];
  if (scope === 'role') shared.push(eb('notifications.role_id', '=', viewer.roleId));
  // Shared rows are stored once, so a user's switched-off families are applied when reading.
  if (viewer.mutedFamilies === undefined) {
    shared.push(
      eb(
        'notifications.family',
        'not in',
        eb
          .selectFrom('notification_settings as s')
          .select('s.family')
          .where('s.user_id', '=', viewer.id)
          .where('s.in_app', '=', 0),
      ),
    );
  } else if (viewer.mutedFamilies.length) {
    shared.push(eb('notifications.family', 'not in', viewer.mutedFamilies));
  }
  return eb.and(shared);
}

const readBy = (eb: Eb, userId: number) =>
  eb.exists(
    eb
      .selectFrom('notification_reads as r')
      .select('r.notification_id')
      .whereRef('r.notification_id', '=', 'notifications.id')
      .where('r.user_id', '=', userId),
  );

/** Admin rows only ever for role 1. */
const allowedScopes = (viewer: Viewer, scopes: Scope[]): Scope[] =>
  scopes.filter((s) => s !== 'admin' || viewer.roleId === ROLE_ADMIN);

/** The notifications a viewer may see in the given scopes. */
function visible(db: Kysely<Database>, viewer: Viewer, scopes: Scope[]) {
  const allowed = allowedScopes(viewer, scopes);
  return db
    .selectFrom('notifications')
    .where((eb) => (allowed.length ? eb.or(allowed.map((s) => audienceOf(eb, viewer, s))) : eb.lit(false)))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notification_hidden as h')
            .select('h.notification_id')
            .whereRef('h.notification_id', '=', 'notifications.id')
            .where('h.user_id', '=', viewer.id),
        ),
      ),
    );
}

export async function insertNotification(
  db: Kysely<Database>,
  row: NewNotification,
): Promise<NotificationRow> {
  return db.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The lists' order: newest first, the higher id first within one instant. */
const newestFirst = (a: NotificationRow, b: NotificationRow): number =>
  a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1;

/**
 * Where the next page starts: after the row `before` in the lists' order. The row's time is read only
 * when the viewer may see it; otherwise (deleted meanwhile, or not theirs) the id alone places the
 * cursor, as ids grow with time.
 */
async function olderThan(db: Kysely<Database>, viewer: Viewer, before: number) {
  const at = (await findVisible(db, viewer, before))?.created_at;
  return (eb: Eb): Expression<SqlBool> =>
    at === undefined
      ? eb('notifications.id', '<', before)
      : // The first condition is a range on the indexed time; the second settles that instant's ties.
        eb.and([
          eb('notifications.created_at', '<=', at),
          eb.or([eb('notifications.created_at', '<', at), eb('notifications.id', '<', before)]),
        ]);
}

/**
 * One page of what the viewer sees in the given scopes, newest first (docs/requirements.md#growth).
 * Each scope is read on its own, in the order of its index and only as far as the page needs, and
 * the pages are merged: an OR over the scopes would read and sort every row the viewer has.
 */
export async function listVisible(
  db: Kysely<Database>,
  viewer: Viewer,
  scopes: Scope[],
  options: { includeRead: boolean; limit: number; before?: number },
): Promise<Notification[]> {
  const after = options.before === undefined ? undefined : await olderThan(db, viewer, options.before);
  const pages = await Promise.all(
    allowedScopes(viewer, scopes).map((scope) => {
      let query = visible(db, viewer, [scope])
        .selectAll('notifications')
        .select((eb) => readBy(eb, viewer.id).as('is_read'));
      if (!options.includeRead) query = query.where((eb) => eb.not(readBy(eb, viewer.id)));
      if (after) query = query.where(after);
      return query
        .orderBy('notifications.created_at', 'desc')
        .orderBy('notifications.id', 'desc')
        .limit(options.limit)
        .execute();
    }),
  );
  // SQLite answers 0/1, PostgreSQL true/false.
  return pages
    .flat()
    .sort(newestFirst)
    .slice(0, options.limit)
    .map(({ is_read, ...row }) => toNotification(row, Boolean(is_read)));
}

export async function countUnread(db: Kysely<Database>, viewer: Viewer, scopes: Scope[]): Promise<number> {
  const row = await visible(db, viewer, scopes)
    .where((eb) => eb.not(readBy(eb, viewer.id)))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findVisible(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
): Promise<NotificationRow | undefined> {
  return visible(db, viewer, ['user', 'role', 'admin'])
    .selectAll('notifications')
    .where('notifications.id', '=', id)
    .executeTakeFirst();
}

/** Records that a user has read a notification; reading it again changes nothing. */
export async function recordRead(
  db: Kysely<Database>,
  notificationId: number,
  userId: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('notification_reads')
    .values({ notification_id: notificationId, user_id: userId, read_at: now })
    .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
    .execute();
}

/** Outcomes of marking read that a process keeps, least recently used out. */
export const KEPT_READ_MARKS = 4096;

const keptReadMarks = new WeakMap<Kysely<Database>, VersionedCache<boolean>>();

/**
 * False when the viewer cannot see the notification; only a first reading writes
 * (docs/performance.md#api).
 *
 * While the process knows the database's counters (db/knownVersions.ts: announced on PostgreSQL,
 * read once per turn of the event loop on SQLite), the outcome is kept under the counters of the
 * viewer's notification lists (migration 014): whether the notification is visible to them and read
 * depends only on rows those counters cover (its own row, their reads, hidden rows and settings), so
 * marking it again runs no check until one of them moves.
 */
export async function markRead(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
  now: string,
): Promise<boolean> {
  if (!knownVersionsOf(db)?.live) return checkAndRecordRead(db, viewer, id, now);
  const version = await notificationListVersion(db, viewer, ['user', 'role', 'admin']);
  let kept = keptReadMarks.get(db);
  if (!kept) keptReadMarks.set(db, (kept = new VersionedCache(KEPT_READ_MARKS)));
  return kept.get(`${viewer.id}\t${viewer.roleId}\t${id}`, version, () =>
    checkAndRecordRead(db, viewer, id, now),
  );
}

/** Whether the viewer may see the notification (a row or none) and whether they have read it. */
function readStateQuery(db: Kysely<Database>, viewer: Viewer, id: number) {
  return visible(db, viewer, ['user', 'role', 'admin'])
    .where('notifications.id', '=', id)
    .select((eb) => readBy(eb, viewer.id).as('is_read'))
    .compile();
}

type ReadStateQuery = ReturnType<typeof readStateQuery>;

/** Values no caller has: the places of a caller's own in the compiled query's parameters. */
const VIEWER_SLOT = -1_000_001;
const ROLE_SLOT = -1_000_002;
const NOTIFICATION_SLOT = -1_000_003;

/** Per database, the query of an administrator (true) and of anyone else (false). */
const readStateTemplates = new WeakMap<Kysely<Database>, Map<boolean, ReadStateQuery>>();

/**
 * `readStateQuery` for a viewer whose switched-off families the query reads itself. It has two
 * shapes, an administrator's and anyone else's: each is built and compiled once, and a call puts its
 * own values in the parameters (building it was a quarter of the route's time).
 */
function readStateOf(db: Kysely<Database>, viewer: Viewer, id: number): ReadStateQuery {
  const admin = viewer.roleId === ROLE_ADMIN;
  let templates = readStateTemplates.get(db);
  if (!templates) readStateTemplates.set(db, (templates = new Map()));
  let template = templates.get(admin);
  if (!template) {
    const slots = { id: VIEWER_SLOT, roleId: admin ? ROLE_ADMIN : (ROLE_SLOT as RoleId) };
    template = readStateQuery(db, slots, NOTIFICATION_SLOT);
    templates.set(admin, template);
  }
  const values = new Map<unknown, unknown>([
    [VIEWER_SLOT, viewer.id],
    [ROLE_SLOT, viewer.roleId],
    [NOTIFICATION_SLOT, id],
  ]);
  return {
    ...template,
    parameters: template.parameters.map((value) => (values.has(value) ? values.get(value) : value)),
  };
}

/**
 * One query tells whether the viewer may see the notification and whether they have read it
 * already; only a first reading writes.
 */
async function checkAndRecordRead(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
  now: string,
): Promise<boolean> {
  const [row] = viewer.mutedFamilies
    ? (await db.executeQuery(readStateQuery(db, viewer, id))).rows
    : await preparedRead(db, readStateOf(db, viewer, id));
  if (!row) return false;
  // SQLite answers 0/1, PostgreSQL true/false.
  if (!Number(row.is_read)) await recordRead(db, id, viewer.id, now);
  return true;
}

export async function markAllRead(
  db: Kysely<Database>,
  viewer: Viewer,
  scopes: Scope[],
  now: string,
): Promise<void> {
  const unread = visible(db, viewer, scopes)
    .where((eb) => eb.not(readBy(eb, viewer.id)))
    // Typed casts: PostgreSQL cannot infer a bare parameter's type in a select list.
    .select([
      'notifications.id as notification_id',
      sql<number>`cast(${viewer.id} as integer)`.as('user_id'),
      sql<string>`cast(${now} as text)`.as('read_at'),
    ]);
  await db
    .insertInto('notification_reads')
    .columns(['notification_id', 'user_id', 'read_at'])
    .expression(unread)
    .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
    .execute();
}

/** A user's own row is deleted; a shared row is only hidden from this user. False when not visible. */
export async function removeForViewer(
  db: Kysely<Database>,
  viewer: Viewer,
  id: number,
  now: string,
): Promise<boolean> {
  const row = await findVisible(db, viewer, id);
  if (!row) return false;
  if (row.audience === 'user') {
    await db.deleteFrom('notifications').where('id', '=', id).execute();
    return true;
  }
  await db
    .insertInto('notification_hidden')
    .values({ notification_id: id, user_id: viewer.id, hidden_at: now })
    .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
    .execute();
  return true;
}

/** What a viewer may see, created after `since`, in the given families (a digest's content). */
export async function visibleSince(
  db: Kysely<Database>,
  viewer: Viewer,
  since: string,
  families: string[],
): Promise<NotificationRow[]> {
  if (families.length === 0) return [];
  return visible(db, viewer, ['user', 'role', 'admin'])
    .selectAll('notifications')
    .where('notifications.created_at', '>', since)
    .where('notifications.family', 'in', families)
    .orderBy('notifications.created_at')
    .orderBy('notifications.id')
    .limit(100)
    .execute();
}
