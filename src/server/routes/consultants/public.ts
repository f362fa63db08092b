import type { FastifyInstance } from 'fastify';
import { consultantsContract as c } from '../../../shared/contracts/consultants';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import { VersionedCache, type KeptBody } from '../../lib/versionedCache';
import {
  findConsultantWhere,
  listConsultants,
  type ConsultantViewer,
} from '../../repositories/consultantProfiles';
import { publicProjectsOfConsultant } from '../../repositories/projects';
import type { AuthUser } from '../../types';
import { sendKept } from '../keptAnswer';
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
  // The directory is read far more often than it changes, and it is the largest public answer: it
  // is kept serialized per filter until a write to its tables raises their version
  // (docs/decisions/026-kept-answers.md).
  const directory = new VersionedCache<KeptBody>();
  serve(app, c.list, anyone, async (request, reply) => {
    const { seesAll } = viewer(request.auth);
    const filter = { ...request.query, seesAll };
    // What the answer depends on, and nothing else: `all` counts for administrators only.
    const key = JSON.stringify([
      seesAll,
      seesAll && filter.all === true,
      filter.isAvailable ?? null,
      filter.expertise?.trim() ?? '',
      filter.search?.trim() ?? '',
    ]);
    return sendKept(app, request, reply, directory, {
      version: 'consultants',
      key,
      read: () => listConsultants(app.db, filter),
    });
  });
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
