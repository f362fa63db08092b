import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from './frozen/columns';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The documents the site holds once (site settings, home page, about us) join the kept answers of
 * migration 012 (docs/decisions/026-kept-answers.md): each gets its counter, raised by every write
 * to its table (and to the about-us page's images), in the writing statement's own transaction.
 * `bump_content_version()` is migration 012's function on PostgreSQL.
 */
const ALL = ['insert', 'update', 'delete'];
const SOURCES: readonly { version: string; table: string; events: readonly string[] }[] = [
  { version: 'siteSettings', table: 'site_settings', events: ALL },
  { version: 'homepage', table: 'homepage_info', events: ALL },
  { version: 'aboutUs', table: 'about_us', events: ALL },
  { version: 'aboutUs', table: 'about_us_images', events: ALL },
];

const VERSIONS = [...new Set(SOURCES.map((s) => s.version))];

const triggerName = (version: string, table: string, event?: string): string =>
  ['content_version', version, table, ...(event ? [event] : [])].join('_');

async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await db
    .insertInto('content_versions')
    .values(VERSIONS.map((name) => ({ name, version: 0 })))
    .execute();
  if (engine === 'postgres') {
    // Once per statement, as in migration 012.
    for (const { version, table, events } of SOURCES) {
      await sql
        .raw(
          `create trigger ${triggerName(version, table)} after ${events.join(' or ')} on ${table} ` +
            `for each statement execute function bump_content_version('${version}')`,
        )
        .execute(db);
    }
    return;
  }
  // SQLite has row triggers only.
  for (const { version, table, events } of SOURCES) {
    for (const event of events) {
      await sql
        .raw(
          `create trigger ${triggerName(version, table, event)} after ${event} on ${table} ` +
            `begin update content_versions set version = version + 1 where name = '${version}'; end`,
        )
        .execute(db);
    }
  }
}

async function down(db: Kysely<any>, engine: Engine): Promise<void> {
  for (const { version, table, events } of SOURCES) {
    if (engine === 'postgres') {
      await sql.raw(`drop trigger ${triggerName(version, table)} on ${table}`).execute(db);
    } else {
      for (const event of events)
        await sql.raw(`drop trigger ${triggerName(version, table, event)}`).execute(db);
    }
  }
  await db.deleteFrom('content_versions').where('name', 'in', VERSIONS).execute();
}

export const singleRecordVersions = (engine: Engine): Migration => ({
  up: (db) => up(db, engine),
  down: (db) => down(db, engine),
});
