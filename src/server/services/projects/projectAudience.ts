import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { ROLE_ADMIN, ROLE_CONSULTANT } from '../../../shared/roles';
import { personName } from '../../repositories/projectSummaries';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Who hears of a project (docs/requirements.md#events): whoever may read it. Besides the
 * administrators, that is its current customer and the consultants of its team who work: role 2,
 * approved and active, as `GET /projects/{id}` demands. Removed, demoted or deactivated people are
 * not in it, so they hear nothing further; a deactivated account hears nothing at all.
 */
export interface ProjectAudience {
  projectId: number;
  customerId: number | null;
  /** The user ids of the team's working consultants, in the order they joined. */
  memberUserIds: number[];
  /** Audience members (the customer) who are administrators themselves: they hear as administrators. */
  adminUserIds: number[];
}

export async function projectAudience(db: Db, projectId: number): Promise<ProjectAudience> {
  const project = await db
    .selectFrom('projects as p')
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'p.customer_id').on('u.is_active', '=', 1))
    .select(['u.id as customer_id', 'u.role_id as customer_role'])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  const members = await db
    .selectFrom('project_consultants as pc')
    .innerJoin('consultants as c', 'c.id', 'pc.consultant_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select('c.user_id')
    .where('pc.project_id', '=', projectId)
    .where('c.application_status', '=', 'Approved')
    .where('c.is_active', '=', 1)
    .where('u.role_id', '=', ROLE_CONSULTANT)
    .where('u.is_active', '=', 1)
    .orderBy('pc.assigned_at')
    .orderBy('pc.id')
    .execute();
  const customerId = project?.customer_id ?? null;
  return {
    projectId,
    customerId,
    memberUserIds: members.map((m) => m.user_id),
    adminUserIds: customerId !== null && project?.customer_role === ROLE_ADMIN ? [customerId] : [],
  };
}

/** The customer and the working team as one list of user ids, each once, with any `more`. */
export const audienceUsers = (
  audience: ProjectAudience,
  ...more: (number | null | undefined)[]
): number[] => [
  ...new Set(
    [audience.customerId, ...audience.memberUserIds, ...more].filter(
      (id): id is number => typeof id === 'number',
    ),
  ),
];

/** Whether the consultant is on the project's team. */
export async function isOnTeam(db: Db, projectId: number, consultantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('project_consultants')
    .select('id')
    .where('project_id', '=', projectId)
    .where('consultant_id', '=', consultantId)
    .executeTakeFirst();
  return Boolean(row);
}

/** How history and events name a user: name and surname, else the user name (docs/requirements.md#projects). */
export async function userDisplayName(db: Db, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['name', 'surname', 'user_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return personName(user?.name, user?.surname, user?.user_name);
}
