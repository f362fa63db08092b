import type { FastifyInstance } from 'fastify';

/** Consultants applying to work on projects open for applications. */
export async function projectApplicationRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
