import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ProfileUpdateBody,
  ProfileUpdateResponse,
  UploadPhotoResponse,
  UserDto,
} from '../../../shared/contracts/account';
import { PHOTO_MAX_BYTES } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { badRequest } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { detectImage, readSingleFile, saveUpload } from '../../plugins/uploads';
import { changeProfile, profileOf, replacePhoto } from '../../services/profile';
import { responses } from '../schemas';

export const manageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['profile'];
  const config = { access: 'authenticated' as const };

  app.get(
    '/profile',
    { config, schema: { summary: 'The signed-in user', tags, response: responses({ 200: UserDto }) } },
    async (request) => profileOf(app, requireUser(request).id),
  );

  app.post(
    '/update',
    {
      config,
      schema: {
        summary: 'Update the signed-in user',
        tags,
        body: ProfileUpdateBody,
        response: responses({ 200: ProfileUpdateResponse }),
      },
    },
    async (request) => {
      const user = await changeProfile(app, requireUser(request).id, request.body);
      return { message: MSG.profileUpdated, user };
    },
  );

  app.post(
    '/upload-photo',
    {
      config,
      schema: {
        summary: 'Upload a profile photo (multipart, JPEG/PNG/WebP/GIF, at most 5 MiB)',
        tags,
        consumes: ['multipart/form-data'],
        response: responses({ 200: UploadPhotoResponse }),
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      const bytes = await readSingleFile(request, PHOTO_MAX_BYTES);
      if (bytes.length === 0) throw badRequest(MSG.noFile, 'photo');
      const type = detectImage(bytes);
      if (!type) throw badRequest(MSG.unsupportedImage, 'photo');
      const photo = await saveUpload(app.appConfig.dataDir, 'photos', bytes, type);
      await replacePhoto(app, id, photo);
      return { photo };
    },
  );
};
