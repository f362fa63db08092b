import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */
async function up(db: Kysely<any>): Promise<void> {
  // Deleting a user sets a project's customer_id to null, which reads the same as "no customer".
  // The flag keeps the difference, so that the project shows its deleted customer as 'Unknown User'
  // (docs/requirements.md#users) until an administrator gives it another.
  await db.schema
    .alterTable('projects')
    .addColumn('customer_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('customer_deleted').execute();
}

export const deletedCustomer = (): Migration => ({ up, down });
