import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { projectRequestsContract as c } from '../../../shared/contracts/projectRequests';
import { ROLE_ADMIN } from '../../../shared/roles';
import { requireUser } from '../../plugins/auth';
import { listRequestPage, listRequests } from '../../repositories/projectRequests';
import { approveRequest } from '../../services/projectRequests/projectRequestDecisions';
import {
  editRequest,
  rejectRequest,
  requestForViewer,
  submitRequest,
} from '../../services/projectRequests/projectRequests';
import { serve, type ServeOptions } from '../serve';

const admin: ServeOptions = { access: { roles: [ROLE_ADMIN] } };
const signedIn: ServeOptions = { access: 'authenticated' };

// The decision body is optional: a bare POST approves or rejects without notes.
const emptyBody: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined || request.body === null) request.body = {};
};
const decision: ServeOptions = { ...admin, preValidation: emptyBody };

export async function projectRequestRoutes(app: FastifyInstance): Promise<void> {
  // The quote form is open to anyone, so it gets its own per-IP budget.
  const limiter = app.rateLimit({
    max: app.appConfig.accountRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => `project-request:${request.ip}`,
  });

  serve(app, c.submit, { access: 'anonymous', onRequest: limiter }, async (request, reply) =>
    reply.code(201).send(await submitRequest(app, request.body, request.auth)),
  );
  serve(app, c.list, admin, async (request) => listRequestPage(app.db, request.query));
  serve(app, c.mine, signedIn, async (request) => listRequests(app.db, { ownerId: requireUser(request).id }));
  serve(app, c.get, signedIn, async (request) =>
    requestForViewer(app, request.params.id, requireUser(request)),
  );
  serve(app, c.update, admin, async (request) => editRequest(app, request.params.id, request.body));
  serve(app, c.approve, decision, async (request) =>
    approveRequest(app, request.params.id, requireUser(request), request.body.adminNotes),
  );
  serve(app, c.reject, decision, async (request) =>
    rejectRequest(app, request.params.id, request.body.adminNotes),
  );
}
