import type { FastifyInstance } from 'fastify';
import { profileContract as c } from '../../../shared/contracts/account';
import { PHOTO_MAX_BYTES } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { badRequest } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { detectImage, readSingleFile } from '../../plugins/uploads';
import { findUserById } from '../../repositories/users';
import { confirmEmailChange } from '../../services/account/emailChange';
import { changeProfile, profileOf } from '../../services/account/profile';
import { uploadPhoto } from '../../services/account/profilePhoto';
import { serve, type ServeOptions } from '../serve';

const signedIn: ServeOptions = { access: 'authenticated' };

/** The signed-in user's own account (/api/Manage). */
export async function manageRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.get, signedIn, async (request) => {
    const { id } = requireUser(request);
    const user = await profileOf(app, id);
    // After a reload the page still offers to confirm the address that waits for its PIN.
    const pendingEmail = (await findUserById(app.db, id))?.pending_email;
    return pendingEmail ? { ...user, pendingEmail } : user;
  });

  serve(app, c.update, signedIn, async (request) => {
    const { id } = requireUser(request);
    const user = await changeProfile(app, id, request.body);
    // A new address takes effect only once confirmed: the answer says which one waits for its PIN.
    const pendingEmail = (await findUserById(app.db, id))?.pending_email;
    return pendingEmail
      ? { message: MSG.emailChangePending, user, pendingEmail }
      : { message: MSG.profileUpdated, user };
  });

  serve(app, c.confirmEmail, signedIn, async (request) => ({
    message: MSG.emailChanged,
    user: await confirmEmailChange(app, requireUser(request).id, request.body.code),
  }));

  // A stored file: the tighter write limit counts it too.
  serve(app, c.uploadPhoto, { ...signedIn, busy: true }, async (request) => {
    const { id } = requireUser(request);
    const bytes = await readSingleFile(request, PHOTO_MAX_BYTES);
    if (bytes.length === 0) throw badRequest(MSG.noFile, 'photo');
    const type = detectImage(bytes);
    if (!type) throw badRequest(MSG.unsupportedImage, 'photo');
    return { photo: await uploadPhoto(app, id, bytes, type) };
  });
}
