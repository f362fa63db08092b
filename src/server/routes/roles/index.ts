import type { FastifyInstance } from 'fastify';
import { rolesContract as c } from '../../../shared/contracts/users';
import { ROLE_ADMIN, ROLE_CUSTOMER } from '../../../shared/roles';
import { requireUser } from '../../plugins/auth';
import { roles } from '../../services/users/managedUsers';
import { setRole } from '../../services/users/userAdmin';
import { serve, type ServeOptions } from '../serve';

const admin: ServeOptions = { access: { roles: [ROLE_ADMIN] } };

/** Roles and who holds them (docs/requirements.md#roles). */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  serve(app, c.list, admin, async () => roles(app));
  serve(app, c.assign, admin, async (request) =>
    setRole(app, requireUser(request), request.body.userId, request.body.roleId),
  );
  // Without a role a user is a customer again.
  serve(app, c.remove, admin, async (request) =>
    setRole(app, requireUser(request), request.body.userId, ROLE_CUSTOMER),
  );
}
