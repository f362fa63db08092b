import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../types';
import type { Notifier, NotifyInput } from './notifications/types';
import type { Deferred } from './afterCommit';
import type { ProjectRoom } from './projects/projectRoom';

/**
 * What the content services need: the app's parts plus its notifier, the live project room, and the
 * transactions whose events go out after their commit.
 */
export interface ContentContext extends AppContext {
  notifier: Notifier;
  projectRoom: ProjectRoom;
  deferred: Deferred;
}

/**
 * Raises an event of a write. Inside the write's transaction (ctx.deferred.transaction) its rows are
 * stored with it and fail with it. After the write, a failing notifier is logged, not passed on: the
 * write stands, and a 500 would only invite the client to repeat it.
 */
export async function raise(
  ctx: { notifier: Notifier; log: FastifyBaseLogger; deferred?: Deferred },
  input: NotifyInput,
): Promise<void> {
  try {
    await ctx.notifier.notify(input);
  } catch (err) {
    if (ctx.deferred?.openTransaction()) throw err;
    ctx.log.error({ err, type: input.type }, 'notification failed');
  }
}

// Same-site paths or http(s) addresses only, so that no javascript: link lands on a public page.
export { isSafeUrl } from '../../shared/domain/urls';
