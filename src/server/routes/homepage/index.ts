import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../../shared/contracts/common';
import { HomePageInfoDto, HomePageInput, HomePagePatch } from '../../../shared/contracts/homepage';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import { findHomepage } from '../../repositories/homepage';
import { changeHomepage, saveHomepage } from '../../services/siteContent';
import type { Access } from '../../types';
import { responses } from '../schemas';

export const homepageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['homepage'];
  const admin: { access: Access } = { access: { roles: [ROLE_ADMIN] } };

  app.get(
    '',
    {
      config: { access: 'anonymous' },
      schema: {
        summary: 'The home page hero and figures (404 until an administrator creates them)',
        tags,
        response: responses({ 200: HomePageInfoDto }),
      },
    },
    async () => {
      const homepage = await findHomepage(app.db);
      if (!homepage) throw notFound();
      return homepage;
    },
  );

  app.post(
    '',
    {
      config: admin,
      schema: {
        summary: 'Create the home page content (overwrites the single record when it exists)',
        tags,
        body: HomePageInput,
        response: responses({ 200: HomePageInfoDto, 201: HomePageInfoDto }),
      },
    },
    async (request, reply) => {
      const { created, homepage } = await saveHomepage(app, request.body);
      return reply.code(created ? 201 : 200).send(homepage);
    },
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        summary: 'Change the home page content (given fields only)',
        tags,
        params: IdParams,
        body: HomePagePatch,
        response: responses({ 200: HomePageInfoDto }),
      },
    },
    async (request) => changeHomepage(app, request.params.id, request.body),
  );
};
