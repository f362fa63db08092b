import type { ProfileUpdateBody, UserDto } from '../../../shared/contracts/account';
import { MSG } from '../../../shared/messages';
import { HttpError, badRequest, notFound } from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import { findConflicts, findUserById, normaliseEmail, updateProfile } from '../../repositories/users';
import { iso } from '../../time';
import type { AppContext } from '../../types';
import { within, type Deferred } from '../afterCommit';
import { requestEmailChange } from './emailChange';
import { userUpdated } from '../notifications/events';
import { checkPhotoChoice, discardPhoto } from './profilePhoto';
import { toUserDto } from './userDto';

/**
 * The shapes a stored photo may have: empty, one of our uploads, or an http(s) address of an older
 * profile; never javascript: or data: URLs. Which photo a user may choose is checkPhotoChoice's rule.
 */
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
  ctx: AppContext & { deferred: Deferred },
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
  if (photo !== undefined) await checkPhotoChoice(ctx, userId, before.photo, photo);
  let profile: UserDto;
  try {
    // The change and its notification in one transaction; pushes after it.
    profile = await ctx.deferred.transaction(async (trx) => {
      await updateProfile(
        trx,
        userId,
        {
          userName: body.userName.trim(),
          // A new address waits for its PIN (services/account/emailChange.ts); until then the old one stays.
          email: before.email,
          name: body.name.trim(),
          surname: body.surname.trim(),
          phoneNumber: body.phoneNumber.trim(),
          photo,
        },
        iso(ctx.appConfig.now()),
      );
      const changed = await profileOf(within(ctx, trx), userId);
      await ctx.notifier.notify(
        userUpdated({ id: userId, userName: changed.userName, email: changed.email }),
      );
      return changed;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(400, MSG.emailTaken);
    throw error;
  }
  if (photo !== undefined && photo !== before.photo) await discardPhoto(ctx, userId, before.photo);
  // Outside the write: a new address is the account's own PIN flow, and the profile does not show it.
  if (normaliseEmail(body.email) !== before.email) await requestEmailChange(ctx, before, body.email);
  return profile;
}
