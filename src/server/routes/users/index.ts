import type { FastifyInstance } from 'fastify';
import { usersContract as c } from '../../../shared/contracts/users';
import { ROLE_ADMIN, ROLE_CONSULTANT } from '../../../shared/roles';
import { requireUser } from '../../plugins/auth';
import { customers, managedUser, managedUsers, userStatistics } from '../../services/users/managedUsers';
import { changeManagedUser, createManagedUser } from '../../services/users/userAdmin';
import { deleteManagedUser } from '../../services/users/userDeletion';
import { serve, type ServeOptions } from '../serve';

const admin: ServeOptions = { access: { roles: [ROLE_ADMIN] } };
// Consultants pick customers too (docs/requirements.md#access).
const staff: ServeOptions = { access: { roles: [ROLE_ADMIN, ROLE_CONSULTANT] } };

/** The administration of people (docs/requirements.md#users). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.manageList, admin, async (request) => managedUsers(app, request.query));
  serve(app, c.list, admin, async (request) => managedUsers(app, request.query));
  serve(app, c.statistics, admin, async () => userStatistics(app));
  serve(app, c.get, admin, async (request) => managedUser(app, request.params.id));
  serve(app, c.customers, staff, async (request) => customers(app, request.query));
  serve(app, c.create, admin, async (request, reply) =>
    reply.code(201).send(await createManagedUser(app, requireUser(request), request.body)),
  );
  serve(app, c.update, admin, async (request) =>
    changeManagedUser(app, requireUser(request), request.params.id, request.body),
  );
  serve(app, c.remove, admin, async (request, reply) => {
    await deleteManagedUser(app, requireUser(request), request.params.id);
    return reply.code(204).send(null);
  });
}
