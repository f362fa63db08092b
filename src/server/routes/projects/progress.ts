import type { FastifyInstance } from 'fastify';
import { projectsContract as c } from '../../../shared/contracts/projects';
import { ROLE_ADMIN, ROLE_CONSULTANT } from '../../../shared/roles';
import { requireUser } from '../../plugins/auth';
import { addMetric, editMetric, removeMetric } from '../../services/projects/projectMetrics';
import { addUpdate, editUpdate, removeUpdate } from '../../services/projects/projectProgress';
import { serve, type ServeOptions } from '../serve';

// Customers and others never write progress (403); the services add the per-project check.
// Each write tells the whole project's audience: the tighter write limit counts them too.
const team: ServeOptions = { access: { roles: [ROLE_ADMIN, ROLE_CONSULTANT] }, busy: true };

/** A project's updates and metrics. */
export async function progressRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.addUpdate, team, async (request, reply) =>
    reply.code(201).send(await addUpdate(app, requireUser(request), request.params.id, request.body)),
  );
  serve(app, c.editUpdate, team, async (request) =>
    editUpdate(app, requireUser(request), request.params.id, request.params.updateId, request.body),
  );
  serve(app, c.removeUpdate, team, async (request, reply) => {
    await removeUpdate(app, requireUser(request), request.params.id, request.params.updateId);
    return reply.code(204).send(null);
  });

  serve(app, c.addMetric, team, async (request, reply) =>
    reply.code(201).send(await addMetric(app, requireUser(request), request.params.id, request.body)),
  );
  serve(app, c.editMetric, team, async (request) =>
    editMetric(app, requireUser(request), request.params.id, request.params.metricId, request.body),
  );
  serve(app, c.removeMetric, team, async (request, reply) => {
    await removeMetric(app, requireUser(request), request.params.id, request.params.metricId);
    return reply.code(204).send(null);
  });
}
