import type { AssignConsultantsBody, ProjectDetail } from '../../../shared/contracts/projects';
import { MSG } from '../../../shared/messages';
import { badRequest } from '../../errors';
import { addHistory, assignConsultant } from '../../repositories/projects';
import { demoteLeader, removeMembers, setLeader, teamOf } from '../../repositories/projectTeam';
import { iso } from '../../time';
import type { AuthUser } from '../../types';
import { within } from '../afterCommit';
import type { ContentContext } from '../contentEvents';
import { userDisplayName } from './projectAudience';
import { detailFor } from './projects';
import { asPlaced, guarded, projectOr404, staffable } from './projectTeam';
import { announceTeam, names, teamChanged, type Placed } from './projectTeamEvents';

// Setting a whole team in one call (administrators; docs/requirements.md#projects).

/** The history's words for a team change: "Added: A, B; Removed: C; Leader: A". */
function describe(added: Placed[], removed: Placed[], leader: string | false): string {
  const parts = [
    added.length > 0 && `Added: ${names(added)}`,
    removed.length > 0 && `Removed: ${names(removed)}`,
    leader !== false && `Leader: ${leader}`,
  ];
  return `${parts.filter(Boolean).join('; ')}.`;
}

/**
 * The team becomes exactly `consultantIds`, led by `leaderConsultantId` or by no one. Those added
 * or made leader must be approved and active; those who stay are kept as they are.
 */
export async function setTeam(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
  body: AssignConsultantsBody,
): Promise<ProjectDetail> {
  const project = await projectOr404(ctx, projectId);
  const ids = body.consultantIds;
  const leaderId = body.leaderConsultantId ?? null;
  if (leaderId !== null && !ids.includes(leaderId)) {
    throw badRequest(MSG.leaderNotInTeam, 'leaderConsultantId');
  }
  const team = await teamOf(ctx.db, projectId);
  const onTeam = new Set(team.map((m) => m.consultantId));
  const former = team.find((m) => m.isLeader);
  const leaderChanged = (former?.consultantId ?? null) !== leaderId;
  const added = ids.filter((id) => !onTeam.has(id));
  const promoted = leaderChanged && leaderId !== null && onTeam.has(leaderId) ? [leaderId] : [];
  const removed = team.filter((m) => !ids.includes(m.consultantId));
  if (added.length === 0 && removed.length === 0 && !leaderChanged) return detailFor(ctx, auth, projectId);
  const found = await staffable(ctx, [...added, ...promoted], 'consultantIds');
  const assigned = [...added, ...promoted].map((id) => asPlaced(found.get(id)!));
  const leader =
    leaderId === null
      ? null
      : (assigned.find((m) => m.consultantId === leaderId) ?? team.find((m) => m.consultantId === leaderId)!);
  const details = describe(
    assigned.filter((m) => added.includes(m.consultantId)),
    removed,
    leaderChanged && (leader?.fullName ?? 'none'),
  );
  const userName = await userDisplayName(ctx.db, auth.id);
  const now = iso(ctx.appConfig.now());
  const demoted = former && leaderChanged && !removed.includes(former) ? former.userId : undefined;
  // The team, its history entry and its notifications in one transaction; pushes after it.
  await guarded(() =>
    ctx.deferred.transaction(async (trx) => {
      await removeMembers(
        trx,
        projectId,
        removed.map((m) => m.consultantId),
      );
      await demoteLeader(trx, projectId, leaderId ?? undefined);
      for (const id of added) await assignConsultant(trx, projectId, id, id === leaderId, now);
      if (promoted.length > 0) await setLeader(trx, projectId, promoted[0], true);
      const entry = await addHistory(
        trx,
        { projectId, action: 'Team changed', details, userId: auth.id, userName },
        now,
      );
      const tx = within(ctx, trx);
      await announceTeam(
        tx,
        project,
        { assigned, removed, leader, leaderChanged, formerLeaderUserId: demoted, at: now },
        await teamChanged(tx, projectId, entry),
      );
    }),
  );
  return detailFor(ctx, auth, projectId);
}
