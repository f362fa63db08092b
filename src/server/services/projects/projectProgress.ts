import type { Transaction } from 'kysely';
import type { ProjectChange } from '../../../shared/contracts/projectLive';
import type {
  ProjectDto,
  ProjectHistoryDto,
  ProjectUpdateDto,
  ProjectUpdateInput,
} from '../../../shared/contracts/projects';
import { MSG } from '../../../shared/messages';
import type { Database } from '../../db/types';
import { badRequest, forbidden, notFound } from '../../errors';
import { addHistory } from '../../repositories/projects';
import {
  changeUpdate,
  deleteUpdate,
  findUpdate,
  insertUpdate,
  type UpdateText,
} from '../../repositories/projectProgress';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import { raise, type ContentContext } from '../contentEvents';
import { actorOf, contributor, isAdmin } from './projectAccess';
import { audienceUsers, projectAudience, userDisplayName } from './projectAudience';
import { projectData } from './projectEvents';
import type { NotificationType } from '../../../shared/domain/notificationTypes';

// Updates and metrics (docs/requirements.md#projects): written by administrators and the project's
// consultants; an update is changed or deleted by an administrator or its author only.

export interface Writer {
  auth: AuthUser;
  project: ProjectDto;
  admin: boolean;
  userName: string;
  now: string;
}

/** The caller as a writer of this project's progress: 404 when they cannot see it, 403 when not on it. */
export async function writer(ctx: ContentContext, auth: AuthUser, projectId: number): Promise<Writer> {
  const actor = await actorOf(ctx.db, auth);
  const { project } = await contributor(ctx.db, actor, projectId);
  return {
    auth,
    project,
    admin: isAdmin(actor),
    userName: await userDisplayName(ctx.db, auth.id),
    now: iso(ctx.appConfig.now()),
  };
}

/** What a write tells: its notification's words, and the change it made, for the live room. */
export interface Told {
  type: NotificationType;
  title: string;
  message: string;
  data: object;
  change: ProjectChange;
  /** An added update, also announced as the spec's `ProjectUpdateAdded`. */
  update?: ProjectUpdateDto;
}

/**
 * The write, its history entry and what it tells, in one transaction: the notification rows commit
 * with the write, and the pushes and the live room go out after the commit.
 */
export async function recorded<T>(
  ctx: ContentContext,
  w: Writer,
  entry: { action: string; details: string },
  write: (trx: Transaction<Database>) => Promise<T>,
  told: (value: T) => Told,
): Promise<T> {
  return ctx.deferred.transaction(async (trx) => {
    const value = await write(trx);
    const history = await addHistory(
      trx,
      { projectId: w.project.id, ...entry, userId: w.auth.id, userName: w.userName },
      w.now,
    );
    await tell(within(ctx, trx), w, told(value), history);
    return value;
  });
}

/**
 * Tells the project's audience (docs/requirements.md#events): the notification, and the change with
 * its history entry in the live room.
 */
async function tell(ctx: ContentContext, w: Writer, event: Told, history: ProjectHistoryDto): Promise<void> {
  const p = w.project;
  ctx.projectRoom.publish(p.id, [event.change, { kind: 'history', entry: history }]);
  await raise(ctx, {
    family: 'projects',
    type: event.type,
    title: event.title,
    message: event.message,
    data: projectData(p, event.data),
    toUserIds: audienceUsers(await projectAudience(ctx.db, p.id)),
    ...(event.update && {
      hubEvent: {
        target: 'ProjectUpdateAdded',
        fields: {
          projectId: p.id,
          projectName: p.name,
          update: { id: event.update.id, title: event.update.title },
        },
      },
    }),
  });
}

function updateText(body: ProjectUpdateInput): UpdateText {
  const title = body.title.trim();
  const content = body.content.trim();
  if (!title) throw badRequest(MSG.updateTitleRequired, 'title');
  if (!content) throw badRequest(MSG.updateContentRequired, 'content');
  return { title, content };
}

export async function addUpdate(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
  body: ProjectUpdateInput,
): Promise<ProjectUpdateDto> {
  const text = updateText(body);
  const w = await writer(ctx, auth, projectId);
  return recorded(
    ctx,
    w,
    { action: 'Update added', details: `"${text.title}"` },
    (trx) => insertUpdate(trx, projectId, text, auth.id, w.now),
    (update) => ({
      type: 'project_update_added',
      title: 'Project update added',
      message: `${w.userName} posted "${update.title}" on project "${w.project.name}".`,
      data: { updateId: update.id, title: update.title, userId: auth.id, userName: w.userName },
      update,
      change: { kind: 'update', update },
    }),
  );
}

/** An update of the project that the writer may change: an administrator's or their own. */
async function ownUpdate(ctx: ContentContext, w: Writer, updateId: number): Promise<ProjectUpdateDto> {
  const update = await findUpdate(ctx.db, w.project.id, updateId);
  if (!update) throw notFound();
  if (!w.admin && update.createdBy !== w.auth.id) throw forbidden();
  return update;
}

export async function editUpdate(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
  updateId: number,
  body: ProjectUpdateInput,
): Promise<ProjectUpdateDto> {
  const text = updateText(body);
  const w = await writer(ctx, auth, projectId);
  const before = await ownUpdate(ctx, w, updateId);
  const details = before.title === text.title ? `"${text.title}"` : `"${before.title}" → "${text.title}"`;
  return recorded(
    ctx,
    w,
    { action: 'Update edited', details },
    async (trx) => {
      const changed = await changeUpdate(trx, updateId, text, w.now);
      // Deleted since it was read: no history entry for a change that did not happen.
      if (!changed) throw notFound();
      return changed;
    },
    (update) => ({
      type: 'project_update_modified',
      title: 'Project update changed',
      message: `"${update.title}" on project "${w.project.name}" was changed.`,
      data: { updateId: update.id, title: update.title, userId: auth.id, userName: w.userName },
      change: { kind: 'update', update },
    }),
  );
}

export async function removeUpdate(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
  updateId: number,
): Promise<void> {
  const w = await writer(ctx, auth, projectId);
  const update = await ownUpdate(ctx, w, updateId);
  await recorded(
    ctx,
    w,
    { action: 'Update deleted', details: `"${update.title}"` },
    (trx) => deleteUpdate(trx, updateId),
    () => ({
      type: 'project_update_deleted',
      title: 'Project update deleted',
      message: `"${update.title}" on project "${w.project.name}" was deleted.`,
      data: { updateId, title: update.title, userId: auth.id, userName: w.userName },
      change: { kind: 'updateDeleted', updateId },
    }),
  );
}
