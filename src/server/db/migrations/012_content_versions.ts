import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from './frozen/columns';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * What raises each version: a table, and the writes to it that can change what is kept under that
 * version. A user's other columns (password, sessions, role) change no consultant's entry; a new
 * user has no entry yet, and a deleted one takes their consultant row with them.
 */
const ALL = ['insert', 'update', 'delete'];
const SOURCES: readonly { version: string; table: string; events: readonly string[] }[] = [
  // The consultant directory: the consultants, their expertise and their users' names and photos.
  { version: 'consultants', table: 'consultants', events: ALL },
  { version: 'consultants', table: 'consultant_expertise', events: ALL },
  { version: 'consultants', table: 'users', events: ['update of name, surname, photo, email', 'delete'] },
  // A page of a projects list: the projects, their teams (what a consultant sees, the team's size
  // and leader), the customers' and leaders' names, the services' titles, the open tasks and the
  // caller's application.
  { version: 'projects', table: 'projects', events: ALL },
  { version: 'projects', table: 'project_consultants', events: ALL },
  { version: 'projects', table: 'users', events: ['update of name, surname, user_name', 'delete'] },
  { version: 'projects', table: 'consultants', events: ['update of user_id', 'delete'] },
  { version: 'projects', table: 'services', events: ['update of title', 'delete'] },
  { version: 'projects', table: 'tasks', events: ALL },
  { version: 'projects', table: 'project_applications', events: ALL },
  // The services, with their features and benefits.
  { version: 'services', table: 'services', events: ALL },
  { version: 'services', table: 'service_features', events: ALL },
  { version: 'services', table: 'service_benefits', events: ALL },
];

const VERSIONS = [...new Set(SOURCES.map((s) => s.version))];

/** `insert`, `update of name, …` → `insert`, `update`: the trigger's name. */
const eventName = (event: string): string => event.split(' ')[0];
const triggerName = (version: string, table: string, event?: string): string =>
  ['content_version', version, table, ...(event ? [eventName(event)] : [])].join('_');

async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  // One counter per kind of answer kept in the server (docs/decisions/026-kept-answers.md).
  // The database raises it in the writing statement's own transaction, whichever process or tool
  // writes, so a server process learns of every write by reading the counter.
  await db.schema
    .createTable('content_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('content_versions')
    .values(VERSIONS.map((name) => ({ name, version: 0 })))
    .execute();
  if (engine === 'postgres') {
    await sql`
      create function bump_content_version() returns trigger language plpgsql as $$
      begin
        update content_versions set version = version + 1 where name = TG_ARGV[0];
        return null;
      end
      $$`.execute(db);
    // Once per statement: a bulk write raises the counter once.
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
  if (engine === 'postgres') {
    for (const { version, table } of SOURCES)
      await sql.raw(`drop trigger ${triggerName(version, table)} on ${table}`).execute(db);
    await sql`drop function bump_content_version()`.execute(db);
  } else {
    for (const { version, table, events } of SOURCES)
      for (const event of events)
        await sql.raw(`drop trigger ${triggerName(version, table, event)}`).execute(db);
  }
  await db.schema.dropTable('content_versions').execute();
}

export const contentVersions = (engine: Engine): Migration => ({
  up: (db) => up(db, engine),
  down: (db) => down(db, engine),
});
