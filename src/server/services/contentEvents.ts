import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../types';
import type { Notifier, NotifyInput } from './notifications/types';
import type { ProjectRoom } from './projectRoom';

/** What the content services need: the app's parts plus its notifier and the live project room. */
export interface ContentContext extends AppContext {
  notifier: Notifier;
  projectRoom: ProjectRoom;
}

/**
 * Raises an event after the write it reports has been stored. A failing notifier is logged, not
 * passed on: the write stands, and a 500 would only invite the client to repeat it.
 */
export async function raise(
  ctx: { notifier: Notifier; log: FastifyBaseLogger },
  input: NotifyInput,
): Promise<void> {
  try {
    await ctx.notifier.notify(input);
  } catch (err) {
    ctx.log.error({ err, type: input.type }, 'notification failed');
  }
}

// Same-site paths or http(s) addresses only, so that no javascript: link lands on a public page.
export { isSafeUrl } from '../../shared/domain/urls';
