import type { FastifyInstance } from 'fastify';
import type { ProjectSummary } from '../../../shared/contracts/projects';
import { consultantsContract as c } from '../../../shared/contracts/consultants';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { findConsultantWhere } from '../../repositories/consultantProfiles';
import { listProjectSummaries } from '../../repositories/projectSummaries';
import { actorOf } from '../../services/projects/projectAccess';
import { serve } from '../serve';

const PAGE = 100;

/** A consultant's projects, as far as the caller may see each of them. */
export async function consultantProjectRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.projects, { access: 'authenticated' }, async (request) => {
    const auth = requireUser(request);
    // A consultant the caller may not see (pending, rejected, inactive, not theirs) is missing.
    const viewer = { id: auth.id, seesAll: auth.roleId === ROLE_ADMIN };
    const consultant = await findConsultantWhere(app.db, { id: request.params.id }, viewer);
    if (!consultant) throw notFound();
    const actor = await actorOf(app.db, auth);
    const projects: ProjectSummary[] = [];
    for (let page = 1; ; page += 1) {
      const { data, total } = await listProjectSummaries(app.db, actor, {
        consultantId: consultant.id,
        page,
        pageSize: PAGE,
      });
      projects.push(...data);
      if (data.length < PAGE || projects.length >= total) return projects;
    }
  });
}
