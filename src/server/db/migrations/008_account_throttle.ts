import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { withId, type Engine } from './frozen/columns';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */
async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  // One row per counted account event (a reset code issued, a wrong reset code), keyed by the
  // normalised e-mail whether or not an account holds it, so that limits never reveal an account.
  await withId(db.schema.createTable('account_throttle'), engine)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_throttle_email_action')
    .on('account_throttle')
    .columns(['email', 'action', 'created_at'])
    .execute();
  // Rows older than the window are deleted in bulk.
  await db.schema
    .createIndex('account_throttle_created')
    .on('account_throttle')
    .column('created_at')
    .execute();
}

async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_throttle').ifExists().execute();
}

export const accountThrottle = (engine: Engine): Migration => ({
  up: (db) => up(db, engine),
  down: (db) => down(db),
});
