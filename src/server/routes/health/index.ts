import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { pingDb } from '../../db/createDb';
import { responses } from '../schemas';

const Health = Type.Object({ status: Type.String(), db: Type.String() });

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'anonymous' },
      schema: {
        summary: 'Liveness and database check',
        tags: ['meta'],
        response: responses({ 200: Health, 503: Health }),
      },
    },
    async (_request, reply) => {
      if (await pingDb(app.db)) return { status: 'ok', db: 'ok' };
      return reply.code(503).send({ status: 'error', db: 'error' });
    },
  );
};
