import type { FastifyInstance } from 'fastify';
import { effectiveRole } from '../../../shared/roles';
import { visibleSince } from '../../repositories/notifications';
import {
  dueDigests,
  mailedFamilies,
  markDigestSent,
  mutedFamilies,
} from '../../repositories/notificationsSettings';
import { iso } from '../../time';
import { digestMail } from './mail';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Queues a mail for each daily-digest user with what reached them since their last digest (or the
 * last day), in the families they get by e-mail. Returns how many digests were queued.
 */
export async function sendDueDigests(app: FastifyInstance): Promise<number> {
  const now = app.appConfig.now();
  let sent = 0;
  for (const user of await dueDigests(app.db, iso(now - DAY_MS))) {
    // The first digest covers the last day; later ones continue where the previous one stopped.
    const since = user.lastDigestAt ?? iso(now - DAY_MS);
    const viewer = {
      id: user.id,
      roleId: effectiveRole(user.roleId),
      mutedFamilies: await mutedFamilies(app.db, user.id),
    };
    const items = await visibleSince(app.db, viewer, since, await mailedFamilies(app.db, user.id));
    if (items.length > 0) {
      const mail = digestMail(user.email, user.name, items, app.appConfig.publicUrl);
      await app.mailer.enqueue(mail);
      sent += 1;
    }
    // Stamped even when empty, so that a quiet user is looked at once a day rather than every hour.
    await markDigestSent(app.db, user.id, iso(now));
  }
  return sent;
}

/** Checks hourly while the app runs; the timer never keeps the process alive. */
export function scheduleDigests(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sendDueDigests(app).catch((err: unknown) => app.log.error({ err }, 'notification digest failed'));
    }, CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
