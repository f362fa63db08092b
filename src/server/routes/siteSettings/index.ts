import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../../shared/contracts/common';
import {
  SiteSettings,
  SiteSettingsInput,
  SiteSettingsPatch,
  SiteSettingsUpdate,
} from '../../../shared/contracts/siteSettings';
import { ROLE_ADMIN } from '../../../shared/roles';
import type { Access } from '../../types';
import { changeSettings, createSettings, currentSettings, settingsWithId } from '../../services/siteSettings';
import { responses } from '../schemas';

export const siteSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['site settings'];
  const admin: { access: Access } = { access: { roles: [ROLE_ADMIN] } };
  const one = responses({ 200: SiteSettings });

  app.get(
    '',
    {
      config: { access: 'anonymous' },
      schema: { summary: 'The site settings (public)', tags, response: one },
    },
    async () => currentSettings(app),
  );

  app.get(
    '/:id',
    { config: admin, schema: { summary: 'One settings row by id', tags, params: IdParams, response: one } },
    async (request) => settingsWithId(app, request.params.id),
  );

  app.post(
    '',
    {
      config: admin,
      schema: {
        summary: 'Create the settings (overwrites the single row when it exists)',
        tags,
        body: SiteSettingsInput,
        response: responses({ 200: SiteSettings, 201: SiteSettings }),
      },
    },
    async (request, reply) => {
      const { created, settings } = await createSettings(app, request.body);
      return reply.code(created ? 201 : 200).send(settings);
    },
  );

  app.put(
    '',
    {
      config: admin,
      schema: {
        summary: 'Replace the settings (the given id, else the first row)',
        tags,
        body: SiteSettingsUpdate,
        response: one,
      },
    },
    async (request) => {
      const { id, ...values } = request.body;
      return changeSettings(app, id, values);
    },
  );

  app.patch(
    '/:id',
    {
      config: admin,
      schema: {
        summary: 'Change some settings fields',
        tags,
        params: IdParams,
        body: SiteSettingsPatch,
        response: one,
      },
    },
    async (request) => changeSettings(app, request.params.id, request.body),
  );
};
