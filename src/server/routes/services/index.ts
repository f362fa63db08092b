import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams } from '../../../shared/contracts/common';
import {
  ServiceCreate,
  ServiceDto,
  ServiceItem,
  ServiceItemInput,
  ServiceListQuery,
  ServiceUpdate,
} from '../../../shared/contracts/services';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import { findService, listServices, type ServiceItemKind } from '../../repositories/services';
import {
  addServiceItem,
  changeService,
  createService,
  removeService,
  removeServiceItem,
} from '../../services/catalog';
import type { Access } from '../../types';
import { responses } from '../schemas';

const Slug = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });
const NoContent = Type.Null();

export const serviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['services'];
  const admin: { access: Access } = { access: { roles: [ROLE_ADMIN] } };
  const isAdmin = (auth: { roleId: number } | null) => auth?.roleId === ROLE_ADMIN;

  app.get(
    '',
    {
      config: { access: 'anonymous' },
      schema: {
        summary: 'Active services by display order (administrators may add ?includeInactive=true)',
        tags,
        querystring: ServiceListQuery,
        response: responses({ 200: Type.Array(ServiceDto) }),
      },
    },
    async (request) => listServices(app.db, Boolean(request.query.includeInactive) && isAdmin(request.auth)),
  );

  // An inactive service is a draft: only administrators can open it.
  const visible = (service: ServiceDto | undefined, auth: { roleId: number } | null) => {
    if (!service || (!service.isActive && !isAdmin(auth))) throw notFound();
    return service;
  };

  app.get(
    '/:id',
    {
      config: { access: 'anonymous' },
      schema: {
        summary: 'One service with features and benefits',
        tags,
        params: IdParams,
        response: responses({ 200: ServiceDto }),
      },
    },
    async (request) => visible(await findService(app.db, { id: request.params.id }), request.auth),
  );

  app.get(
    '/slug/:slug',
    {
      config: { access: 'anonymous' },
      schema: {
        summary: 'One service by its slug',
        tags,
        params: Slug,
        response: responses({ 200: ServiceDto }),
      },
    },
    async (request) => visible(await findService(app.db, { slug: request.params.slug }), request.auth),
  );

  app.post(
    '',
    {
      config: admin,
      schema: {
        summary: 'Create a service (slug from the title when absent)',
        tags,
        body: ServiceCreate,
        response: responses({ 201: ServiceDto }),
      },
    },
    async (request, reply) => reply.code(201).send(await createService(app, request.body)),
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        summary: 'Change a service (given fields only; features/benefits replace the lists)',
        tags,
        params: IdParams,
        body: ServiceUpdate,
        response: responses({ 200: ServiceDto }),
      },
    },
    async (request) => changeService(app, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete a service',
        tags,
        params: IdParams,
        response: responses({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      await removeService(app, request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const kind of ['features', 'benefits'] as ServiceItemKind[]) {
    const one = kind === 'features' ? 'feature' : 'benefit';
    const ItemParams = Type.Object({
      id: Type.Integer({ minimum: 1 }),
      [`${one}Id`]: Type.Integer({ minimum: 1 }),
    });
    app.post(
      `/:id/${kind}`,
      {
        config: admin,
        schema: {
          summary: `Add a ${one} to a service`,
          tags,
          params: IdParams,
          body: ServiceItemInput,
          response: responses({ 201: ServiceItem }),
        },
      },
      async (request, reply) =>
        reply.code(201).send(await addServiceItem(app, kind, request.params.id, request.body)),
    );
    app.delete(
      `/:id/${kind}/:${one}Id`,
      {
        config: admin,
        schema: {
          summary: `Remove a ${one} from a service`,
          tags,
          params: ItemParams,
          response: responses({ 204: NoContent }),
        },
      },
      async (request, reply) => {
        const params = request.params as Record<string, number>;
        await removeServiceItem(app, kind, params.id, params[`${one}Id`]);
        return reply.code(204).send(null);
      },
    );
  }
};
