import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../shared/apiPaths';
import { aboutUsRoutes } from './aboutUs';
import { publicConsultantRoutes } from './consultants/public';
import { currencyRoutes } from './currency';
import { homepageRoutes } from './homepage';
import { projectRequestRoutes } from './projectRequests';
import { serviceRoutes } from './services';

/** Public content (services, consultants directory, about-us, homepage, currency) and quote requests. */
export async function registerContentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(serviceRoutes, { prefix: `${API_PREFIX}/services` });
  await app.register(publicConsultantRoutes, { prefix: `${API_PREFIX}/consultants` });
  await app.register(aboutUsRoutes, { prefix: `${API_PREFIX}/aboutus` });
  await app.register(homepageRoutes, { prefix: `${API_PREFIX}/homepage` });
  await app.register(currencyRoutes, { prefix: `${API_PREFIX}/currency` });
  await app.register(projectRequestRoutes, { prefix: `${API_PREFIX}/ProjectRequest` });
}
