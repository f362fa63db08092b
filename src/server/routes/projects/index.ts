import type { FastifyInstance } from 'fastify';
import { projectsContract as c } from '../../../shared/contracts/projects';
import { ROLE_ADMIN, ROLE_CONSULTANT } from '../../../shared/roles';
import { VersionedCache, type KeptBody } from '../../lib/versionedCache';
import { requireUser } from '../../plugins/auth';
import { historyOf } from '../../repositories/projects';
import { projectStatistics } from '../../repositories/projectStatistics';
import { listProjectSummaries } from '../../repositories/projectSummaries';
import { availableConsultants } from '../../repositories/projectTeam';
import { actorOf, standing } from '../../services/projects/projectAccess';
import { changeProject, createProject, detailFor, removeProject } from '../../services/projects/projects';
import { sendKept } from '../keptAnswer';
import { serve, type ServeOptions } from '../serve';
import { progressRoutes } from './progress';
import { teamRoutes } from './team';

const signedIn: ServeOptions = { access: 'authenticated' };
const staff: ServeOptions = { access: { roles: [ROLE_ADMIN, ROLE_CONSULTANT] } };
const admin: ServeOptions = { access: { roles: [ROLE_ADMIN] } };

/** Projects, their teams, updates, metrics and history (docs/requirements.md#projects). */
export async function projectRoutes(app: FastifyInstance): Promise<void> {
  // A page of the list is kept per caller and filter until a write to the tables it is read from
  // raises their version (docs/decisions/026-kept-answers.md): a search counts every project.
  const pages = new VersionedCache<KeptBody>(256);
  // Each read is limited to the projects the caller may see; any other answers 404.
  serve(app, c.list, signedIn, async (request, reply) => {
    const actor = await actorOf(app.db, requireUser(request));
    const filter = request.query;
    // What the page depends on: who asks (their own projects, team places, permissions) and the
    // filter.
    const key = JSON.stringify([
      actor.id,
      actor.roleId,
      actor.consultantId,
      filter.search?.trim() ?? '',
      filter.status ?? null,
      filter.scope ?? null,
      filter.page ?? 1,
      filter.pageSize ?? null,
    ]);
    return sendKept(app, request, reply, pages, {
      version: 'projects',
      key,
      read: () => listProjectSummaries(app.db, actor, filter),
    });
  });
  serve(app, c.statistics, staff, async (request) =>
    projectStatistics(app.db, await actorOf(app.db, requireUser(request))),
  );
  serve(app, c.availableConsultants, staff, async (request) => {
    const { projectId, search } = request.query;
    // Naming a project says who is on it: only one the caller may see.
    if (projectId !== undefined)
      await standing(app.db, await actorOf(app.db, requireUser(request)), projectId);
    return availableConsultants(app.db, { projectId, search });
  });
  serve(app, c.get, signedIn, async (request) => detailFor(app, requireUser(request), request.params.id));
  serve(app, c.history, signedIn, async (request) => {
    await standing(app.db, await actorOf(app.db, requireUser(request)), request.params.id);
    return historyOf(app.db, request.params.id);
  });

  serve(app, c.create, admin, async (request, reply) =>
    reply.code(201).send(await createProject(app, requireUser(request), request.body)),
  );
  serve(app, c.update, admin, async (request) =>
    changeProject(app, requireUser(request), request.params.id, request.body),
  );
  serve(app, c.remove, admin, async (request, reply) => {
    await removeProject(app, request.params.id);
    return reply.code(204).send(null);
  });

  await teamRoutes(app);
  await progressRoutes(app);
}
