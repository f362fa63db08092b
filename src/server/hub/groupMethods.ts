import { HubBindingError, HubError } from './errors';
import type { HubMethod } from './types';

export const ADMIN_GROUP = 'admins';
export const CONSULTANT_GROUP = 'consultants';
export const userGroup = (userId: number | string): string => `user:${userId}`;

export interface GroupMethodOptions {
  adminRoleId?: number;
  consultantRoleId?: number;
}

/** ASP.NET refuses a call whose argument count differs from the method's parameters. */
function expectArgs(args: unknown[], count: number): void {
  if (args.length !== count) {
    throw new HubBindingError(`Invocation provides ${args.length} argument(s) but target expects ${count}.`);
  }
}

/**
 * The three join methods of the notification hub. Each checks the caller first, because joining a
 * group is what grants its events.
 */
export function hubGroupMethods(options: GroupMethodOptions = {}): Record<string, HubMethod> {
  const adminRoleId = options.adminRoleId ?? 1;
  const consultantRoleId = options.consultantRoleId ?? 2;
  return {
    async JoinAdminNotifications(ctx, ...args) {
      expectArgs(args, 0);
      if (ctx.user.roleId !== adminRoleId)
        throw new HubError('Only administrators may join admin notifications.');
      await ctx.addToGroup(ADMIN_GROUP);
    },
    async JoinConsultantNotifications(ctx, ...args) {
      expectArgs(args, 0);
      if (ctx.user.roleId !== consultantRoleId) {
        throw new HubError('Only consultants may join consultant notifications.');
      }
      await ctx.addToGroup(CONSULTANT_GROUP);
    },
    async JoinUserNotifications(ctx, ...args) {
      expectArgs(args, 1);
      const [id] = args;
      // The hub method takes a string on the original server; anything else fails to bind there.
      if (typeof id !== 'string') throw new HubBindingError('The user id must be a string.');
      if (id.trim() !== String(ctx.user.userId)) {
        throw new HubError('You may only join your own user notifications.');
      }
      await ctx.addToGroup(userGroup(ctx.user.userId));
    },
  };
}
