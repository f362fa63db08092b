import type { FastifyInstance } from 'fastify';
import { HUB_EVENTS } from '../../../shared/contracts/notifications';
import { ROLE_ADMIN } from '../../../shared/roles';
import { iso } from '../../time';
import { Delivery, type Base } from './delivery';
import { scheduleDigests } from './digest';
import { severityFor } from './severity';
import type { Notifier, NotifyInput } from './types';

async function deliver(app: FastifyInstance, input: NotifyInput): Promise<void> {
  const base: Base = {
    type: input.type,
    title: input.title,
    message: input.message,
    severity: input.severity ?? severityFor(input.type),
    family: input.family,
    additional_data: JSON.stringify(input.data ?? {}),
    created_at: iso(app.appConfig.now()),
  };
  const delivery = new Delivery(app, base, input.family, input.hubEvent);
  if (input.toAdmins !== false) await delivery.shared('admin', ROLE_ADMIN, HUB_EVENTS.admin);
  if (input.toUserIds?.length) await delivery.personal([...new Set(input.toUserIds)]);
  if (input.toRoleId !== undefined) await delivery.shared('role', input.toRoleId, HUB_EVENTS.user);
  await delivery.mail();
}

/** Stores and pushes domain events (see types.ts); a failure is logged, never thrown at the write. */
export function createNotifier(app: FastifyInstance): Notifier {
  scheduleDigests(app);
  return {
    async notify(input: NotifyInput): Promise<void> {
      try {
        await deliver(app, input);
      } catch (err) {
        app.log.error({ err, type: input.type }, 'notification failed');
      }
    },
  };
}
