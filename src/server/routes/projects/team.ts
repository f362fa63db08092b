import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../shared/messages';
import { projectsContract as c } from '../../../shared/contracts/projects';
import { ROLE_ADMIN } from '../../../shared/roles';
import { badRequest } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { placeConsultant, unassignConsultant } from '../../services/projects/projectTeam';
import { setTeam } from '../../services/projects/projectTeamBulk';
import { serve, type ServeOptions } from '../serve';

// A team change tells the whole team: the tighter write limit counts it too.
const admin: ServeOptions = { access: { roles: [ROLE_ADMIN] }, busy: true };

/** Staffing a project (administrators); every answer is the project's detail. */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.assignConsultant, admin, async (request) => {
    const { projectId, ...body } = request.body;
    if (projectId !== undefined && projectId !== request.params.id) {
      throw badRequest(MSG.projectIdMismatch, 'projectId');
    }
    return placeConsultant(app, requireUser(request), request.params.id, body, false);
  });
  serve(app, c.addConsultant, admin, async (request) =>
    placeConsultant(app, requireUser(request), request.params.id, request.body, true),
  );
  serve(app, c.assignConsultants, admin, async (request) =>
    setTeam(app, requireUser(request), request.params.id, request.body),
  );
  serve(app, c.unassignConsultant, admin, async (request) =>
    unassignConsultant(app, requireUser(request), request.params.id, request.params.consultantId),
  );
}
