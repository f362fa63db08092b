import type { FastifyInstance } from 'fastify';
import { siteSettingsContract as c } from '../../../shared/contracts/siteSettings';
import { ROLE_ADMIN } from '../../../shared/roles';
import { changeSettings, createSettings, currentSettings, settingsWithId } from '../../services/siteSettings';
import { serve, type ServeOptions } from '../serve';

const admin: ServeOptions = { access: { roles: [ROLE_ADMIN] } };
const anyone: ServeOptions = { access: 'anonymous' };

export async function siteSettingsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.get, anyone, async () => currentSettings(app));
  serve(app, c.getById, admin, async (request) => settingsWithId(app, request.params.id));
  serve(app, c.create, admin, async (request, reply) => {
    const { created, settings } = await createSettings(app, request.body);
    return reply.code(created ? 201 : 200).send(settings);
  });
  serve(app, c.update, admin, async (request) => {
    const { id, ...values } = request.body;
    return changeSettings(app, id, values);
  });
  serve(app, c.patch, admin, async (request) => changeSettings(app, request.params.id, request.body));
}
