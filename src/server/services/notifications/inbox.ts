import type { NotificationSettingsPatch } from '../../../shared/contracts/notifications';
import { notFound } from '../../errors';
import { checkAndRecordRead, markAllRead } from '../../repositories/notificationReads';
import { notificationListVersion } from '../../repositories/notificationVersions';
import { removeForViewer } from '../../repositories/notifications';
import type { Scope, Viewer } from '../../repositories/notificationVisibility';
import { saveSettings } from '../../repositories/notificationsSettings';
import { iso } from '../../time';
import type { AppContext } from '../../types';
import { keptRead, type KeptKind } from '../keptReads';

// The writes a user makes to their own notifications. The routes read straight from the repository.

type Ctx = Pick<AppContext, 'db' | 'appConfig'>;

const now = (ctx: Ctx) => iso(ctx.appConfig.now());

/** Outcomes of marking read that a process keeps, least recently used out. */
export const KEPT_READ_MARKS: KeptKind = { name: 'readMarks', capacity: 4096 };

/**
 * 404 when the viewer cannot see the notification; only a first reading writes
 * (docs/performance.md#api). The outcome is kept under the counters of the viewer's notification
 * lists (migration 014): whether the notification is visible to them and read depends only on rows
 * those counters cover (its own row, their reads, hidden rows and settings), so marking it again runs
 * no check until one of them moves.
 */
export async function markOneRead(ctx: Ctx, viewer: Viewer, id: number): Promise<void> {
  const { db } = ctx;
  const visible = await keptRead(
    db,
    KEPT_READ_MARKS,
    `${viewer.id}\t${viewer.roleId}\t${id}`,
    () => notificationListVersion(db, viewer, ['user', 'role', 'admin']),
    () => checkAndRecordRead(db, viewer, id, now(ctx)),
  );
  if (!visible) throw notFound();
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
