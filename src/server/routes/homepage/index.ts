import type { FastifyInstance } from 'fastify';
import { homepageContract as c } from '../../../shared/contracts/homepage';
import { ROLE_ADMIN } from '../../../shared/roles';
import { findHomepage } from '../../repositories/homepage';
import { changeHomepage, saveHomepage } from '../../services/siteContent';
import { serve, type ServeOptions } from '../serve';

const admin: ServeOptions = { access: { roles: [ROLE_ADMIN] } };

export async function homepageRoutes(app: FastifyInstance): Promise<void> {
  // Before an administrator creates the record the answer is null, not an error.
  serve(app, c.get, { access: 'anonymous' }, async () => (await findHomepage(app.db)) ?? null);
  serve(app, c.create, admin, async (request, reply) => {
    const { created, homepage } = await saveHomepage(app, request.body);
    return reply.code(created ? 201 : 200).send(homepage);
  });
  serve(app, c.update, admin, async (request) => changeHomepage(app, request.params.id, request.body));
}
