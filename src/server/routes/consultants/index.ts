import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ConsultantDto } from '../../../shared/contracts/consultants';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { findConsultantByUser } from '../../repositories/consultants';
import { responses } from '../schemas';

export const consultantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "A user's consultant profile (others see it only once approved and active)",
        tags: ['consultants'],
        params: Type.Object({ userId: Type.Integer({ minimum: 1 }) }),
        // The client adds a cache-busting parameter; any query is accepted and ignored.
        querystring: Type.Object({}, { additionalProperties: true }),
        response: responses({ 200: ConsultantDto }),
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const consultant = await findConsultantByUser(app.db, request.params.userId, {
        id: viewer.id,
        seesAll: viewer.roleId === ROLE_ADMIN,
      });
      if (!consultant) throw notFound();
      reply.header('Cache-Control', 'no-store');
      return consultant;
    },
  );
};
