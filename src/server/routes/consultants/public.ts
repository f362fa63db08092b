import type { FastifyInstance } from 'fastify';
import { consultantsContract as c } from '../../../shared/contracts/consultants';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import {
  findConsultantWhere,
  listConsultants,
  type ConsultantViewer,
} from '../../repositories/consultantProfiles';
import { publicProjectsOfConsultant } from '../../repositories/projects';
import type { AuthUser } from '../../types';
import { serve, type ServeOptions } from '../serve';

const anyone: ServeOptions = { access: 'anonymous', revalidate: true };
const viewer = (auth: AuthUser | null): ConsultantViewer => ({
  id: auth?.id ?? null,
  seesAll: auth?.roleId === ROLE_ADMIN,
});
const found = <T>(consultant: T | undefined): T => {
  if (!consultant) throw notFound();
  return consultant;
};

/** The consultant directory: public reads, with more for administrators and owners. */
export async function publicConsultantRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.list, anyone, async (request) =>
    listConsultants(app.db, { ...request.query, seesAll: viewer(request.auth).seesAll }),
  );
  serve(app, c.get, anyone, async (request) =>
    found(await findConsultantWhere(app.db, { id: request.params.id }, viewer(request.auth))),
  );
  serve(app, c.bySlug, anyone, async (request) =>
    found(await findConsultantWhere(app.db, { slug: request.params.slug }, viewer(request.auth))),
  );
  serve(app, c.publicProjects, anyone, async (request) => {
    // Only for consultants anyone may see, whoever asks: this is the public view.
    const consultant = found(
      await findConsultantWhere(app.db, { id: request.params.id }, { id: null, seesAll: false }),
    );
    return publicProjectsOfConsultant(app.db, consultant.id);
  });
}
