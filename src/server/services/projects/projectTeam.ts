import type { ProjectDetail, ProjectDto } from '../../../shared/contracts/projects';
import { MSG } from '../../../shared/messages';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, badRequest, notFound } from '../../errors';
import { addHistory, assignConsultant, findProject } from '../../repositories/projects';
import {
  candidatesByIds,
  demoteLeader,
  removeMembers,
  setLeader,
  teamOf,
  type StaffingCandidate,
} from '../../repositories/projectTeam';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import type { ContentContext } from '../contentEvents';
import { userDisplayName } from './projectAudience';
import { detailFor } from './projects';
import {
  announceAssigned,
  announceLeader,
  announceUnassigned,
  teamChanged,
  type Placed,
} from './projectTeamEvents';

// Staffing a project (administrators; docs/requirements.md#projects). At most one leader: the
// old one is demoted in the same transaction, and the one-leader index refuses a concurrent second.

const notAssignable = (field: string) => badRequest(MSG.consultantNotAssignable, field);

export async function projectOr404(ctx: ContentContext, id: number): Promise<ProjectDto> {
  const project = await findProject(ctx.db, id);
  if (!project) throw notFound();
  return project;
}

/** Only approved, active consultants are put on a project or made its leader. */
export async function staffable(
  ctx: ContentContext,
  ids: number[],
  field: string,
): Promise<Map<number, StaffingCandidate>> {
  const found = await candidatesByIds(ctx.db, ids);
  if (ids.some((id) => !found.get(id)?.staffable)) throw notAssignable(field);
  return found;
}

/** Runs a team write; a concurrent write that took the same place answers 409. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG.teamChangedMeanwhile);
    throw error;
  }
}

export const asPlaced = (c: StaffingCandidate): Placed => ({
  consultantId: c.id,
  fullName: c.fullName,
  userId: c.userId,
});

/**
 * Puts one consultant on the project or changes whether they lead it. `mustBeNew` (the POST) refuses
 * a consultant already on it; the PUT changes their lead instead.
 */
export async function placeConsultant(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
  body: { consultantId: number; isLeader?: boolean },
  mustBeNew: boolean,
): Promise<ProjectDetail> {
  const project = await projectOr404(ctx, projectId);
  const team = await teamOf(ctx.db, projectId);
  const current = team.find((m) => m.consultantId === body.consultantId);
  if (current && mustBeNew) throw new HttpError(409, MSG.consultantAlreadyOnProject);
  const leads = body.isLeader ?? current?.isLeader ?? false;
  if (current && current.isLeader === leads) return detailFor(ctx, auth, projectId);
  // Giving up the lead needs no check; joining or leading does.
  const who: Placed =
    current && !leads
      ? current
      : asPlaced((await staffable(ctx, [body.consultantId], 'consultantId')).get(body.consultantId)!);
  const former = leads ? team.find((m) => m.isLeader && m.consultantId !== who.consultantId) : undefined;
  const userName = await userDisplayName(ctx.db, auth.id);
  const now = iso(ctx.appConfig.now());
  const history = current
    ? {
        action: 'Leader changed',
        details: leads
          ? `${who.fullName} now leads the project${former ? ` instead of ${former.fullName}` : ''}.`
          : `${who.fullName} no longer leads the project.`,
      }
    : {
        action: 'Consultant assigned',
        details: `${who.fullName} joined the team${leads ? ' as its leader' : ''}${former ? `; ${former.fullName} no longer leads it` : ''}.`,
      };
  const otherLeader = team.find((m) => m.isLeader && m.consultantId !== who.consultantId);
  const change = {
    isLeader: leads,
    at: now,
    leader: leads ? who : (otherLeader ?? null),
    formerLeaderUserId: former?.userId,
  };
  // The change, its history entry and its notifications in one transaction; pushes after it.
  await guarded(() =>
    ctx.deferred.transaction(async (trx) => {
      if (leads) await demoteLeader(trx, projectId, who.consultantId);
      if (current) await setLeader(trx, projectId, who.consultantId, leads);
      else await assignConsultant(trx, projectId, who.consultantId, leads, now);
      const entry = await addHistory(trx, { projectId, ...history, userId: auth.id, userName }, now);
      const tx = within(ctx, trx);
      const audience = await teamChanged(tx, projectId, entry);
      if (current) await announceLeader(tx, project, who, change, audience);
      else await announceAssigned(tx, project, who, change, audience);
    }),
  );
  return detailFor(ctx, auth, projectId);
}

/** Takes a consultant off the project; one who is not on it answers 404. */
export async function unassignConsultant(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
  consultantId: number,
): Promise<ProjectDetail> {
  const project = await projectOr404(ctx, projectId);
  const member = (await teamOf(ctx.db, projectId)).find((m) => m.consultantId === consultantId);
  if (!member) throw notFound();
  const userName = await userDisplayName(ctx.db, auth.id);
  const now = iso(ctx.appConfig.now());
  await ctx.deferred.transaction(async (trx) => {
    await removeMembers(trx, projectId, [consultantId]);
    const details = `${member.fullName} left the team${member.isLeader ? ', which now has no leader' : ''}.`;
    const entry = await addHistory(
      trx,
      { projectId, action: 'Consultant unassigned', details, userId: auth.id, userName },
      now,
    );
    const tx = within(ctx, trx);
    await announceUnassigned(tx, project, member, now, await teamChanged(tx, projectId, entry));
  });
  return detailFor(ctx, auth, projectId);
}
