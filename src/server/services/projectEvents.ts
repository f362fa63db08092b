import type { ProjectDetail, ProjectDto } from '../../shared/contracts/projects';
import { ROLE_CONSULTANT } from '../../shared/roles';
import { raise, type ContentContext } from './contentEvents';

// The events of a project's own fields (docs/requirements.md#notification-families, #events): the
// administrators get all of them, the customer and the team those of their project.

/** The data fields every project event carries (docs/requirements.md#notification-data). */
export const projectData = (p: Pick<ProjectDto, 'id' | 'name'>, extra: object = {}) => ({
  projectId: p.id,
  projectName: p.name,
  name: p.name,
  ...extra,
});

/** The users a project's events concern besides the administrators, each once. */
export const concerned = (
  customerId: number | null,
  team: readonly { userId: number }[],
  ...more: (number | null | undefined)[]
): number[] => {
  const ids = [customerId, ...team.map((m) => m.userId), ...more];
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
};

const fieldsOf = (d: ProjectDetail) =>
  projectData(d, {
    customerName: d.customerName,
    serviceId: d.serviceId,
    serviceName: d.serviceName,
    budget: d.budget,
    currency: d.currency,
    status: d.status,
  });

/** Consultants hear of a project that opens for applications. */
async function announceOpen(ctx: ContentContext, d: ProjectDetail): Promise<void> {
  await raise(ctx, {
    family: 'projects',
    type: 'project_available',
    title: 'Project open for applications',
    message: `Project "${d.name}" is open for applications.`,
    data: fieldsOf(d),
    toRoleId: ROLE_CONSULTANT,
  });
}

export async function announceCreated(ctx: ContentContext, d: ProjectDetail): Promise<void> {
  await raise(ctx, {
    family: 'projects',
    type: 'project_created',
    title: 'Project created',
    message: `Project "${d.name}" was created.`,
    data: fieldsOf(d),
    toUserIds: concerned(d.customerId, []),
    hubEvent: { target: 'ProjectCreated', fields: { name: d.name, projectId: d.id } },
  });
  if (d.isAvailableForApplication) await announceOpen(ctx, d);
}

export async function announceUpdated(
  ctx: ContentContext,
  d: ProjectDetail,
  team: readonly { userId: number }[],
  was: { customerId: number | null; open: boolean },
): Promise<void> {
  await raise(ctx, {
    family: 'projects',
    type: 'project_updated',
    title: 'Project updated',
    message: `Project "${d.name}" was updated.`,
    data: fieldsOf(d),
    // A customer the project was taken from hears of it too.
    toUserIds: concerned(d.customerId, team, was.customerId),
    hubEvent: { target: 'ProjectUpdated', fields: { name: d.name, projectId: d.id } },
  });
  if (!was.open && d.isAvailableForApplication) await announceOpen(ctx, d);
}

export async function announceRemoved(ctx: ContentContext, p: ProjectDto, people: number[]): Promise<void> {
  await raise(ctx, {
    family: 'projects',
    type: 'project_deleted',
    title: 'Project deleted',
    message: `Project "${p.name}" was deleted.`,
    data: projectData(p, { status: p.status }),
    toUserIds: people,
  });
}
