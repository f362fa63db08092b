import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationsContract as c } from '../../../shared/contracts/notifications';
import { ROLE_ADMIN } from '../../../shared/roles';
import { keptBody, VersionedCache, type KeptBody } from '../../lib/versionedCache';
import { requireUser } from '../../plugins/auth';
import { countUnread, listVisible } from '../../repositories/notifications';
import type { Scope, Viewer } from '../../repositories/notificationVisibility';
import { notificationListVersion } from '../../repositories/notificationVersions';
import { settingsOf } from '../../repositories/notificationsSettings';
import { statistics } from '../../repositories/notificationsStatistics';
import { changeSettings, markOneRead, markScopesRead, removeOne } from '../../services/notifications/inbox';
import { assertSettingsPatch } from '../../services/notifications/settings';
import { sendKeptBody } from '../keptAnswer';
import { serve, type ServeOptions } from '../serve';

const signedIn: ServeOptions = { access: 'authenticated' };
const admin: ServeOptions = { access: { roles: [ROLE_ADMIN] } };

type ListEndpoint = (typeof c)['list' | 'listAdmin'];
type CountEndpoint = (typeof c)['totalUnreadCount' | 'unreadCount' | 'roleUnreadCount' | 'adminUnreadCount'];
type MarkAllEndpoint = (typeof c)['markAllRead' | 'markAllUserRead' | 'markAllRoleRead' | 'markAllAdminRead'];

/** Kept pages of the lists, over every caller: a page is at most 100 notifications. */
export const KEPT_NOTIFICATION_PAGES = 512;

/**
 * /api/notification (docs/requirements.md#notifications and #access); shapes in the contract.
 * Reads go straight to the repositories, writes through the inbox service.
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  // The caller's switched-off families are read by each query itself (repositories/notificationVisibility.ts).
  const viewer = (request: FastifyRequest): Viewer => {
    const { id, roleId } = requireUser(request);
    return { id, roleId };
  };

  // A page of a list is kept serialized per caller and query until a write changes what it shows:
  // a notification of the caller's own or of an audience the list reaches, or the caller's own
  // reads, hidden rows and settings, each of which raises a counter in the database (migration 014,
  // docs/decisions/026-kept-answers.md). Answers stay `no-store`: they are kept in the server only.
  const pages = new VersionedCache<KeptBody>(KEPT_NOTIFICATION_PAGES);
  const list = (endpoint: ListEndpoint, options: ServeOptions, scopes: Scope[]) =>
    serve(app, endpoint, options, async (request, reply) => {
      const { id, roleId } = requireUser(request);
      const { includeRead, limit, before } = request.query;
      const version = await notificationListVersion(app.db, { id, roleId }, scopes);
      const key = `${endpoint.path} ${id} ${roleId} ${includeRead} ${limit} ${before ?? ''}`;
      const kept = await pages.get(key, version, async () =>
        keptBody(String(reply.serialize(await listVisible(app.db, viewer(request), scopes, request.query)))),
      );
      return sendKeptBody(request, reply, kept);
    });
  list(c.list, signedIn, ['user', 'role']);
  list(c.listAdmin, admin, ['admin']);

  const count = (endpoint: CountEndpoint, options: ServeOptions, scopes: Scope[]) =>
    serve(app, endpoint, options, async (request) => ({
      count: await countUnread(app.db, viewer(request), scopes),
    }));
  count(c.totalUnreadCount, signedIn, ['user', 'role', 'admin']);
  count(c.unreadCount, signedIn, ['user']);
  count(c.roleUnreadCount, signedIn, ['role']);
  count(c.adminUnreadCount, admin, ['admin']);

  serve(app, c.markRead, signedIn, async (request, reply) => {
    await markOneRead(app, viewer(request), request.params.id);
    return reply.code(204).send(null);
  });

  const markAll = (endpoint: MarkAllEndpoint, options: ServeOptions, scopes: Scope[]) =>
    serve(app, endpoint, options, async (request, reply) => {
      await markScopesRead(app, viewer(request), scopes);
      return reply.code(204).send(null);
    });
  markAll(c.markAllRead, signedIn, ['user', 'role', 'admin']);
  markAll(c.markAllUserRead, signedIn, ['user']);
  markAll(c.markAllRoleRead, signedIn, ['role']);
  markAll(c.markAllAdminRead, admin, ['admin']);

  serve(app, c.remove, signedIn, async (request, reply) => {
    await removeOne(app, viewer(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, c.settings, signedIn, async (request) => settingsOf(app.db, requireUser(request).id));
  serve(
    app,
    c.saveSettings,
    // Checked strictly before the schema, whose coercion would turn 'yes' or 1 into booleans.
    { ...signedIn, preValidation: async (request) => assertSettingsPatch(request.body) },
    async (request) => {
      const { id } = requireUser(request);
      await changeSettings(app, id, request.body);
      return settingsOf(app.db, id);
    },
  );

  serve(app, c.statistics, admin, async (request) =>
    statistics(app.db, request.query.timeRange ?? '30d', app.appConfig.now()),
  );
}
