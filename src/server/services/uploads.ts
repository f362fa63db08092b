import { PHOTO_FILES_HELD_MAX } from '../../shared/constants';
import { MSG } from '../../shared/messages';
import { HttpError } from '../errors';
import { newUploadPath, removeUploadFile, writeUploadFile } from '../lib/uploadFiles';
import {
  deleteUpload,
  findUpload,
  insertUpload,
  insertUploadWithin,
  type UploadKind,
} from '../repositories/uploads';
import { iso } from '../time';
import type { DbEngine } from '../db/types';
import type { AppContext } from '../types';

/** Uploads lock their owner's row on PostgreSQL, so they need to know the engine. */
export type UploadContext = AppContext & { dbEngine: DbEngine };

const FOLDERS: Record<UploadKind, string> = { photo: 'photos', about: 'about' };

/**
 * The files of a kind one user may hold at once. Photos are anyone's, so they have a cap; the about
 * page's images are the administrators' content.
 */
const HELD_MAX: Partial<Record<UploadKind, number>> = { photo: PHOTO_FILES_HELD_MAX };

/**
 * Stores an uploaded file and records who uploaded it; answers its public path. The record comes
 * first, counted against the owner's cap of files held at once, and the file is written only once it
 * is made; beyond the cap, 429 and nothing is written (docs/requirements.md#uploads).
 */
export async function storeUpload(
  ctx: UploadContext,
  ownerId: number,
  kind: UploadKind,
  bytes: Buffer,
  ext: string,
): Promise<string> {
  const folder = FOLDERS[kind];
  const url = newUploadPath(folder, ext);
  const upload = { path: url, ownerId, kind };
  const now = iso(ctx.appConfig.now());
  const cap = HELD_MAX[kind];
  if (cap === undefined) await insertUpload(ctx.db, upload, now);
  else if (!(await insertUploadWithin(ctx.db, ctx.dbEngine, upload, cap, now))) {
    throw new HttpError(429, MSG.uploadsPending);
  }
  try {
    await writeUploadFile(ctx.appConfig.dataDir, folder, url, bytes);
  } catch (error) {
    const record = await findUpload(ctx.db, url, kind);
    if (record) await deleteUpload(ctx.db, record.id);
    await removeUploadFile(ctx.appConfig.dataDir, folder, url);
    throw error;
  }
  return url;
}

/** Whether `url` is a stored file of this kind that `userId` uploaded. */
export async function isOwnUpload(
  ctx: AppContext,
  userId: number,
  kind: UploadKind,
  url: string,
): Promise<boolean> {
  const upload = await findUpload(ctx.db, url, kind);
  return upload !== undefined && upload.owner_id === userId;
}

/**
 * Deletes a stored file and its record. `owner` is the user the file must belong to; 'any' is for a
 * record that names the file itself (an about-us image owns the file it was stored with). Anything
 * else (another user's file, an external address, a path never stored) is left alone.
 */
export async function discardUpload(
  ctx: AppContext,
  kind: UploadKind,
  url: string,
  owner: number | 'any',
): Promise<void> {
  if (!url) return;
  const upload = await findUpload(ctx.db, url, kind);
  if (!upload || (owner !== 'any' && upload.owner_id !== owner)) return;
  await deleteUpload(ctx.db, upload.id);
  await removeUploadFile(ctx.appConfig.dataDir, FOLDERS[kind], url);
}
