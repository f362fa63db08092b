import type { ProjectDto } from '../../../shared/contracts/projects';
import type { FoundApplication } from '../../repositories/projectApplications';
import { raise, type ContentContext } from '../contentEvents';
import { audienceUsers, type ProjectAudience } from './projectAudience';

// The events of a decision on a project application (docs/requirements.md#notification-families).

const decisionData = ({ application: a }: FoundApplication) => ({
  projectId: a.projectId,
  projectName: a.projectName,
  applicationId: a.id,
  consultantId: a.consultantId,
  name: a.consultantName,
  status: a.status,
});

/**
 * The consultant hears of the decision; when it put them on the team, the team and the customer
 * hear of the assignment as they would of any other (docs/requirements.md#events).
 */
export async function announceAccepted(
  ctx: ContentContext,
  found: FoundApplication,
  project: ProjectDto,
  assignedAt: string | null,
  audience: ProjectAudience,
): Promise<void> {
  const a = found.application;
  await raise(ctx, {
    family: 'projects',
    type: 'project_application_accepted',
    title: 'Project application accepted',
    message: `The application of ${a.consultantName} to project "${project.name}" was accepted.`,
    data: decisionData(found),
    toUserIds: [found.consultantUserId],
  });
  if (assignedAt === null) return;
  await raise(ctx, {
    family: 'assignments',
    type: 'consultant_assigned',
    title: 'Consultant assigned',
    message: `${a.consultantName} was assigned to project "${project.name}".`,
    data: {
      projectId: project.id,
      projectName: project.name,
      consultantId: a.consultantId,
      consultantIds: [a.consultantId],
      consultantNames: [a.consultantName],
      name: a.consultantName,
      isLeader: false,
      assignedAt,
    },
    toUserIds: audienceUsers(audience, found.consultantUserId),
  });
}

export async function announceRejected(ctx: ContentContext, found: FoundApplication): Promise<void> {
  const a = found.application;
  await raise(ctx, {
    family: 'projects',
    type: 'project_application_rejected',
    title: 'Project application rejected',
    message: `The application of ${a.consultantName} to project "${a.projectName}" was rejected.`,
    data: decisionData(found),
    toUserIds: [found.consultantUserId],
  });
}
