// Who sees which notification: the audiences of a caller (their own rows, their role's, the
// administrators'), the families they switched off and the rows they hid. The lists, the counts and
// the read marks (notifications.ts, notificationReads.ts) all read through `visible`.
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { ROLE_ADMIN, type RoleId } from '../../shared/roles';
import type { Database } from '../db/types';

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

/** Expressions over the notifications table. */
export type Eb = ExpressionBuilder<Database, 'notifications'>;

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

/** Whether the user has read the notification of the row. */
export const readBy = (eb: Eb, userId: number) =>
  eb.exists(
    eb
      .selectFrom('notification_reads as r')
      .select('r.notification_id')
      .whereRef('r.notification_id', '=', 'notifications.id')
      .where('r.user_id', '=', userId),
  );

/** Admin rows only ever for role 1. */
export const allowedScopes = (viewer: Viewer, scopes: Scope[]): Scope[] =>
  scopes.filter((s) => s !== 'admin' || viewer.roleId === ROLE_ADMIN);

/** The notifications a viewer may see in the given scopes. */
export function visible(db: Kysely<Database>, viewer: Viewer, scopes: Scope[]) {
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
