import type { FastifyInstance } from 'fastify';
import { healthContract as c } from '../../../shared/contracts/health';
import { pingDb } from '../../repositories/health';
import { serve } from '../serve';

/**
 * How long a database that answered counts as answering. A probe polled by a load balancer, or by
 * thousands of clients, then costs the database one query a second at most, however often it is
 * asked; an outage shows within that second. A database that did not answer is asked again at once,
 * so that it shows as back as soon as it is.
 */
export const HEALTH_PROBE_MS = 1000;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let answeredAt = Number.NEGATIVE_INFINITY;
  let probing: Promise<boolean> | null = null;
  const databaseAnswers = async (): Promise<boolean> => {
    if (performance.now() - answeredAt < HEALTH_PROBE_MS) return true;
    // Requests arriving together share one query.
    probing ??= pingDb(app.db).finally(() => (probing = null));
    const answered = await probing;
    if (answered) answeredAt = performance.now();
    return answered;
  };

  const redis = app.redis;
  serve(app, c.get, { access: 'anonymous' }, async (_request, reply) => {
    const shared = redis ? { redis: redis.status() } : {};
    if (await databaseAnswers()) return { status: 'ok', db: 'ok', ...shared };
    return reply.code(503).send({ status: 'error', db: 'error', ...shared });
  });
}
