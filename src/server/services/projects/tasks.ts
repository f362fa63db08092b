import type { Transaction } from 'kysely';
import type { ProjectChange } from '../../../shared/contracts/projectLive';
import type { ProjectHistoryDto } from '../../../shared/contracts/projects';
import type { TaskCreate, TaskDto, TaskListQuery, TaskUpdate } from '../../../shared/contracts/tasks';
import { DEFAULT_PAGE_SIZE } from '../../../shared/domain/numbers';
import { MSG } from '../../../shared/messages';
import type { Database } from '../../db/types';
import { badRequest, forbidden, notFound } from '../../errors';
import { addHistory } from '../../repositories/projects';
import {
  deleteTask,
  findTask,
  insertTask,
  listTasks,
  tasksOfProject,
  updateTask,
  type TaskValues,
} from '../../repositories/tasks';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import type { ContentContext } from '../contentEvents';
import { actorOf, contributor, isAdmin, standing } from './projectAccess';
import { isOnTeam, projectAudience, userDisplayName } from './projectAudience';
import { announceTask, type TaskChange } from './taskEvents';

type Page<T> = { data: T[]; total: number; page: number; pageSize: number };

/** Administrators see every task, consultants those of the projects they are on (docs/requirements.md#tasks). */
export async function tasksFor(
  ctx: ContentContext,
  auth: AuthUser,
  q: TaskListQuery,
): Promise<Page<TaskDto>> {
  const actor = await actorOf(ctx.db, auth);
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  // A consultant whose profile is not approved is on no project.
  if (!isAdmin(actor) && actor.consultantId === null) return { data: [], total: 0, page, pageSize };
  const filter = { ...q, ...(!isAdmin(actor) && { teamOf: actor.consultantId! }) };
  return { ...(await listTasks(ctx.db, filter, { page, pageSize })), page, pageSize };
}

/** Anyone who may see the project reads its tasks, the customer included. */
export async function projectTasks(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
): Promise<TaskDto[]> {
  await standing(ctx.db, await actorOf(ctx.db, auth), projectId);
  return tasksOfProject(ctx.db, projectId);
}

const realDate = (d: string): boolean => {
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
};

/** Checks what the schema cannot: a name that is not blank, a real date, an assignee on the team. */
async function checked(
  ctx: ContentContext,
  projectId: number,
  body: TaskUpdate,
): Promise<Partial<TaskValues> & { isComplete?: boolean }> {
  const out: Partial<TaskValues> & { isComplete?: boolean } = {};
  if (body.taskName !== undefined) {
    out.taskName = body.taskName.trim();
    if (!out.taskName) throw badRequest(MSG.taskNameRequired, 'taskName');
  }
  if (body.description !== undefined) out.description = body.description.trim();
  if (body.dueDate !== undefined) {
    out.dueDate = body.dueDate ? body.dueDate.slice(0, 10) : null;
    if (out.dueDate !== null && !realDate(out.dueDate)) throw badRequest(MSG.taskDueDateInvalid, 'dueDate');
  }
  if (body.assignedTo !== undefined) {
    if (body.assignedTo !== null && !(await isOnTeam(ctx.db, projectId, body.assignedTo))) {
      throw badRequest(MSG.taskAssigneeNotOnTeam, 'assignedTo');
    }
    out.assignedTo = body.assignedTo;
  }
  if (body.priority !== undefined) out.priority = body.priority;
  if (body.isComplete !== undefined) out.isComplete = body.isComplete;
  return out;
}

/**
 * Runs a task's write, its history entries and what it tells in one transaction
 * (docs/requirements.md#projects): the notification rows commit with the write, and the pushes and
 * the live room go out after the commit. `tell` reads the task as the write left it.
 */
async function recorded<T>(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
  write: (trx: Transaction<Database>, now: string) => Promise<{ action: string; details: string }[]>,
  tell: (tx: ContentContext, history: ProjectHistoryDto[]) => Promise<T>,
): Promise<T> {
  const userName = await userDisplayName(ctx.db, auth.id);
  const now = iso(ctx.appConfig.now());
  return ctx.deferred.transaction(async (trx) => {
    const written: ProjectHistoryDto[] = [];
    for (const entry of await write(trx, now)) {
      written.push(await addHistory(trx, { projectId, ...entry, userId: auth.id, userName }, now));
    }
    return tell(within(ctx, trx), written);
  });
}

