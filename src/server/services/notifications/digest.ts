import type { FastifyInstance } from 'fastify';
import { effectiveRole } from '../../../shared/roles';
import { visibleSince } from '../../repositories/notifications';
import { enqueueMail } from '../../repositories/outbox';
import {
  claimDigest,
  dueDigests,
  mailedFamilies,
  mutedFamilies,
} from '../../repositories/notificationsSettings';
import { iso } from '../../time';
import { digestMail } from './mail';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Queues a mail for each daily-digest user with what reached them since their last digest (or the
 * last day), in the families they get by e-mail. Returns how many digests were queued. Every server
 * process runs it: a user's digest is claimed in the transaction that queues its mail, so it goes
 * out once however many processes look at the same time (decision 032).
 */
export async function sendDueDigests(app: FastifyInstance): Promise<number> {
  const now = app.appConfig.now();
  let sent = 0;
  for (const user of await dueDigests(app.db, iso(now - DAY_MS))) {
    const queued = await app.db.transaction().execute(async (trx) => {
      // Stamped even when empty, so that a quiet user is looked at once a day rather than every hour.
      if (!(await claimDigest(trx, user.id, user.lastDigestAt, iso(now)))) return false;
      // The first digest covers the last day; later ones continue where the previous one stopped.
      const since = user.lastDigestAt ?? iso(now - DAY_MS);
      const viewer = {
        id: user.id,
        roleId: effectiveRole(user.roleId),
        mutedFamilies: await mutedFamilies(trx, user.id),
      };
      const items = await visibleSince(trx, viewer, since, await mailedFamilies(trx, user.id));
      if (items.length === 0) return false;
      await enqueueMail(trx, digestMail(user.email, user.name, items, app.appConfig.publicUrl), iso(now));
      return true;
    });
    if (queued) sent += 1;
  }
  if (sent > 0) app.mailer.worker.wake();
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
