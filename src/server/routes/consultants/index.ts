import type { FastifyInstance } from 'fastify';
import { consultantsContract as c } from '../../../shared/contracts/consultants';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { findConsultantByUser } from '../../repositories/consultants';
import { serve } from '../serve';

/** A user's own consultant profile; the public directory is in ./public. */
export async function consultantRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.byUser, { access: 'authenticated' }, async (request, reply) => {
    const viewer = requireUser(request);
    const consultant = await findConsultantByUser(app.db, request.params.userId, {
      id: viewer.id,
      seesAll: viewer.roleId === ROLE_ADMIN,
    });
    if (!consultant) throw notFound();
    reply.header('Cache-Control', 'no-store');
    return consultant;
  });
  // The profile page asks on every visit whether the caller has applied: "not yet" is a 200 with
  // null, so a user without a profile meets no failed request
  // (docs/decisions/018-projects-and-consultants-at-work.md).
  serve(app, c.mine, { access: 'authenticated' }, async (request, reply) => {
    const viewer = requireUser(request);
    const consultant = await findConsultantByUser(app.db, viewer.id, { id: viewer.id, seesAll: false });
    reply.header('Cache-Control', 'no-store');
    return { consultant: consultant ?? null };
  });
}
