import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { projectApplicationsContract as c } from '../../../shared/contracts/projectApplications';
import { ROLE_ADMIN, ROLE_CONSULTANT } from '../../../shared/roles';
import { requireUser } from '../../plugins/auth';
import {
  acceptApplication,
  applyToProject,
  listApplications,
  rejectApplication,
} from '../../services/projects/projectApplications';
import { serve, type ServeOptions } from '../serve';

const admin: ServeOptions = { access: { roles: [ROLE_ADMIN] } };

// The message is optional: a bare POST applies without one.
const emptyBody: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined || request.body === null) request.body = {};
};

/** Consultants applying to work on projects open for applications. */
export async function projectApplicationRoutes(app: FastifyInstance): Promise<void> {
  serve(
    app,
    c.apply,
    { access: { roles: [ROLE_CONSULTANT] }, preValidation: emptyBody, busy: true },
    async (request, reply) =>
      reply
        .code(201)
        .send(await applyToProject(app, requireUser(request), request.params.id, request.body.message)),
  );
  serve(app, c.list, admin, async (request) => listApplications(app, request.params.id));
  serve(app, c.accept, admin, async (request) =>
    acceptApplication(app, requireUser(request), request.params.id),
  );
  serve(app, c.reject, admin, async (request) =>
    rejectApplication(app, requireUser(request), request.params.id),
  );
}
