import type { ProjectApplicationDto } from '../../../shared/contracts/projectApplications';
import { MSG } from '../../../shared/messages';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, badRequest, notFound } from '../../errors';
import {
  applicationsOfProject,
  decideApplication,
  findApplication,
  hasApplication,
  insertApplication,
  joinTeam,
  type FoundApplication,
} from '../../repositories/projectApplications';
import { addHistory, findProject } from '../../repositories/projects';
import { candidatesByIds } from '../../repositories/projectTeam';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import { raise, type ContentContext } from '../contentEvents';
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
  try {
    // The application, its history entry and its notification in one transaction; pushes after it.
    return await ctx.deferred.transaction(async (trx) => {
      const id = await insertApplication(
        trx,
        { projectId, consultantId, message: message?.trim() ?? '' },
        now,
      );
      const history = await addHistory(
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
      const tx = within(ctx, trx);
      const { application } = (await findApplication(trx, id))!;
      tx.projectRoom.publish(projectId, [
        { kind: 'application', application },
        { kind: 'history', entry: history },
      ]);
      await raise(tx, {
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
    });
  } catch (error) {
    // The same consultant applying twice at once: the unique constraint lets one through.
    if (isUniqueViolation(error)) throw applyTwice();
    throw error;
  }
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
  // The rule of staffing (POST /projects/{id}/consultants): only an approved, active consultant joins.
  if (!(await candidatesByIds(ctx.db, [consultantId])).get(consultantId)?.staffable) {
    throw badRequest(MSG.consultantNotAssignable);
  }
  const admin = await userDisplayName(ctx.db, auth.id);
  const now = iso(ctx.appConfig.now());
  // The decision, the team place, their history and notifications in one transaction; pushes after it.
  return ctx.deferred.transaction(async (trx) => {
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
    const joined = await joinTeam(trx, projectId, consultantId, now);
    const written = [decided];
    if (joined) {
      written.push(
        await addHistory(
          trx,
          { ...history, action: 'Consultant assigned', details: `${consultantName} joined the team.` },
          now,
        ),
      );
    }
    const tx = within(ctx, trx);
    const found = (await findApplication(trx, id))!;
    const project = (await findProject(trx, projectId))!;
    tx.projectRoom.publish(projectId, [
      { kind: 'application', application: found.application },
      ...(joined ? [await liveTeam(tx, projectId)] : []),
      ...written.map((entry) => ({ kind: 'history' as const, entry })),
    ]);
    await announceAccepted(tx, found, project, joined ? now : null, await projectAudience(trx, projectId));
    return found.application;
  });
}

export async function rejectApplication(
  ctx: ContentContext,
  auth: AuthUser,
  id: number,
): Promise<ProjectApplicationDto> {
  const { application } = await pendingApplication(ctx, id);
  const admin = await userDisplayName(ctx.db, auth.id);
  const now = iso(ctx.appConfig.now());
  return ctx.deferred.transaction(async (trx) => {
    if (!(await decideApplication(trx, id, 'Rejected', auth.id, now))) throw notPending();
    const entry = await addHistory(
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
    const tx = within(ctx, trx);
    const found = (await findApplication(trx, id))!;
    tx.projectRoom.publish(application.projectId, [
      { kind: 'application', application: found.application },
      { kind: 'history', entry },
    ]);
    await announceRejected(tx, found);
    return found.application;
  });
}
