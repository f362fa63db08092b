import type { ProfileUpdateBody, UserDto } from '../../shared/contracts/account';
import { MSG } from '../../shared/messages';
import { HttpError, badRequest, notFound } from '../errors';
import { isUniqueViolation } from '../db/errors';
import { findConflicts, findUserById, setPhoto, updateProfile } from '../repositories/users';
import { removeUpload } from '../plugins/uploads';
import { iso } from '../time';
import type { AppContext } from '../types';
import { userUpdated } from './notifications/events';
import { toUserDto } from './userDto';

/** A photo is empty, one of our uploads, or an http(s) address; never javascript: or data: URLs. */
export const isAcceptablePhoto = (photo: string): boolean =>
  photo === '' ||
  (/^\/uploads\/[A-Za-z0-9/_.-]+$/.test(photo) && !photo.includes('..')) ||
  /^https?:\/\/\S+$/i.test(photo);

export async function profileOf(ctx: AppContext, userId: number): Promise<UserDto> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound();
  return toUserDto(ctx.db, user);
}

export async function changeProfile(
  ctx: AppContext,
  userId: number,
  body: ProfileUpdateBody,
): Promise<UserDto> {
  const photo = body.photo?.trim();
  if (photo !== undefined && !isAcceptablePhoto(photo)) throw badRequest(MSG.invalidUrl, 'photo');
  const conflicts = await findConflicts(ctx.db, body.email, body.userName, userId);
  if (conflicts.email) throw badRequest(MSG.emailTaken, 'email');
  if (conflicts.userName) throw badRequest(MSG.userNameTaken, 'userName');
  const before = await findUserById(ctx.db, userId);
  if (!before) throw notFound();
  try {
    await updateProfile(
      ctx.db,
      userId,
      {
        userName: body.userName.trim(),
        email: body.email,
        name: body.name.trim(),
        surname: body.surname.trim(),
        phoneNumber: body.phoneNumber.trim(),
        photo,
      },
      iso(ctx.appConfig.now()),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(400, MSG.emailTaken);
    throw error;
  }
  if (photo !== undefined && photo !== before.photo) {
    await removeUpload(ctx.appConfig.dataDir, 'photos', before.photo);
  }
  const profile = await profileOf(ctx, userId);
  await ctx.notifier.notify(userUpdated({ id: userId, userName: profile.userName, email: profile.email }));
  return profile;
}

/** Stores the new photo and drops the previous upload so that replaced photos do not pile up. */
export async function replacePhoto(ctx: AppContext, userId: number, url: string): Promise<void> {
  const before = await findUserById(ctx.db, userId);
  if (!before) throw notFound();
  await setPhoto(ctx.db, userId, url, iso(ctx.appConfig.now()));
  await removeUpload(ctx.appConfig.dataDir, 'photos', before.photo);
}
