import type { FastifyInstance } from 'fastify';
import { healthContract as c } from '../../../shared/contracts/health';
import { pingDb } from '../../repositories/health';
import { serve } from '../serve';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.get, { access: 'anonymous' }, async (_request, reply) => {
    if (await pingDb(app.db)) return { status: 'ok', db: 'ok' };
    return reply.code(503).send({ status: 'error', db: 'error' });
  });
}
