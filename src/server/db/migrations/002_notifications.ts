import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, text, withId, type Engine } from './frozen/columns';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */
async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  // One row per audience: a shared 'role' or 'admin' row keeps its read and hidden state per user
  // in the side tables, so an event for every admin is stored once.
  let notifications = withId(db.schema.createTable('notifications'), engine);
  for (const column of ['type', 'title', 'message', 'family']) notifications = text(notifications, column);
  await notifications
    .addColumn('severity', 'text', (c) => c.notNull().defaultTo('info'))
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.references('roles.id'))
    .addColumn('additional_data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_created')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notifications_audience_role_created')
    .on('notifications')
    .columns(['audience', 'role_id', 'created_at'])
    .execute();
  await db.schema.createIndex('notifications_created').on('notifications').column('created_at').execute();

  for (const table of ['notification_reads', 'notification_hidden']) {
    const at = table === 'notification_reads' ? 'read_at' : 'hidden_at';
    await db.schema
      .createTable(table)
      .addColumn('notification_id', 'integer', (c) =>
        c.notNull().references('notifications.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn(at, 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['notification_id', 'user_id'])
      .execute();
    // The unread counts look rows up by user first.
    await db.schema.createIndex(`${table}_user`).on(table).columns(['user_id', 'notification_id']).execute();
  }

  // Only the families a user changed are stored; a missing row means the defaults (in-app on, mail off).
  let settings = db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family', 'text', (c) => c.notNull());
  settings = flag(flag(settings, 'in_app', 1), 'email', 0);
  await settings.addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'family']).execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email_digest', 'text', (c) => c.notNull().defaultTo('off'))
    .addColumn('last_digest_at', 'text')
    .execute();
}

async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'notification_preferences',
    'notification_settings',
    'notification_hidden',
    'notification_reads',
    'notifications',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const notifications = (engine: Engine): Migration => ({
  up: (db) => up(db, engine),
  down: (db) => down(db),
});
