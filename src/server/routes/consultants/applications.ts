import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { consultantsContract as c } from '../../../shared/contracts/consultants';
import { ROLE_ADMIN } from '../../../shared/roles';
import { requireUser } from '../../plugins/auth';
import {
  applyToJoin,
  checkMayApply,
  cvOf,
  decideApplication,
} from '../../services/consultants/consultantApplications';
import { serve, type ServeOptions } from '../serve';
import { readApplicationForm } from './applicationForm';

// The decision body is optional: a bare POST approves or rejects without notes.
const emptyBody: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined || request.body === null) request.body = {};
};
const decision: ServeOptions = { access: { roles: [ROLE_ADMIN] }, preValidation: emptyBody };

/** Applications to join the firm: apply with a CV, the administrators' decision, the CV itself. */
export async function consultantApplicationRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.apply, { access: 'authenticated', busy: true }, async (request, reply) => {
    const user = requireUser(request);
    await checkMayApply(app.db, user);
    const form = await readApplicationForm(request);
    return reply.code(201).send(await applyToJoin(app, user, form.fields, form.cv));
  });
  serve(app, c.approve, decision, async (request) =>
    decideApplication(app, requireUser(request), request.params.id, 'Approved', request.body.adminNotes),
  );
  serve(app, c.reject, decision, async (request) =>
    decideApplication(app, requireUser(request), request.params.id, 'Rejected', request.body.adminNotes),
  );
  serve(app, c.cv, { access: 'authenticated' }, async (request, reply) => {
    const cv = await cvOf(app, requireUser(request), request.params.id);
    return reply
      .header('Content-Type', cv.contentType)
      .header('Content-Disposition', `attachment; filename="${cv.fileName}"`)
      .header('Cache-Control', 'no-store')
      .header('Content-Length', cv.bytes.length)
      .send(cv.bytes);
  });
}
