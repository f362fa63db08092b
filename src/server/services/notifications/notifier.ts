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
    severity: severityFor(input.type, input.data),
    family: input.family,
    additional_data: JSON.stringify(input.data ?? {}),
    created_at: iso(app.appConfig.now()),
  };
  // In the write's transaction when one is open (services/afterCommit.ts): the rows commit with it.
  const trx = app.deferred.openTransaction();
  const delivery = new Delivery(app, trx ?? app.db, base, input.family, input.hubEvent);
  try {
    if (input.toAdmins !== false) await delivery.shared('admin', ROLE_ADMIN, HUB_EVENTS.admin);
    if (input.toUserIds?.length) await delivery.personal([...new Set(input.toUserIds)]);
    if (input.toRoleId !== undefined) await delivery.shared('role', input.toRoleId, HUB_EVENTS.user);
  } catch (err) {
    // Inside a write, its rows fail with it: the write and its notifications are one.
    if (trx) throw err;
    app.log.error({ err, type: input.type }, 'notification failed');
    return;
  }
  app.deferred.later(() => delivery.send());
}

/**
 * Stores domain events (see types.ts) and pushes them once stored. Raised outside a write's
 * transaction, a failure is logged, never thrown at the write that has already happened.
 */
export function createNotifier(app: FastifyInstance): Notifier {
  scheduleDigests(app);
  return {
    notify: (input: NotifyInput) => deliver(app, input),
  };
}
