import type { Kysely } from 'kysely';
import type { ProjectCreate, ProjectDetail, ProjectUpdate } from '../../../shared/contracts/projects';
import { DEFAULT_CURRENCY_CODE } from '../../../shared/constants';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import {
  addHistory,
  deleteProject,
  findProject,
  historyOf,
  insertProject,
  updateProject,
} from '../../repositories/projects';
import { metricsOf, updatesOf } from '../../repositories/projectProgress';
import { findProjectSummary } from '../../repositories/projectSummaries';
import { teamOf } from '../../repositories/projectTeam';
import { tasksOfProject } from '../../repositories/tasks';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import type { ContentContext } from '../contentEvents';
import { actorOf, type Actor } from './projectAccess';
import { projectAudience, userDisplayName } from './projectAudience';
import { announceCreated, announceRemoved, announceUpdated } from './projectEvents';
import { checkFields, describeChanges } from './projectFields';

/**
 * One project with everything its page shows, or 404 when the actor may not see it
 * (docs/requirements.md#access).
 */
export async function projectDetail(db: Kysely<Database>, actor: Actor, id: number): Promise<ProjectDetail> {
  const summary = await findProjectSummary(db, actor, id);
  if (!summary) throw notFound();
  const [team, updates, metrics, history, tasks] = await Promise.all([
    teamOf(db, id),
    updatesOf(db, id),
    metricsOf(db, id),
    historyOf(db, id),
    tasksOfProject(db, id),
  ]);
  const consultants = team.map(({ consultantId, fullName, isLeader, assignedAt }) => ({
    consultantId,
    fullName,
    isLeader,
    assignedAt,
  }));
  return { ...summary, consultants, updates, metrics, history, tasks };
}

/** The detail as the acting user sees it. */
export async function detailFor(ctx: ContentContext, auth: AuthUser, id: number): Promise<ProjectDetail> {
  return projectDetail(ctx.db, await actorOf(ctx.db, auth), id);
}

export async function createProject(
  ctx: ContentContext,
  auth: AuthUser,
  body: ProjectCreate,
): Promise<ProjectDetail> {
  const { changes: c } = await checkFields(ctx, { currency: DEFAULT_CURRENCY_CODE, ...body });
  const userName = await userDisplayName(ctx.db, auth.id);
  const now = iso(ctx.appConfig.now());
  // The project, its history entry and its notifications in one transaction; pushes after it.
  return ctx.deferred.transaction(async (trx) => {
    const project = await insertProject(
      trx,
      {
        name: c.name!,
        description: c.description ?? '',
        status: c.status ?? 'Pending',
        customerId: c.customerId ?? null,
        serviceId: c.serviceId ?? null,
        budget: c.budget ?? null,
        currency: c.currency!,
        startDate: c.startDate ?? null,
        endDate: c.endDate ?? null,
        isAvailableForApplication: c.isAvailableForApplication ?? false,
      },
      now,
    );
    const history = await addHistory(
      trx,
      {
        projectId: project.id,
        action: 'Created',
        details: `Project "${project.name}" created.`,
        userId: auth.id,
        userName,
      },
      now,
    );
    const tx = within(ctx, trx);
    const detail = await detailFor(tx, auth, project.id);
    tx.projectRoom.publish(project.id, [{ kind: 'projectCreated' }, { kind: 'history', entry: history }]);
    await announceCreated(tx, detail, await projectAudience(trx, project.id));
    return detail;
  });
}

/** Changes the given fields; the history lists each change, and nothing is written when none differs. */
export async function changeProject(
  ctx: ContentContext,
  auth: AuthUser,
  id: number,
  body: ProjectUpdate,
): Promise<ProjectDetail> {
  const actor = await actorOf(ctx.db, auth);
  const before = await findProjectSummary(ctx.db, actor, id);
  if (!before) throw notFound();
  const checked = await checkFields(ctx, body, before);
  const details = describeChanges(before, checked);
  if (!details) return projectDetail(ctx.db, actor, id);
  const userName = await userDisplayName(ctx.db, auth.id);
  const now = iso(ctx.appConfig.now());
  return ctx.deferred.transaction(async (trx) => {
    await updateProject(trx, id, checked.changes, now);
    const history = await addHistory(
      trx,
      { projectId: id, action: 'Updated', details, userId: auth.id, userName },
      now,
    );
    const tx = within(ctx, trx);
    const detail = await projectDetail(trx, actor, id);
    tx.projectRoom.publish(id, [{ kind: 'history', entry: history }]);
    await announceUpdated(
      tx,
      detail,
      { customerId: before.customerId, open: before.isAvailableForApplication },
      await projectAudience(trx, id),
    );
    return detail;
  });
}

/** Deletes the project and all that hangs on it; project requests keep their row, unlinked. */
export async function removeProject(ctx: ContentContext, id: number): Promise<void> {
  const project = await findProject(ctx.db, id);
  if (!project) throw notFound();
  await ctx.deferred.transaction(async (trx) => {
    // The audience is read first: once the project is gone, so are its assignments.
    const audience = await projectAudience(trx, id);
    if (!(await deleteProject(trx, id))) throw notFound();
    const tx = within(ctx, trx);
    tx.projectRoom.publish(id, [{ kind: 'projectDeleted' }], { audience });
    await announceRemoved(tx, project, audience);
  });
}
