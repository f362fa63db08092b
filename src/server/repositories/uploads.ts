import type { Kysely, Selectable } from 'kysely';
import type { Database, UploadKind, UploadsTable } from '../db/types';

export type { UploadKind };

export type UploadRow = Selectable<UploadsTable>;

export interface NewUpload {
  path: string;
  ownerId: number;
  kind: UploadKind;
}

export async function insertUpload(db: Kysely<Database>, upload: NewUpload, now: string): Promise<void> {
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
