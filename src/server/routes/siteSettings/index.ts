import type { FastifyInstance } from 'fastify';
import { siteSettingsContract as c } from '../../../shared/contracts/siteSettings';
import { siteSettings } from '../../services/site/siteSettings';
import { serve } from '../serve';
import { adminOnly, serveSingleRecord } from '../singleRecord';

export async function siteSettingsRoutes(app: FastifyInstance): Promise<void> {
  serveSingleRecord(app, { read: c.get, create: c.create, change: c.patch }, siteSettings, 'siteSettings');

  // The spec's two further calls: a read by id, and a replace that names its row in the body.
  serve(app, c.getById, adminOnly, async (request) => siteSettings.byId(app, request.params.id));
  serve(app, c.update, adminOnly, async (request) => {
    const { id, ...values } = request.body;
    return siteSettings.change(app, id, values);
  });
}
