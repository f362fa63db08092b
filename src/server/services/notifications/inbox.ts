import type { NotificationSettingsPatch } from '../../../shared/contracts/notifications';
import { notFound } from '../../errors';
import { markAllRead, markRead } from '../../repositories/notificationReads';
import { removeForViewer } from '../../repositories/notifications';
import type { Scope, Viewer } from '../../repositories/notificationVisibility';
import { saveSettings } from '../../repositories/notificationsSettings';
import { iso } from '../../time';
import type { AppContext } from '../../types';

// The writes a user makes to their own notifications. The routes read straight from the repository.

type Ctx = Pick<AppContext, 'db' | 'appConfig'>;

const now = (ctx: Ctx) => iso(ctx.appConfig.now());

/** 404 when the viewer cannot see the notification. */
export async function markOneRead(ctx: Ctx, viewer: Viewer, id: number): Promise<void> {
  if (!(await markRead(ctx.db, viewer, id, now(ctx)))) throw notFound();
}

export async function markScopesRead(ctx: Ctx, viewer: Viewer, scopes: Scope[]): Promise<void> {
  await markAllRead(ctx.db, viewer, scopes, now(ctx));
}

/** A user's own row is deleted, a shared one hidden for them; 404 when not visible. */
export async function removeOne(ctx: Ctx, viewer: Viewer, id: number): Promise<void> {
  if (!(await removeForViewer(ctx.db, viewer, id, now(ctx)))) throw notFound();
}

export async function changeSettings(
  ctx: Ctx,
  userId: number,
  patch: NotificationSettingsPatch,
): Promise<void> {
  await saveSettings(ctx.db, userId, patch);
}
