import type { FastifyInstance } from 'fastify';

/** Projects, their teams, updates, metrics and history. */
export async function projectRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
