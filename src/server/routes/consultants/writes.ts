import type { FastifyInstance } from 'fastify';
import { consultantsContract as c } from '../../../shared/contracts/consultants';
import { ROLE_ADMIN } from '../../../shared/roles';
import { requireUser } from '../../plugins/auth';
import {
  addExpertise,
  changeExpertise,
  removeExpertise,
  setAvailability,
} from '../../services/consultants/consultantExpertise';
import {
  changeConsultant,
  createConsultantFor,
  removeConsultant,
} from '../../services/consultants/consultants';
import type { Access } from '../../types';
import { serve } from '../serve';
import { consultantApplicationRoutes } from './applications';
import { consultantProjectRoutes } from './projects';

const admin: { access: Access } = { access: { roles: [ROLE_ADMIN] } };
// Administrators, or the consultant's own user; the services answer 404 to anyone else.
const adminOrOwner: { access: Access } = { access: 'authenticated' };

/** Consultant writes, applications to join the firm, expertise and availability. */
export async function consultantWriteRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.create, admin, async (request, reply) =>
    reply.code(201).send(await createConsultantFor(app, requireUser(request), request.body)),
  );
  serve(app, c.update, adminOrOwner, async (request) =>
    changeConsultant(app, requireUser(request), request.params.id, request.body),
  );
  serve(app, c.remove, admin, async (request, reply) => {
    await removeConsultant(app, requireUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, c.addExpertise, adminOrOwner, async (request, reply) =>
    reply.code(201).send(await addExpertise(app, requireUser(request), request.params.id, request.body)),
  );
  serve(app, c.updateExpertise, adminOrOwner, async (request) =>
    changeExpertise(app, requireUser(request), request.params.id, request.body),
  );
  serve(app, c.removeExpertise, adminOrOwner, async (request, reply) => {
    await removeExpertise(app, requireUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, c.availability, adminOrOwner, async (request) =>
    setAvailability(app, requireUser(request), { id: request.params.id }, request.body.isAvailable),
  );
  serve(app, c.userAvailability, adminOrOwner, async (request) =>
    setAvailability(app, requireUser(request), { userId: request.params.userId }, request.body.isAvailable),
  );

  await consultantApplicationRoutes(app);
  await consultantProjectRoutes(app);
}
