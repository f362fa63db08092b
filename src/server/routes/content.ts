import type { FastifyInstance } from 'fastify';
import { aboutUsRoutes } from './aboutUs';
import { publicConsultantRoutes } from './consultants/public';
import { currencyRoutes } from './currency';
import { homepageRoutes } from './homepage';
import { projectRequestRoutes } from './projectRequests';
import { serviceRoutes } from './services';

/** Public content (services, consultants directory, about-us, homepage, currency) and quote requests. */
export async function registerContentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(serviceRoutes);
  await app.register(publicConsultantRoutes);
  await app.register(aboutUsRoutes);
  await app.register(homepageRoutes);
  await app.register(currencyRoutes);
  await app.register(projectRequestRoutes);
}
