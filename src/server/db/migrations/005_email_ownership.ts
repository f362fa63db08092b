import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */
async function up(db: Kysely<any>): Promise<void> {
  // A new address waits here until the PIN mailed to it is confirmed; until then `email` stays.
  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();

  // Who owns a request, by account id: matching by e-mail let anyone who set that address take it.
  await db.schema
    .alterTable('project_requests')
    .addColumn('customer_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('project_requests_customer_user')
    .on('project_requests')
    .column('customer_user_id')
    .execute();

  // One-time link of the rows written before: the signed-in requester, otherwise the account that
  // has verified the request's address today. Later address changes never move these links.
  await sql`
    UPDATE project_requests
    SET customer_user_id = COALESCE(
      user_id,
      (SELECT u.id FROM users u
        WHERE lower(u.email) = lower(project_requests.email) AND u.email_verified = 1)
    )
  `.execute(db);
}

async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('project_requests_customer_user').ifExists().execute();
  await db.schema.alterTable('project_requests').dropColumn('customer_user_id').execute();
  await db.schema.alterTable('users').dropColumn('pending_email').execute();
}

export const emailOwnership = (): Migration => ({ up, down });
