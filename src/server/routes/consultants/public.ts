import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams } from '../../../shared/contracts/common';
import { ConsultantDto, ConsultantListQuery } from '../../../shared/contracts/consultants';
import { PublicProject } from '../../../shared/contracts/projects';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import {
  findConsultantWhere,
  listConsultants,
  type ConsultantViewer,
} from '../../repositories/consultantProfiles';
import { publicProjectsOfConsultant } from '../../repositories/projects';
import type { AuthUser } from '../../types';
import { responses } from '../schemas';

/** The consultant directory: public reads, with more for administrators and owners. */
export const publicConsultantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['consultants'];
  const config = { access: 'anonymous' as const };
  const viewer = (auth: AuthUser | null): ConsultantViewer => ({
    id: auth?.id ?? null,
    seesAll: auth?.roleId === ROLE_ADMIN,
  });
  const one = responses({ 200: ConsultantDto });

  app.get(
    '',
    {
      config,
      schema: {
        summary: 'Approved and active consultants (administrators: ?all=true for every one)',
        tags,
        querystring: ConsultantListQuery,
        response: responses({ 200: Type.Array(ConsultantDto) }),
      },
    },
    async (request) => listConsultants(app.db, { ...request.query, seesAll: viewer(request.auth).seesAll }),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        summary: 'One consultant (non-public ones only for their owner and administrators)',
        tags,
        params: IdParams,
        response: one,
      },
    },
    async (request) => {
      const consultant = await findConsultantWhere(app.db, { id: request.params.id }, viewer(request.auth));
      if (!consultant) throw notFound();
      return consultant;
    },
  );

  app.get(
    '/slug/:slug',
    {
      config,
      schema: {
        summary: 'One consultant by the slug of their page',
        tags,
        params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: one,
      },
    },
    async (request) => {
      const consultant = await findConsultantWhere(
        app.db,
        { slug: request.params.slug },
        viewer(request.auth),
      );
      if (!consultant) throw notFound();
      return consultant;
    },
  );

  app.get(
    '/:id/projects/public',
    {
      config,
      schema: {
        summary: "A public consultant's projects: name, status and dates only",
        tags,
        params: IdParams,
        response: responses({ 200: Type.Array(PublicProject) }),
      },
    },
    async (request) => {
      // Only for consultants anyone may see, whoever asks: this is the public view.
      const consultant = await findConsultantWhere(
        app.db,
        { id: request.params.id },
        { id: null, seesAll: false },
      );
      if (!consultant) throw notFound();
      return publicProjectsOfConsultant(app.db, consultant.id);
    },
  );
};
