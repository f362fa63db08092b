import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { IdParams } from '../../../shared/contracts/common';
import {
  CountResponse,
  Notification,
  NotificationListQuery,
  NotificationSettings,
  NotificationSettingsPatch,
  NotificationStatistics,
  StatisticsQuery,
} from '../../../shared/contracts/notifications';
import { ROLE_ADMIN } from '../../../shared/roles';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import {
  countUnread,
  listVisible,
  markAllRead,
  markRead,
  removeForViewer,
  type Scope,
  type Viewer,
} from '../../repositories/notifications';
import { mutedFamilies, saveSettings, settingsOf } from '../../repositories/notificationsSettings';
import { statistics } from '../../repositories/notificationsStatistics';
import { assertSettingsPatch } from '../../services/notifications/settings';
import { iso } from '../../time';
import type { Access } from '../../types';
import { responses } from '../schemas';

const NoContent = Type.Null({ description: 'No content' });

/** /api/notification (product-spec section 7, SUPPLEMENT sections 3 and 5); shapes in the contract. */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['notifications'];
  const signedIn: { access: Access } = { access: 'authenticated' };
  const admin: { access: Access } = { access: { roles: [ROLE_ADMIN] } };
  const now = () => iso(app.appConfig.now());

  const viewer = async (request: FastifyRequest): Promise<Viewer> => {
    const { id, roleId } = requireUser(request);
    return { id, roleId, mutedFamilies: await mutedFamilies(app.db, id) };
  };

  const list = (url: string, access: { access: Access }, scopes: Scope[], summary: string) =>
    app.get(
      url,
      {
        config: access,
        schema: {
          summary,
          tags,
          querystring: NotificationListQuery,
          response: responses({ 200: Type.Array(Notification) }),
        },
      },
      async (request) => listVisible(app.db, await viewer(request), scopes, request.query),
    );
  list('/all', signedIn, ['user', 'role'], "The caller's own and role notifications, newest first");
  list('/admin', admin, ['admin'], 'Admin notifications, newest first');

  const count = (url: string, access: { access: Access }, scopes: Scope[], summary: string) =>
    app.get(
      url,
      { config: access, schema: { summary, tags, response: responses({ 200: CountResponse }) } },
      async (request) => ({ count: await countUnread(app.db, await viewer(request), scopes) }),
    );
  count('/total-unread-count', signedIn, ['user', 'role', 'admin'], 'Unread count over every audience');
  count('/unread-count', signedIn, ['user'], 'Unread count of the caller’s own notifications');
  count('/unread-count/role', signedIn, ['role'], 'Unread count of the caller’s role notifications');
  count('/unread-count/admin', admin, ['admin'], 'Unread count of admin notifications');

  app.post(
    '/mark-read/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Mark one notification read',
        tags,
        params: IdParams,
        response: responses({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      if (!(await markRead(app.db, await viewer(request), request.params.id, now()))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  const markAll = (url: string, access: { access: Access }, scopes: Scope[], summary: string) =>
    app.post(
      url,
      { config: access, schema: { summary, tags, response: responses({ 204: NoContent }) } },
      async (request, reply) => {
        await markAllRead(app.db, await viewer(request), scopes, now());
        return reply.code(204).send(null);
      },
    );
  markAll('/mark-all-read', signedIn, ['user', 'role', 'admin'], 'Mark everything the caller sees read');
  markAll('/mark-all-read/user', signedIn, ['user'], 'Mark the caller’s own notifications read');
  markAll('/mark-all-read/role', signedIn, ['role'], 'Mark the caller’s role notifications read');
  markAll('/mark-all-read/admin', admin, ['admin'], 'Mark admin notifications read');

  app.delete(
    '/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Delete a notification (a shared one is hidden for the caller only)',
        tags,
        params: IdParams,
        response: responses({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      if (!(await removeForViewer(app.db, await viewer(request), request.params.id, now()))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/settings',
    {
      config: signedIn,
      schema: {
        summary: 'The caller’s notification settings',
        tags,
        response: responses({ 200: NotificationSettings }),
      },
    },
    async (request) => settingsOf(app.db, requireUser(request).id),
  );

  app.patch(
    '/settings',
    {
      config: signedIn,
      // Checked strictly before the schema, whose coercion would turn 'yes' or 1 into booleans.
      preValidation: async (request) => assertSettingsPatch(request.body),
      schema: {
        summary: 'Change some notification settings; answers the full settings',
        tags,
        body: NotificationSettingsPatch,
        response: responses({ 200: NotificationSettings }),
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      await saveSettings(app.db, id, request.body);
      return settingsOf(app.db, id);
    },
  );

  app.get(
    '/statistics',
    {
      config: admin,
      schema: {
        summary: 'Notification statistics over 7d, 30d (default), 90d or all',
        tags,
        querystring: StatisticsQuery,
        response: responses({ 200: NotificationStatistics }),
      },
    },
    async (request) => statistics(app.db, request.query.timeRange ?? '30d', app.appConfig.now()),
  );
};
