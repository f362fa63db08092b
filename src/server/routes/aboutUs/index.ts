import type { FastifyInstance } from 'fastify';
import { aboutUsContract as c } from '../../../shared/contracts/aboutUs';
import { PHOTO_MAX_BYTES } from '../../../shared/constants';
import { requireUser } from '../../plugins/auth';
import { aboutUs, addAboutImage, removeAboutImage } from '../../services/site/siteContent';
import { discardUpload, storeUpload } from '../../services/uploads';
import { serve } from '../serve';
import { adminOnly, serveSingleRecord } from '../singleRecord';
import { readImageForm } from './imageForm';

export async function aboutUsRoutes(app: FastifyInstance): Promise<void> {
  serveSingleRecord(app, { read: c.get, create: c.create, change: c.update }, aboutUs, 'aboutUs');

  serve(app, c.addImage, { ...adminOnly, busy: true }, async (request, reply) => {
    await aboutUs.byId(app, request.params.id);
    const form = await readImageForm(request, PHOTO_MAX_BYTES);
    const url = await storeUpload(app, requireUser(request).id, 'about', form.bytes, form.type);
    try {
      return reply.code(201).send(await addAboutImage(app, request.params.id, url, form.caption));
    } catch (error) {
      // The record vanished between the check and the insert: do not leave an orphan file.
      await discardUpload(app, 'about', url, 'any');
      throw error;
    }
  });
  serve(app, c.removeImage, adminOnly, async (request, reply) => {
    await removeAboutImage(app, request.params.imageId);
    return reply.code(204).send(null);
  });
}
