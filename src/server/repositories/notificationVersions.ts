import type { CompiledQuery, Kysely } from 'kysely';
import { ROLE_ADMIN, type RoleId } from '../../shared/roles';
import { directRead } from '../db/directReads';
import { currentVersions } from '../db/knownVersions';
import type { Database } from '../db/types';
import type { Scope } from './notificationVisibility';

type VersionsQuery = CompiledQuery<{ name: string; version: number | string }>;

/** Three names, always: a caller's own counter, their role's and the administrators'. */
const compiled = new WeakMap<Kysely<Database>, VersionsQuery>();

function versionsQuery(db: Kysely<Database>): VersionsQuery {
  let query = compiled.get(db);
  if (!query) {
    query = db
      .selectFrom('notification_versions')
      .select(['name', 'version'])
      .where('name', 'in', ['', '', ''])
      .compile();
    compiled.set(db, query);
  }
  return query;
}

/**
 * The version of what a caller's list in these scopes shows (migration 014): their own counter
 * (their notifications, reads, hidden rows and settings) and those of the shared audiences the
 * scopes reach. One query whatever the scopes; a counter not yet made reads as 0.
 */
export async function notificationListVersion(
  db: Kysely<Database>,
  viewer: { id: number; roleId: RoleId },
  scopes: readonly Scope[],
): Promise<string> {
  const names = [
    `user ${viewer.id}`,
    scopes.includes('role') ? `role ${viewer.roleId}` : '',
    scopes.includes('admin') && viewer.roleId === ROLE_ADMIN ? 'admin' : '',
  ];
  // What the process knows of the counters (db/knownVersions.ts), else the database.
  const asked = names.filter((name) => name !== '');
  const versions = await currentVersions(db, 'notification_versions', asked, async () => {
    const rows = await directRead(db, versionsQuery(db), names);
    return asked.map((name) => String(rows.find((row) => row.name === name)?.version ?? 0));
  });
  return names.map((name) => (name ? versions[asked.indexOf(name)] : '-')).join('.');
}
