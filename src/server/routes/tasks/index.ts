import type { FastifyInstance } from 'fastify';
import { tasksContract as c } from '../../../shared/contracts/tasks';
import { ROLE_ADMIN, ROLE_CONSULTANT } from '../../../shared/roles';
import { requireUser } from '../../plugins/auth';
import {
  changeTask,
  completeTask,
  createTask,
  projectTasks,
  removeTask,
  tasksFor,
} from '../../services/projects/tasks';
import { serve, type ServeOptions } from '../serve';

// Which task and which project the caller may touch is decided in the service
// (services/projects/projectAccess.ts): another user's project answers 404.
const staff: ServeOptions = { access: { roles: [ROLE_ADMIN, ROLE_CONSULTANT] } };
/** A task write tells the whole project's audience: the tighter write limit counts it too. */
const staffBusy: ServeOptions = { ...staff, busy: true };

/** Tasks of projects. */
export async function taskRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.list, staff, async (request) => tasksFor(app, requireUser(request), request.query));
  serve(app, c.ofProject, { access: 'authenticated' }, async (request) =>
    projectTasks(app, requireUser(request), request.params.id),
  );
  serve(app, c.create, staffBusy, async (request, reply) =>
    reply.code(201).send(await createTask(app, requireUser(request), request.params.id, request.body)),
  );
  serve(app, c.update, staffBusy, async (request) =>
    changeTask(app, requireUser(request), request.params.id, request.body),
  );
  serve(app, c.complete, staffBusy, async (request) =>
    completeTask(app, requireUser(request), request.params.id, request.body.isComplete),
  );
  serve(app, c.remove, staffBusy, async (request, reply) => {
    await removeTask(app, requireUser(request), request.params.id);
    return reply.code(204).send(null);
  });
}
