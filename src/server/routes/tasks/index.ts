import type { FastifyInstance } from 'fastify';

/** Tasks of projects. */
export async function taskRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
