import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { ProjectDto, ProjectPermissions } from '../../shared/contracts/projects';
import { ROLE_ADMIN, type RoleId } from '../../shared/roles';
import type { Database } from '../db/types';

// Who may see a project and what they may do with it, as SQL and as a rule over a read row. It sits
// below the services so that the project list repositories can filter with it
// (docs/decisions/013-server-layers.md); services/projects/projectAccess.ts re-exports it.

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
