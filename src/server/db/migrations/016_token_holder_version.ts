import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from './frozen/columns';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * What checking a token reads of the database (its user's role, whether the user is active, the
 * user's token version, whether the token was revoked) gets a counter of migration 012,
 * `tokenHolders`, raised in the writing statement's own transaction by every change of those
 * columns, a user's deletion and a revocation (docs/decisions/029-version-mirror.md). On PostgreSQL
 * a process keeps the holders it has checked under it; `bump_content_version()` is migration 012's.
 */
const VERSION = 'tokenHolders';
const HOLDER_COLUMNS = 'role_id, is_active, token_version';
const SOURCES: readonly { table: string; event: string; name: string }[] = [
  { table: 'users', event: `update of ${HOLDER_COLUMNS}`, name: 'update' },
  { table: 'users', event: 'delete', name: 'delete' },
  { table: 'revoked_tokens', event: 'insert', name: 'insert' },
];

const triggerName = (table: string, name: string): string => `content_version_${VERSION}_${table}_${name}`;

async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await db.insertInto('content_versions').values({ name: VERSION, version: 0 }).execute();
  for (const { table, event, name } of SOURCES) {
    const body =
      engine === 'postgres'
        ? `for each statement execute function bump_content_version('${VERSION}')`
        : `begin update content_versions set version = version + 1 where name = '${VERSION}'; end`;
    await sql
      .raw(`create trigger ${triggerName(table, name)} after ${event} on ${table} ${body}`)
      .execute(db);
  }
}

async function down(db: Kysely<any>, engine: Engine): Promise<void> {
  for (const { table, name } of SOURCES) {
    const trigger = triggerName(table, name);
    await sql
      .raw(engine === 'postgres' ? `drop trigger ${trigger} on ${table}` : `drop trigger ${trigger}`)
      .execute(db);
  }
  await db.deleteFrom('content_versions').where('name', '=', VERSION).execute();
}

export const tokenHolderVersion = (engine: Engine): Migration => ({
  up: (db) => up(db, engine),
  down: (db) => down(db, engine),
});
