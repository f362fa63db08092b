import type { FastifyInstance } from 'fastify';
import { aboutUsRoutes } from './aboutUs';
import { publicConsultantRoutes } from './consultants/public';
import { currencyRoutes } from './currency';
import { homepageRoutes } from './homepage';
import { projectRequestRoutes } from './projectRequests';
import { serviceRoutes } from './services';
import { named } from '../plugins/named';

/** Public content (services, consultants directory, about-us, homepage, currency) and project requests. */
export async function registerContentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(named(serviceRoutes));
  await app.register(named(publicConsultantRoutes));
  await app.register(named(aboutUsRoutes));
  await app.register(named(homepageRoutes));
  await app.register(named(currencyRoutes));
  await app.register(named(projectRequestRoutes));
}
