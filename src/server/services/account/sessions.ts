import type { Hub } from '../../hub';
import { raiseTokenVersion } from '../../repositories/users';
import { iso } from '../../time';
import type { AppContext } from '../../types';

/** Services that end sessions reach the hub's sockets through the app (`app.hub`). */
export interface HubContext {
  hub: Pick<Hub, 'closeUserConnections'>;
}

type SessionContext = Pick<AppContext, 'db' | 'appConfig'> & HubContext;

/**
 * Ends every session of a user at once: tokens issued until now are refused, and the user's live
 * sockets in every process close without reconnecting. For a password reset, a deactivation and
 * a deletion (docs/security.md).
 */
export async function endSessions(ctx: SessionContext, userId: number): Promise<void> {
  await raiseTokenVersion(ctx.db, userId, iso(ctx.appConfig.now()));
  await ctx.hub.closeUserConnections(userId);
}

/**
 * A user's role changed: the token stays valid (the role is read from the database on every
 * request), but a socket's groups were granted under the old role. Its sockets close and may
 * reconnect at once; the join methods then check the new role.
 */
export async function accessChanged(ctx: HubContext, userId: number): Promise<void> {
  await ctx.hub.closeUserConnections(userId, { allowReconnect: true });
}
