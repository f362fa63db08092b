import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */
async function up(db: Kysely<any>): Promise<void> {
  // Each row becomes a delivery job: its state, how often it was tried, when it is due again, and
  // which worker holds it (lease) so that several server processes never send it twice.
  const columns: Array<[string, 'text' | 'integer', 'pending' | '' | 0 | null]> = [
    ['status', 'text', 'pending'],
    ['attempts', 'integer', 0],
    ['next_attempt_at', 'text', ''],
    ['last_error', 'text', ''],
    ['lease_owner', 'text', null],
    ['lease_until', 'text', null],
    ['sent_at', 'text', null],
  ];
  for (const [name, type, initial] of columns) {
    await db.schema
      .alterTable('outbox')
      .addColumn(name, type, (c) => (initial === null ? c : c.notNull().defaultTo(initial)))
      .execute();
  }
  // Rows from before were already handled the old way (logged, or sent inline): never send them now.
  await db
    .updateTable('outbox')
    .set((eb: any) => ({
      status: 'sent',
      next_attempt_at: eb.ref('created_at'),
      sent_at: eb.ref('created_at'),
    }))
    .execute();
  await db.schema
    .createIndex('outbox_status_due')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_status_due').ifExists().execute();
  for (const name of [
    'sent_at',
    'lease_until',
    'lease_owner',
    'last_error',
    'next_attempt_at',
    'attempts',
    'status',
  ]) {
    await db.schema.alterTable('outbox').dropColumn(name).execute();
  }
}

export const outboxDelivery = (): Migration => ({ up, down });
