import type { FastifyInstance } from 'fastify';
import { homepageContract as c } from '../../../shared/contracts/homepage';
import { homepage } from '../../services/site/siteContent';
import { serveSingleRecord } from '../singleRecord';

export async function homepageRoutes(app: FastifyInstance): Promise<void> {
  serveSingleRecord(app, { read: c.get, create: c.create, change: c.update }, homepage, 'homepage');
}
