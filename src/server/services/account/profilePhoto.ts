import { MSG } from '../../../shared/messages';
import { badRequest, notFound } from '../../errors';
import { findUserById, swapPhoto } from '../../repositories/users';
import { iso } from '../../time';
import type { AppContext } from '../../types';
import { discardUpload, isOwnUpload, storeUpload, type UploadContext } from '../uploads';

/**
 * A user may set as their photo nothing, the photo they already have, or a file they uploaded
 * themselves. Any other path (another user's public photo, an address elsewhere) is refused: the
 * server would later treat it as theirs (docs/requirements.md#uploads).
 */
export async function checkPhotoChoice(
  ctx: AppContext,
  userId: number,
  current: string,
  photo: string,
): Promise<void> {
  if (photo === '' || photo === current) return;
  if (!(await isOwnUpload(ctx, userId, 'photo', photo))) throw badRequest(MSG.photoNotYours, 'photo');
}

/** Deletes a photo the user no longer has, only when they uploaded it. */
export async function discardPhoto(ctx: AppContext, userId: number, former: string): Promise<void> {
  await discardUpload(ctx, 'photo', former, userId);
}

/**
 * Stores an uploaded photo as the user's and drops the upload it replaced, so that old ones do not
 * pile up. Uploads at once each replace exactly the photo they read (`swapPhoto`) and discard that
 * one, so no file is left that nobody has.
 */
export async function uploadPhoto(
  ctx: UploadContext,
  userId: number,
  bytes: Buffer,
  ext: string,
): Promise<string> {
  if (!(await findUserById(ctx.db, userId))) throw notFound();
  const photo = await storeUpload(ctx, userId, 'photo', bytes, ext);
  for (;;) {
    const before = await findUserById(ctx.db, userId);
    if (!before) {
      // Deleted meanwhile: their new file goes with them.
      await discardPhoto(ctx, userId, photo);
      throw notFound();
    }
    if (await swapPhoto(ctx.db, userId, before.photo, photo, iso(ctx.appConfig.now()))) {
      await discardPhoto(ctx, userId, before.photo);
      return photo;
    }
  }
}
