// Notifications as stored rows: writing one, and what a viewer may see of them (the paged lists, the
// unread count, one row, a digest's rows), and removing one for a viewer. Read marks are in
// notificationReads.ts, who sees what in notificationVisibility.ts.
import type { Expression, Insertable, Kysely, Selectable, SqlBool } from 'kysely';
import type { Notification } from '../../shared/contracts/notifications';
import { isNotificationSeverity } from '../../shared/domain/notifications';
import type { Database, NotificationsTable } from '../db/types';
import { allowedScopes, readBy, visible, type Eb, type Scope, type Viewer } from './notificationVisibility';

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;

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

export async function insertNotification(
  db: Kysely<Database>,
  row: NewNotification,
): Promise<NotificationRow> {
  return db.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Rows a statement: within any engine's limit on bound values. */
const ROWS_PER_INSERT = 500;

/** Stores many rows, a few statements in all; the stored rows come back in no particular order. */
export async function insertNotifications(
  db: Kysely<Database>,
  rows: readonly NewNotification[],
): Promise<NotificationRow[]> {
  const stored: NotificationRow[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const part = rows.slice(i, i + ROWS_PER_INSERT);
    stored.push(...(await db.insertInto('notifications').values(part).returningAll().execute()));
  }
  return stored;
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
