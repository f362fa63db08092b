import type { FastifyInstance } from 'fastify';
import { profileContract as c } from '../../../shared/contracts/account';
import { PHOTO_MAX_BYTES } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { badRequest } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { detectImage, readSingleFile, saveUpload } from '../../plugins/uploads';
import { changeProfile, profileOf, replacePhoto } from '../../services/profile';
import { serve, type ServeOptions } from '../serve';

const signedIn: ServeOptions = { access: 'authenticated' };

/** The signed-in user's own account (/api/Manage). */
export async function manageRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.get, signedIn, async (request) => profileOf(app, requireUser(request).id));

  serve(app, c.update, signedIn, async (request) => {
    const user = await changeProfile(app, requireUser(request).id, request.body);
    return { message: MSG.profileUpdated, user };
  });

  serve(app, c.uploadPhoto, signedIn, async (request) => {
    const { id } = requireUser(request);
    const bytes = await readSingleFile(request, PHOTO_MAX_BYTES);
    if (bytes.length === 0) throw badRequest(MSG.noFile, 'photo');
    const type = detectImage(bytes);
    if (!type) throw badRequest(MSG.unsupportedImage, 'photo');
    const photo = await saveUpload(app.appConfig.dataDir, 'photos', bytes, type);
    await replacePhoto(app, id, photo);
    return { photo };
  });
}
