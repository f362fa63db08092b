import { removeUploadFile, saveUploadFile } from '../lib/uploadFiles';
import { deleteUpload, findUpload, insertUpload, type UploadKind } from '../repositories/uploads';
import { iso } from '../time';
import type { AppContext } from '../types';

const FOLDERS: Record<UploadKind, string> = { photo: 'photos', about: 'about' };

/** Stores an uploaded file and records who uploaded it; answers its public path. */
export async function storeUpload(
  ctx: AppContext,
  ownerId: number,
  kind: UploadKind,
  bytes: Buffer,
  ext: string,
): Promise<string> {
  const url = await saveUploadFile(ctx.appConfig.dataDir, FOLDERS[kind], bytes, ext);
  try {
    await insertUpload(ctx.db, { path: url, ownerId, kind }, iso(ctx.appConfig.now()));
  } catch (error) {
    await removeUploadFile(ctx.appConfig.dataDir, FOLDERS[kind], url);
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
