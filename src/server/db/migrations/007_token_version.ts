import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */
async function up(db: Kysely<any>): Promise<void> {
  // Every token carries the version its user had when it was issued; raising the version (a password
  // reset) ends every session issued before it. A counter rather than a time, because a token's iat
  // has whole seconds only and a token issued just before a reset would pass in the same second.
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}

export const tokenVersion = (): Migration => ({ up, down });
