import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from './frozen/columns';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The notification lists are kept serialized per caller (docs/decisions/026-kept-answers.md). What a
 * caller's list shows changes with the rows of their audiences and with their own reads, hidden rows
 * and settings; each of these has a counter here, raised in the writing statement's own transaction:
 *
 * - `user <id>`: a notification of that user's own (written or deleted), and their reads, hidden
 *   rows and family settings;
 * - `role <id>`: a notification for that role;
 * - `admin` (the audience's name): a notification for the administrators.
 *
 * A counter is made by its first write (a missing one reads as 0), so a new user or role needs no
 * row. A caller's list reads the counters of its audiences in one query.
 */
const USER_TABLES = ['notification_reads', 'notification_hidden', 'notification_settings'];
const EVENTS = ['insert', 'update', 'delete'];

/** The counter of a notifications row, as an SQL expression over `row` (new or old). */
const audienceName = (row: string): string =>
  `case when ${row}.audience = 'user' then 'user ' || coalesce(${row}.user_id, 0) ` +
  `when ${row}.audience = 'role' then 'role ' || coalesce(${row}.role_id, 0) else ${row}.audience end`;
const userName = (row: string): string => `'user ' || ${row}.user_id`;

const triggerName = (table: string, event?: string): string =>
  ['notification_version', table, ...(event ? [event] : [])].join('_');

async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('notification_versions')
    .addColumn('name', 'text', (c) => c.notNull().primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  if (engine === 'postgres') {
    await sql`
      create function raise_notification_version(version_name text) returns void language sql as $$
        insert into notification_versions (name, version) values (version_name, 1)
        on conflict (name) do update set version = notification_versions.version + 1
      $$`.execute(db);
    // One function per kind of table: a row's fields are resolved when its statement runs.
    for (const [fn, name] of [
      ['raise_notification_version_by_audience', audienceName],
      ['raise_notification_version_by_user', userName],
    ] as const) {
      await sql
        .raw(
          `create function ${fn}() returns trigger language plpgsql as $$
          begin
            if TG_OP <> 'INSERT' then perform raise_notification_version(${name('old')}); end if;
            if TG_OP <> 'DELETE' then perform raise_notification_version(${name('new')}); end if;
            return null;
          end
          $$`,
        )
        .execute(db);
    }
    for (const table of ['notifications', ...USER_TABLES]) {
      const fn =
        table === 'notifications'
          ? 'raise_notification_version_by_audience'
          : 'raise_notification_version_by_user';
      await sql
        .raw(
          `create trigger ${triggerName(table)} after ${EVENTS.join(' or ')} on ${table} ` +
            `for each row execute function ${fn}()`,
        )
        .execute(db);
    }
    return;
  }
  const raise = (name: string) =>
    `insert into notification_versions (name, version) values (${name}, 1) ` +
    'on conflict (name) do update set version = version + 1;';
  for (const table of ['notifications', ...USER_TABLES]) {
    const name = table === 'notifications' ? audienceName : userName;
    for (const event of EVENTS) {
      const rows = event === 'insert' ? ['new'] : event === 'delete' ? ['old'] : ['old', 'new'];
      await sql
        .raw(
          `create trigger ${triggerName(table, event)} after ${event} on ${table} ` +
            `begin ${rows.map((row) => raise(name(row))).join(' ')} end`,
        )
        .execute(db);
    }
  }
}

async function down(db: Kysely<any>, engine: Engine): Promise<void> {
  for (const table of ['notifications', ...USER_TABLES]) {
    if (engine === 'postgres') {
      await sql.raw(`drop trigger ${triggerName(table)} on ${table}`).execute(db);
    } else {
      for (const event of EVENTS) await sql.raw(`drop trigger ${triggerName(table, event)}`).execute(db);
    }
  }
  if (engine === 'postgres') {
    await sql`drop function raise_notification_version_by_audience()`.execute(db);
    await sql`drop function raise_notification_version_by_user()`.execute(db);
    await sql`drop function raise_notification_version(text)`.execute(db);
  }
  await db.schema.dropTable('notification_versions').execute();
}

export const notificationVersions = (engine: Engine): Migration => ({
  up: (db) => up(db, engine),
  down: (db) => down(db, engine),
});
