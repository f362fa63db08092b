import type { FastifyInstance } from 'fastify';
import { servicesContract as c, type ServiceDto } from '../../../shared/contracts/services';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import { findService, listServices } from '../../repositories/services';
import {
  addServiceItem,
  changeService,
  createService,
  removeService,
  removeServiceItem,
} from '../../services/catalog';
import type { Access, AuthUser } from '../../types';
import { serve, type ServeOptions } from '../serve';

const admin: { access: Access } = { access: { roles: [ROLE_ADMIN] } };
const anyone: ServeOptions = { access: 'anonymous', revalidate: true };
const isAdmin = (auth: AuthUser | null) => auth?.roleId === ROLE_ADMIN;

// An inactive service is a draft: only administrators can open it.
const visible = (service: ServiceDto | undefined, auth: AuthUser | null) => {
  if (!service || (!service.isActive && !isAdmin(auth))) throw notFound();
  return service;
};

export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.list, anyone, async (request) =>
    listServices(app.db, Boolean(request.query.includeInactive) && isAdmin(request.auth)),
  );
  serve(app, c.get, anyone, async (request) =>
    visible(await findService(app.db, { id: request.params.id }), request.auth),
  );
  serve(app, c.bySlug, anyone, async (request) =>
    visible(await findService(app.db, { slug: request.params.slug }), request.auth),
  );

  serve(app, c.create, admin, async (request, reply) =>
    reply.code(201).send(await createService(app, request.body)),
  );
  serve(app, c.update, admin, async (request) => changeService(app, request.params.id, request.body));
  serve(app, c.remove, admin, async (request, reply) => {
    await removeService(app, request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, c.addFeature, admin, async (request, reply) =>
    reply.code(201).send(await addServiceItem(app, 'features', request.params.id, request.body)),
  );
  serve(app, c.removeFeature, admin, async (request, reply) => {
    await removeServiceItem(app, 'features', request.params.id, request.params.featureId);
    return reply.code(204).send(null);
  });
  serve(app, c.addBenefit, admin, async (request, reply) =>
    reply.code(201).send(await addServiceItem(app, 'benefits', request.params.id, request.body)),
  );
  serve(app, c.removeBenefit, admin, async (request, reply) => {
    await removeServiceItem(app, 'benefits', request.params.id, request.params.benefitId);
    return reply.code(204).send(null);
  });
}
