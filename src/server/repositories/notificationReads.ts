// Read marks: marking one notification read, all of a caller's at once, and the plain record of a
// reading. What a process keeps of them is the service's (services/notifications/inbox.ts).
import { sql, type Kysely } from 'kysely';
import { ROLE_ADMIN, type RoleId } from '../../shared/roles';
import { preparedRead } from '../db/directReads';
import type { Database } from '../db/types';
import { readBy, visible, type Scope, type Viewer } from './notificationVisibility';

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
 * False when the viewer cannot see the notification. One query tells whether the viewer may see it
 * and whether they have read it already; only a first reading writes.
 */
export async function checkAndRecordRead(
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
