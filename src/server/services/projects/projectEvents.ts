import type { ProjectDetail, ProjectDto } from '../../../shared/contracts/projects';
import { ROLE_CONSULTANT } from '../../../shared/roles';
import { raise, type ContentContext } from '../contentEvents';
import { audienceUsers, type ProjectAudience } from './projectAudience';

// The events of a project's own fields (docs/requirements.md#notification-families, #events): the
// administrators get all of them, the customer and the team those of their project.

/** The data fields every project event carries (docs/requirements.md#notification-data). */
export const projectData = (p: Pick<ProjectDto, 'id' | 'name'>, extra: object = {}) => ({
  projectId: p.id,
  projectName: p.name,
  name: p.name,
  ...extra,
});

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

/** A new project: the administrators and its audience (its customer) are told. */
export async function announceCreated(
  ctx: ContentContext,
  d: ProjectDetail,
  audience: ProjectAudience,
): Promise<void> {
  await raise(ctx, {
    family: 'projects',
    type: 'project_created',
    title: 'Project created',
    message: `Project "${d.name}" was created.`,
    data: fieldsOf(d),
    toUserIds: audienceUsers(audience),
    hubEvent: { target: 'ProjectCreated', fields: { name: d.name, projectId: d.id } },
  });
  if (d.isAvailableForApplication) await announceOpen(ctx, d);
}

/**
 * A customer a project was taken from: told that it left them, in words that name neither the
 * project's fields nor the customer it went to, which are no longer theirs to read.
 */
async function announceMovedAway(ctx: ContentContext, formerCustomerId: number): Promise<void> {
  await raise(ctx, {
    family: 'projects',
    type: 'project_customer_changed',
    title: 'Project moved',
    message: 'One of your projects was moved to another customer and no longer appears among yours.',
    data: {},
    toAdmins: false,
    toUserIds: [formerCustomerId],
  });
}

/** The project's audience after the change is told; a customer it left gets a notice of its own. */
export async function announceUpdated(
  ctx: ContentContext,
  d: ProjectDetail,
  was: { customerId: number | null; open: boolean },
  audience: ProjectAudience,
): Promise<void> {
  await raise(ctx, {
    family: 'projects',
    type: 'project_updated',
    title: 'Project updated',
    message: `Project "${d.name}" was updated.`,
    data: fieldsOf(d),
    toUserIds: audienceUsers(audience),
    hubEvent: { target: 'ProjectUpdated', fields: { name: d.name, projectId: d.id } },
  });
  if (was.customerId !== null && was.customerId !== d.customerId) {
    await announceMovedAway(ctx, was.customerId);
  }
  if (!was.open && d.isAvailableForApplication) await announceOpen(ctx, d);
}

/** The audience is read before the deletion: once the project is gone, so is its team. */
export async function announceRemoved(
  ctx: ContentContext,
  p: ProjectDto,
  audience: ProjectAudience,
): Promise<void> {
  await raise(ctx, {
    family: 'projects',
    type: 'project_deleted',
    title: 'Project deleted',
    message: `Project "${p.name}" was deleted.`,
    data: projectData(p, { status: p.status }),
    toUserIds: audienceUsers(audience),
  });
}
