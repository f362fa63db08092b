import type { FastifyInstance } from 'fastify';

/** Consultant writes, applications to join the firm, expertise and availability. */
export async function consultantWriteRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
