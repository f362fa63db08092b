import type { FastifyInstance } from 'fastify';
import { consultantsContract as c } from '../../../shared/contracts/consultants';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import { keptBody, VersionedCache, type KeptBody } from '../../lib/versionedCache';
import { useKnownEtag } from '../../plugins/cacheControl';
import {
  findConsultantWhere,
  listConsultants,
  type ConsultantViewer,
} from '../../repositories/consultantProfiles';
import { contentVersion } from '../../repositories/contentVersions';
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
  // The directory is read far more often than it changes, and it is the largest public answer: it
  // is kept serialized per filter until a write to its tables raises their version
  // (docs/decisions/026-kept-answers.md).
  const directory = new VersionedCache<KeptBody>();
  serve(app, c.list, anyone, async (request, reply) => {
    const { seesAll } = viewer(request.auth);
    const filter = { ...request.query, seesAll };
    const version = await contentVersion(app.db, 'consultants');
    if (version === null) return listConsultants(app.db, filter);
    // What the answer depends on, and nothing else: `all` counts for administrators only.
    const key = JSON.stringify([
      seesAll,
      seesAll && filter.all === true,
      filter.isAvailable ?? null,
      filter.expertise?.trim() ?? '',
      filter.search?.trim() ?? '',
    ]);
    const kept = await directory.get(key, version, async () =>
      // Through the route's response schema, as an answer that is not kept.
      keptBody(String(reply.serialize(await listConsultants(app.db, filter)))),
    );
    useKnownEtag(reply, kept.etag);
    return reply.type('application/json; charset=utf-8').send(kept.body);
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