/** One write on a task: in the live room with its history entries, then each change told. */
async function told(
  ctx: ContentContext,
  changes: readonly TaskChange[],
  task: TaskDto,
  history: readonly ProjectHistoryDto[],
): Promise<void> {
  const live: ProjectChange =
    changes[0] === 'deleted' ? { kind: 'taskDeleted', taskId: task.id } : { kind: 'task', task };
  ctx.projectRoom.publish(task.projectId, [
    live,
    ...history.map((entry) => ({ kind: 'history' as const, entry })),
  ]);
  const audience = await projectAudience(ctx.db, task.projectId);
  for (const change of changes) await announceTask(ctx, change, task, audience);
}

export async function createTask(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
  body: TaskCreate,
): Promise<TaskDto> {
  await contributor(ctx.db, await actorOf(ctx.db, auth), projectId);
  const v = await checked(ctx, projectId, body);
  const values: TaskValues = {
    taskName: v.taskName!,
    description: v.description ?? '',
    assignedTo: v.assignedTo ?? null,
    dueDate: v.dueDate ?? null,
    priority: v.priority ?? 'Medium',
  };
  let id = 0;
  return recorded(
    ctx,
    auth,
    projectId,
    async (trx, now) => {
      id = await insertTask(trx, projectId, values, auth.id, now);
      return [{ action: 'Task created', details: `"${values.taskName}"` }];
    },
    async (tx, history) => {
      const task = (await findTask(tx.db, id))!;
      await told(tx, ['created'], task, history);
      return task;
    },
  );
}

/** The task, when the caller may work on its project: 404 when they may not see the project. */
async function workableTask(ctx: ContentContext, auth: AuthUser, id: number): Promise<TaskDto> {
  const task = await findTask(ctx.db, id);
  if (!task) throw notFound();
  await contributor(ctx.db, await actorOf(ctx.db, auth), task.projectId);
  return task;
}

/**
 * Changes a task. Its fields and its completion are separate changes, each with its own history
 * entry and event; a body that changes nothing writes nothing.
 */
export async function changeTask(
  ctx: ContentContext,
  auth: AuthUser,
  id: number,
  body: TaskUpdate,
): Promise<TaskDto> {
  const before = await workableTask(ctx, auth, id);
  const { isComplete, ...fields } = await checked(ctx, before.projectId, body);
  const edits = Object.keys(fields).length > 0;
  const flip = isComplete !== undefined && isComplete !== before.isComplete;
  if (!edits && !flip) return before;
  const changes: TaskChange[] = [...(edits ? ['updated' as const] : [])];
  if (flip) changes.push(isComplete ? 'completed' : 'reopened');
  return recorded(
    ctx,
    auth,
    before.projectId,
    async (trx, now) => {
      await updateTask(trx, id, { ...fields, ...(flip && { isComplete }) }, now);
      const name = fields.taskName ?? before.taskName;
      return changes.map((c) => ({ action: `Task ${c}`, details: `"${name}"` }));
    },
    async (tx, history) => {
      const task = (await findTask(tx.db, id))!;
      await told(tx, changes, task, history);
      return task;
    },
  );
}

export const completeTask = (
  ctx: ContentContext,
  auth: AuthUser,
  id: number,
  isComplete: boolean,
): Promise<TaskDto> => changeTask(ctx, auth, id, { isComplete });

/** Administrators and the project's leader delete tasks; the rest of its team gets 403. */
export async function removeTask(ctx: ContentContext, auth: AuthUser, id: number): Promise<void> {
  const task = await findTask(ctx.db, id);
  if (!task) throw notFound();
  const { permissions } = await standing(ctx.db, await actorOf(ctx.db, auth), task.projectId);
  if (!permissions.deleteTasks) throw forbidden();
  await recorded(
    ctx,
    auth,
    task.projectId,
    async (trx) => {
      await deleteTask(trx, id);
      return [{ action: 'Task deleted', details: `"${task.taskName}"` }];
    },
    (tx, history) => told(tx, ['deleted'], task, history),
  );
}
