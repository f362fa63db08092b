import type { ProjectChange } from '../../../shared/contracts/projectLive';
import type { ProjectDto, ProjectHistoryDto } from '../../../shared/contracts/projects';
import { teamOf } from '../../repositories/projectTeam';
import { raise, type ContentContext } from '../contentEvents';
import { audienceUsers, projectAudience, type ProjectAudience } from './projectAudience';
import { projectData } from './projectEvents';

// The assignment events (docs/requirements.md#notification-families): the administrators, the
// project's audience (its customer and working team, after the change) and the consultants whose
// place changed are told, each event naming the person.

/** The team as the live room carries it: as `GET /projects/{id}` lists it. */
export async function liveTeam(ctx: ContentContext, projectId: number): Promise<ProjectChange> {
  const team = (await teamOf(ctx.db, projectId)).map(({ userId: _user, ...member }) => member);
  return { kind: 'team', team };
}

/** A history entry with the project it belongs to. */
export interface ProjectEntry {
  projectId: number;
  entry: ProjectHistoryDto;
}

/**
 * A person's change that touched the teams of several projects (a consultant deleted, or no longer
 * a consultant): each project's team and history entry go to its live room.
 */
export async function teamsTouched(ctx: ContentContext, entries: readonly ProjectEntry[]): Promise<void> {
  for (const { projectId, entry } of entries) {
    ctx.projectRoom.publish(projectId, [await liveTeam(ctx, projectId), { kind: 'history', entry }]);
  }
}

/**
 * The team after the change and its history entry go to the live room; answers the project's
 * audience as it is now, who are told of the change.
 */
export async function teamChanged(
  ctx: ContentContext,
  projectId: number,
  history: ProjectHistoryDto,
): Promise<ProjectAudience> {
  ctx.projectRoom.publish(projectId, [await liveTeam(ctx, projectId), { kind: 'history', entry: history }]);
  return projectAudience(ctx.db, projectId);
}

export interface Placed {
  consultantId: number;
  fullName: string;
  userId: number;
}

/** The project's leader after the change, or none. */
export interface Leader {
  consultantId: number;
  fullName: string;
}

const leaderData = (leader: Leader | null) => ({
  leaderId: leader?.consultantId ?? null,
  leaderName: leader?.fullName ?? null,
});

/** One consultant put on the project, possibly as its leader; a leader they replace is told too. */
export async function announceAssigned(
  ctx: ContentContext,
  p: ProjectDto,
  who: Placed,
  change: { isLeader: boolean; at: string; leader: Leader | null; formerLeaderUserId?: number },
  audience: ProjectAudience,
): Promise<void> {
  await raise(ctx, {
    family: 'assignments',
    type: 'consultant_assigned',
    title: change.isLeader ? 'Consultant assigned as leader' : 'Consultant assigned',
    message: `${who.fullName} was assigned to project "${p.name}"${change.isLeader ? ' as its leader' : ''}.`,
    data: projectData(p, {
      consultantId: who.consultantId,
      consultantNames: who.fullName,
      isLeader: change.isLeader,
      assignedAt: change.at,
      ...leaderData(change.leader),
    }),
    toUserIds: audienceUsers(audience, who.userId, change.formerLeaderUserId),
  });
}

/** A consultant already on the project takes or gives up its lead. */
export async function announceLeader(
  ctx: ContentContext,
  p: ProjectDto,
  who: Placed,
  change: { isLeader: boolean; at: string; leader: Leader | null; formerLeaderUserId?: number },
  audience: ProjectAudience,
): Promise<void> {
  await raise(ctx, {
    family: 'assignments',
    type: 'project_leader_assigned',
    title: 'Project leader changed',
    message: change.isLeader
      ? `${who.fullName} now leads project "${p.name}".`
      : `${who.fullName} no longer leads project "${p.name}".`,
    data: projectData(p, {
      consultantId: who.consultantId,
      consultantNames: who.fullName,
      isLeader: change.isLeader,
      assignedAt: change.at,
      ...leaderData(change.leader),
    }),
    toUserIds: audienceUsers(audience, who.userId, change.formerLeaderUserId),
  });
}

/** The team as it is now hears who left; the one taken off hears of it too, and nothing after. */
export async function announceUnassigned(
  ctx: ContentContext,
  p: ProjectDto,
  who: Placed & { isLeader: boolean },
  at: string,
  audience: ProjectAudience,
): Promise<void> {
  await raise(ctx, {
    family: 'assignments',
    type: 'consultant_unassigned',
    title: 'Consultant unassigned',
    message: `${who.fullName} was taken off project "${p.name}".`,
    data: projectData(p, {
      consultantId: who.consultantId,
      consultantNames: who.fullName,
      isLeader: who.isLeader,
      unassignedAt: at,
    }),
    toUserIds: audienceUsers(audience, who.userId),
  });
}

export const names = (people: readonly Placed[]) => people.map((m) => m.fullName).join(', ');

/** Who joined, and who leads now when that changed. */
function teamMessage(project: string, assigned: readonly Placed[], newLeader: Leader | null): string {
  const leads = newLeader ? ` ${newLeader.fullName} leads it.` : '';
  if (assigned.length > 0) return `${names(assigned)} assigned to project "${project}".${leads}`;
  return newLeader
    ? `${newLeader.fullName} now leads project "${project}".`
    : `Project "${project}" has no leader now.`;
}

/** A team set in one call: those it put on (or made leader) and those it took off, one event each. */
export async function announceTeam(
  ctx: ContentContext,
  p: ProjectDto,
  change: {
    assigned: Placed[];
    removed: Placed[];
    leader: Leader | null;
    leaderChanged: boolean;
    formerLeaderUserId?: number;
    at: string;
  },
  audience: ProjectAudience,
): Promise<void> {
  const told = (placed: readonly Placed[], ...more: (number | undefined)[]) =>
    audienceUsers(audience, ...placed.map((m) => m.userId), ...more);
  if (change.assigned.length > 0 || change.leaderChanged) {
    await raise(ctx, {
      family: 'assignments',
      type: 'bulk_assign_to_project',
      title: 'Project team changed',
      message: teamMessage(p.name, change.assigned, change.leaderChanged ? change.leader : null),
      data: projectData(p, {
        consultantIds: change.assigned.map((m) => m.consultantId),
        consultantNames: names(change.assigned),
        assignedAt: change.at,
        ...leaderData(change.leader),
      }),
      toUserIds: told(change.assigned, change.formerLeaderUserId),
    });
  }
  if (change.removed.length > 0) {
    await raise(ctx, {
      family: 'assignments',
      type: 'bulk_unassign_from_project',
      title: 'Consultants unassigned',
      message: `${names(change.removed)} taken off project "${p.name}".`,
      data: projectData(p, {
        consultantIds: change.removed.map((m) => m.consultantId),
        consultantNames: names(change.removed),
        unassignedAt: change.at,
        ...leaderData(change.leader),
      }),
      toUserIds: told(change.removed),
    });
  }
}
