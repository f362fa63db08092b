import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, DbEngine, UploadKind, UploadsTable } from '../db/types';

export type { UploadKind };

export type UploadRow = Selectable<UploadsTable>;

export interface NewUpload {
  path: string;
  ownerId: number;
  kind: UploadKind;
}

export async function insertUpload(
  db: Kysely<Database> | Transaction<Database>,
  upload: NewUpload,
  now: string,
): Promise<void> {
  await db
    .insertInto('uploads')
    .values({ path: upload.path, owner_id: upload.ownerId, kind: upload.kind, created_at: now })
    .execute();
}

export async function findUpload(
  db: Kysely<Database>,
  path: string,
  kind: UploadKind,
): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('path', '=', path)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export async function deleteUpload(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
}

/**
 * Records an upload unless its owner already holds `cap` files of its kind; answers whether it did.
 * The owner's row is locked on PostgreSQL until the count and the record are done, so that uploads
 * sent at once are counted one after the other (SQLite runs one write transaction at a time anyway).
 */
export async function insertUploadWithin(
  db: Kysely<Database>,
  engine: DbEngine,
  upload: NewUpload,
  cap: number,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const owner = trx.selectFrom('users').select('id').where('id', '=', upload.ownerId);
    await (engine === 'postgres' ? owner.forUpdate() : owner).execute();
    const held = await trx
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('owner_id', '=', upload.ownerId)
      .where('kind', '=', upload.kind)
      .executeTakeFirstOrThrow();
    if (Number(held.n) >= cap) return false;
    await insertUpload(trx, upload, now);
    return true;
  });
}
