import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from './frozen/columns';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * On PostgreSQL every change of a kept answer's counter (migrations 012 to 014) is announced on the
 * channel `kept_versions`, in the committing transaction, as `schema<TAB>table<TAB>name<TAB>version`
 * (docs/decisions/029-version-mirror.md). A server process listens and keeps the counters in memory
 * instead of reading one per request; the schema tells apart databases that share a server. SQLite
 * has one process and reads its counters in microseconds: nothing changes there.
 */
const VERSION_CHANNEL = 'kept_versions';
const TABLES = ['content_versions', 'notification_versions'];

async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  await sql
    .raw(
      `create function announce_kept_version() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${VERSION_CHANNEL}',
          TG_TABLE_SCHEMA || E'\\t' || TG_TABLE_NAME || E'\\t' || new.name || E'\\t' || new.version);
        return null;
      end
      $$`,
    )
    .execute(db);
  for (const table of TABLES) {
    await sql
      .raw(
        `create trigger ${table}_announce after insert or update on ${table} ` +
          'for each row execute function announce_kept_version()',
      )
      .execute(db);
  }
}

async function down(db: Kysely<any>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  for (const table of TABLES) await sql.raw(`drop trigger ${table}_announce on ${table}`).execute(db);
  await sql`drop function announce_kept_version()`.execute(db);
}

export const versionNotices = (engine: Engine): Migration => ({
  up: (db) => up(db, engine),
  down: (db) => down(db, engine),
});
