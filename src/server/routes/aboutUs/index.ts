import type { FastifyInstance } from 'fastify';
import { aboutUsContract as c } from '../../../shared/contracts/aboutUs';
import { PHOTO_MAX_BYTES } from '../../../shared/constants';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import { removeUpload, saveUpload } from '../../plugins/uploads';
import { findAboutUs } from '../../repositories/aboutUs';
import {
  ABOUT_FOLDER,
  addAboutImage,
  changeAboutUs,
  removeAboutImage,
  saveAboutUs,
} from '../../services/siteContent';
import { serve, type ServeOptions } from '../serve';
import { readImageForm } from './imageForm';

const admin: ServeOptions = { access: { roles: [ROLE_ADMIN] } };

export async function aboutUsRoutes(app: FastifyInstance): Promise<void> {
  // Before an administrator creates the record the answer is null, not an error.
  serve(app, c.get, { access: 'anonymous' }, async () => (await findAboutUs(app.db)) ?? null);
  serve(app, c.create, admin, async (request, reply) => {
    const { created, aboutUs } = await saveAboutUs(app, request.body);
    return reply.code(created ? 201 : 200).send(aboutUs);
  });
  serve(app, c.update, admin, async (request) => changeAboutUs(app, request.params.id, request.body));

  serve(app, c.addImage, admin, async (request, reply) => {
    if (!(await findAboutUs(app.db, request.params.id))) throw notFound();
    const form = await readImageForm(request, PHOTO_MAX_BYTES);
    const url = await saveUpload(app.appConfig.dataDir, ABOUT_FOLDER, form.bytes, form.type);
    try {
      return reply.code(201).send(await addAboutImage(app, request.params.id, url, form.caption));
    } catch (error) {
      // The record vanished between the check and the insert: do not leave an orphan file.
      await removeUpload(app.appConfig.dataDir, ABOUT_FOLDER, url);
      throw error;
    }
  });
  serve(app, c.removeImage, admin, async (request, reply) => {
    await removeAboutImage(app, request.params.imageId);
    return reply.code(204).send(null);
  });
}
