import type { ExpressionBuilder, Kysely, SqlBool, Expression, Transaction } from 'kysely';
import type { ProjectDto, ProjectPermissions } from '../../shared/contracts/projects';
import { ROLE_ADMIN, ROLE_CONSULTANT, type RoleId } from '../../shared/roles';
import type { Database } from '../db/types';
import { forbidden, notFound } from '../errors';
import { findProject } from '../repositories/projects';
import type { AuthUser } from '../types';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Who is acting on projects (docs/requirements.md#access): the user, their role, and the consultant
 * they are, if their role is 2 and their consultant profile is approved and active. A consultant
 * whose profile is not (yet) approved works on nothing.
 */
export interface Actor {
  id: number;
  roleId: RoleId;
  consultantId: number | null;
}

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

export const isAdmin = (actor: Actor): boolean => actor.roleId === ROLE_ADMIN;

type ProjectsRef = ExpressionBuilder<Database & { p: Database['projects'] }, 'p'>;

/** The consultant is on the project `p`. */
export const onTeam = (eb: ProjectsRef, consultantId: number): Expression<SqlBool> =>
  eb.exists(
    eb
      .selectFrom('project_consultants as team')
      .select('team.id')
      .whereRef('team.project_id', '=', 'p.id')
      .where('team.consultant_id', '=', consultantId),
  );

/**
 * The projects (aliased `p`) an actor may see: all for administrators; otherwise those they are the
 * customer of, and for a working consultant those they are on and those open for applications.
 */
export function visibleTo(actor: Actor) {
  return (eb: ProjectsRef): Expression<SqlBool> => {
    if (isAdmin(actor)) return eb.lit(true);
    const mine: Expression<SqlBool>[] = [eb('p.customer_id', '=', actor.id)];
    if (actor.consultantId !== null) {
      mine.push(onTeam(eb, actor.consultantId), eb('p.is_available_for_application', '=', 1));
    }
    return eb.or(mine);
  };
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

/** What an actor may do with a project, from where they stand. */
export function permissionsFor(
  actor: Actor,
  project: Pick<ProjectDto, 'isAvailableForApplication'>,
  place: { member: boolean; leader: boolean; applied: boolean },
): ProjectPermissions {
  const admin = isAdmin(actor);
  return {
    manage: admin,
    contribute: admin || place.member,
    deleteTasks: admin || place.leader,
    apply:
      actor.consultantId !== null && !place.member && !place.applied && project.isAvailableForApplication,
  };
}

/**
 * The project as the actor stands to it, or 404 when they may not see it: another user's project
 * reads as missing, so that ids cannot be probed (docs/requirements.md#access).
 */
export async function standing(db: Db, actor: Actor, projectId: number): Promise<ProjectStanding> {
  const project = await findProject(db, projectId);
  if (!project) throw notFound();
  const place = await teamPlace(db, projectId, actor.consultantId);
  const member = Boolean(place);
  const leader = place?.is_leader === 1;
  const sees =
    isAdmin(actor) ||
    project.customerId === actor.id ||
    member ||
    (actor.consultantId !== null && project.isAvailableForApplication);
  if (!sees) throw notFound();
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
