import type { Kysely, Transaction } from 'kysely';
import type { ProjectDto, ProjectPermissions } from '../../../shared/contracts/projects';
import { ROLE_CONSULTANT } from '../../../shared/roles';
import type { Database } from '../../db/types';
import { MSG } from '../../../shared/messages';
import { HttpError, forbidden } from '../../errors';
import { findProject } from '../../repositories/projects';
import { isAdmin, permissionsFor, type Actor } from '../../repositories/projectVisibility';
import type { AuthUser } from '../../types';

type Db = Kysely<Database> | Transaction<Database>;

export { isAdmin, onTeam, permissionsFor, visibleTo, type Actor } from '../../repositories/projectVisibility';

/** The actor of a signed-in user: a role-2 user counts as a consultant only with an approved, active profile. */
export async function actorOf(db: Db, auth: AuthUser): Promise<Actor> {
  if (auth.roleId !== ROLE_CONSULTANT) return { id: auth.id, roleId: auth.roleId, consultantId: null };
  const row = await db
    .selectFrom('consultants')
    .select('id')
    .where('user_id', '=', auth.id)
    .where('application_status', '=', 'Approved')
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return { id: auth.id, roleId: auth.roleId, consultantId: row?.id ?? null };
}

/** A project as one actor stands to it. */
export interface ProjectStanding {
  project: ProjectDto;
  member: boolean;
  leader: boolean;
  permissions: ProjectPermissions;
}

async function teamPlace(db: Db, projectId: number, consultantId: number | null) {
  if (consultantId === null) return undefined;
  return db
    .selectFrom('project_consultants')
    .select('is_leader')
    .where('project_id', '=', projectId)
    .where('consultant_id', '=', consultantId)
    .executeTakeFirst();
}

async function hasApplied(db: Db, projectId: number, consultantId: number | null): Promise<boolean> {
  if (consultantId === null) return false;
  const row = await db
    .selectFrom('project_applications')
    .select('id')
    .where('project_id', '=', projectId)
    .where('consultant_id', '=', consultantId)
    .executeTakeFirst();
  return Boolean(row);
}

/** One answer for a project that is missing and one that is not the caller's: ids are not probed. */
const notShared = () => new HttpError(404, MSG.projectNotShared);

/**
 * The project as the actor stands to it, or 404 when they may not see it: another user's project
 * reads as missing, so that ids cannot be probed (docs/requirements.md#access).
 */
export async function standing(db: Db, actor: Actor, projectId: number): Promise<ProjectStanding> {
  const project = await findProject(db, projectId);
  if (!project) throw notShared();
  const place = await teamPlace(db, projectId, actor.consultantId);
  const member = Boolean(place);
  const leader = place?.is_leader === 1;
  const sees =
    isAdmin(actor) ||
    project.customerId === actor.id ||
    member ||
    (actor.consultantId !== null && project.isAvailableForApplication);
  if (!sees) throw notShared();
  const applied = await hasApplied(db, projectId, actor.consultantId);
  return {
    project,
    member,
    leader,
    permissions: permissionsFor(actor, project, { member, leader, applied }),
  };
}

/** As `standing`, and the actor must be able to contribute (write updates, metrics and tasks). */
export async function contributor(db: Db, actor: Actor, projectId: number): Promise<ProjectStanding> {
  const s = await standing(db, actor, projectId);
  // Someone who may see the project but not work on it (a consultant it is open to) learns
  // nothing new from a 403; a project they may not see has already answered 404.
  if (!s.permissions.contribute) throw forbidden();
  return s;
}
