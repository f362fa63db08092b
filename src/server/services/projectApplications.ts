import type { ProjectApplicationDto } from '../../shared/contracts/projectApplications';
import type { ProjectHistoryDto } from '../../shared/contracts/projects';
import { MSG } from '../../shared/messages';
import { isUniqueViolation } from '../db/errors';
import { HttpError, notFound } from '../errors';
import {
  applicationsOfProject,
  decideApplication,
  findApplication,
  hasApplication,
  insertApplication,
  joinTeam,
  type FoundApplication,
} from '../repositories/projectApplications';
import { addHistory, findProject } from '../repositories/projects';
import { iso } from '../time';
import type { AuthUser } from '../types';
import { raise, type ContentContext } from './contentEvents';
import { projectAudience, userDisplayName } from './projectAudience';
import { liveTeam } from './projectTeamEvents';
import { announceAccepted, announceRejected } from './projectApplicationEvents';
import { actorOf, standing } from './projectAccess';

const applyTwice = () => new HttpError(409, MSG.applyTwice);
const notPending = () => new HttpError(409, MSG.applicationNotPending);

/**
 * A consultant asks to join a project that is open for applications (docs/requirements.md#projects).
 * Only an approved, active consultant may; the project must be one they can see.
 */
export async function applyToProject(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
  message: string | undefined,
): Promise<ProjectApplicationDto> {
  const actor = await actorOf(ctx.db, auth);
  if (actor.consultantId === null) throw new HttpError(403, MSG.applyConsultantsOnly);
  const consultantId = actor.consultantId;
  const { project, member } = await standing(ctx.db, actor, projectId);
  if (!project.isAvailableForApplication) throw new HttpError(409, MSG.applyNotOpen);
  if (member) throw new HttpError(409, MSG.applyAlreadyOnTeam);
  if (await hasApplication(ctx.db, projectId, consultantId)) throw applyTwice();
  const name = await userDisplayName(ctx.db, auth.id);
  const now = iso(ctx.appConfig.now());
  let id: number;
  let history: ProjectHistoryDto;
  try {
    [id, history] = await ctx.db.transaction().execute(async (trx) => {
      const created = await insertApplication(
        trx,
        { projectId, consultantId, message: message?.trim() ?? '' },
        now,
      );
      const entry = await addHistory(
        trx,
        {
          projectId,
          action: 'Application received',
          details: `${name} applied to work on the project.`,
          userId: auth.id,
          userName: name,
        },
        now,
      );
      return [created, entry] as const;
    });
  } catch (error) {
    // The same consultant applying twice at once: the unique constraint lets one through.
    if (isUniqueViolation(error)) throw applyTwice();
    throw error;
  }
  const { application } = (await findApplication(ctx.db, id))!;
  ctx.projectRoom.publish(projectId, [
    { kind: 'application', application },
    { kind: 'history', entry: history },
  ]);
  await raise(ctx, {
    family: 'projects',
    type: 'project_application_received',
    title: 'Project application received',
    message: `${application.consultantName} applied to project "${project.name}".`,
    data: {
      projectId,
      projectName: project.name,
      applicationId: id,
      consultantId,
      name: application.consultantName,
      status: application.status,
    },
    hubEvent: {
      target: 'NewProjectApplication',
      fields: {
        projectName: project.name,
        projectId,
        applicationId: id,
        consultantId,
        name: application.consultantName,
      },
    },
  });
  return application;
}

/** A project's applications, newest first; 404 for a project that does not exist. */
export async function listApplications(
  ctx: ContentContext,
  projectId: number,
): Promise<ProjectApplicationDto[]> {
  if (!(await findProject(ctx.db, projectId))) throw notFound();
  return applicationsOfProject(ctx.db, projectId);
}

async function pendingApplication(ctx: ContentContext, id: number): Promise<FoundApplication> {
  const found = await findApplication(ctx.db, id);
  if (!found) throw notFound();
  if (found.application.status !== 'Pending') throw notPending();
  return found;
}

/** Accepting puts the consultant on the team, as a member, in the same transaction. */
export async function acceptApplication(
  ctx: ContentContext,
  auth: AuthUser,
  id: number,
): Promise<ProjectApplicationDto> {
  const { application } = await pendingApplication(ctx, id);
  const { projectId, consultantId, consultantName } = application;
  const admin = await userDisplayName(ctx.db, auth.id);
  const now = iso(ctx.appConfig.now());
  const written = await ctx.db.transaction().execute(async (trx) => {
    if (!(await decideApplication(trx, id, 'Accepted', auth.id, now))) throw notPending();
    const history = { projectId, userId: auth.id, userName: admin };
    const decided = await addHistory(
      trx,
      {
        ...history,
        action: 'Application accepted',
        details: `The application of ${consultantName} was accepted.`,
      },
      now,
    );
    // Already on the team (staffed before the decision): the application is simply accepted.
    const added = await joinTeam(trx, projectId, consultantId, now);
    if (!added) return [decided];
    const assigned = await addHistory(
      trx,
      { ...history, action: 'Consultant assigned', details: `${consultantName} joined the team.` },
      now,
    );
    return [decided, assigned];
  });
  const found = (await findApplication(ctx.db, id))!;
  const project = (await findProject(ctx.db, projectId))!;
  const joined = written.length > 1;
  ctx.projectRoom.publish(projectId, [
    { kind: 'application', application: found.application },
    ...(joined ? [await liveTeam(ctx, projectId)] : []),
    ...written.map((entry) => ({ kind: 'history' as const, entry })),
  ]);
  await announceAccepted(ctx, found, project, joined ? now : null, await projectAudience(ctx.db, projectId));
  return found.application;
}

export async function rejectApplication(
  ctx: ContentContext,
  auth: AuthUser,
  id: number,
): Promise<ProjectApplicationDto> {
  const { application } = await pendingApplication(ctx, id);
  const admin = await userDisplayName(ctx.db, auth.id);
  const now = iso(ctx.appConfig.now());
  const entry = await ctx.db.transaction().execute(async (trx) => {
    if (!(await decideApplication(trx, id, 'Rejected', auth.id, now))) throw notPending();
    return addHistory(
      trx,
      {
        projectId: application.projectId,
        action: 'Application rejected',
        details: `The application of ${application.consultantName} was rejected.`,
        userId: auth.id,
        userName: admin,
      },
      now,
    );
  });
  const found = (await findApplication(ctx.db, id))!;
  ctx.projectRoom.publish(application.projectId, [
    { kind: 'application', application: found.application },
    { kind: 'history', entry },
  ]);
  await announceRejected(ctx, found);
  return found.application;
}
