import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { servicesContract as c, type ServiceDto } from '../../../shared/contracts/services';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import { keptBody, VersionedCache, type KeptBody } from '../../lib/versionedCache';
import { contentVersion } from '../../repositories/contentVersions';
import { findService, listServices } from '../../repositories/services';
import {
  addServiceItem,
  changeService,
  createService,
  removeService,
  removeServiceItem,
} from '../../services/site/catalog';
import type { Access, AuthUser } from '../../types';
import { sendKept, sendKeptBody } from '../keptAnswer';
import { serve, type ServeOptions } from '../serve';

const admin: { access: Access } = { access: { roles: [ROLE_ADMIN] } };
const anyone: ServeOptions = { access: 'anonymous', revalidate: true };
const isAdmin = (auth: AuthUser | null) => auth?.roleId === ROLE_ADMIN;

interface KeptService extends KeptBody {
  service: ServiceDto;
}

// An inactive service is a draft: only administrators can open it.
const visible = (service: ServiceDto | undefined, auth: AuthUser | null): ServiceDto => {
  if (!service || (!service.isActive && !isAdmin(auth))) throw notFound();
  return service;
};

export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  // The public pages read the services on every visit, and administrators change them rarely: the
  // list is kept serialized, and each service found, until a write to the services, their features
  // or their benefits raises their version (docs/decisions/026-kept-answers.md).
  const lists = new VersionedCache<KeptBody>(2);
  const found = new VersionedCache<KeptService | null>(256);
  /**
   * A service by id or slug, kept with its serialized body and ETag (the answer is the same for
   * everyone who may see it); the draft check still runs on every request.
   */
  const sendFound = async (
    where: { id: number } | { slug: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const version = await contentVersion(app.db, 'services');
    if (version === null) return visible(await findService(app.db, where), request.auth);
    const key = 'id' in where ? `id ${where.id}` : `slug ${where.slug}`;
    const kept = await found.get(key, version, async () => {
      const service = await findService(app.db, where);
      return service ? { service, ...keptBody(String(reply.serialize(service))) } : null;
    });
    if (!kept) throw notFound();
    visible(kept.service, request.auth);
    return sendKeptBody(request, reply, kept);
  };
  serve(app, c.list, anyone, async (request, reply) => {
    const includeInactive = Boolean(request.query.includeInactive) && isAdmin(request.auth);
    return sendKept(app, request, reply, lists, {
      version: 'services',
      key: String(includeInactive),
      read: () => listServices(app.db, includeInactive),
    });
  });
  serve(app, c.get, anyone, async (request, reply) => sendFound({ id: request.params.id }, request, reply));
  serve(app, c.bySlug, anyone, async (request, reply) =>
    sendFound({ slug: request.params.slug }, request, reply),
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
