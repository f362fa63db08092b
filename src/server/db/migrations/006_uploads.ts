import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { withId, type Engine } from './frozen/columns';

// Kysely<any>: a migration must keep working after the typed schema moves on.
/* eslint-disable @typescript-eslint/no-explicit-any */
async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  // Every stored file and who uploaded it: only its owner may make it their photo or have it deleted.
  // A deleted account leaves its files without an owner, so that nobody can claim them.
  await withId(db.schema.createTable('uploads'), engine)
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner').on('uploads').column('owner_id').execute();

  // A stored photo becomes its user's. A path held by several accounts (one of them copied it before
  // this check existed) cannot be traced to its uploader: it is recorded without an owner.
  await sql`
    insert into uploads (path, owner_id, kind, created_at)
    select photo, case when count(*) = 1 then min(id) else null end, 'photo', min(updated_at)
    from users
    where photo like '/uploads/photos/%'
    group by photo
  `.execute(db);
  // About-us images were only ever stored by administrators; which one is not known.
  await sql`
    insert into uploads (path, owner_id, kind, created_at)
    select url, null, 'about', min(created_at)
    from about_us_images
    where url like '/uploads/about/%'
    group by url
  `.execute(db);
}

async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').ifExists().execute();
}

export const uploads = (engine: Engine): Migration => ({ up: (db) => up(db, engine), down });
