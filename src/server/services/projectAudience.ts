import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { personName } from '../repositories/projectSummaries';

type Db = Kysely<Database> | Transaction<Database>;

/** The people a project's events concern besides the administrators (docs/requirements.md#events). */
export interface ProjectPeople {
  customerId: number | null;
  /** The user ids of the consultants on its team. */
  memberUserIds: number[];
}

export async function projectPeople(db: Db, projectId: number): Promise<ProjectPeople> {
  const project = await db
    .selectFrom('projects')
    .select('customer_id')
    .where('id', '=', projectId)
    .executeTakeFirst();
  const members = await db
    .selectFrom('project_consultants as pc')
    .innerJoin('consultants as c', 'c.id', 'pc.consultant_id')
    .select('c.user_id')
    .where('pc.project_id', '=', projectId)
    .orderBy('pc.id')
    .execute();
  return { customerId: project?.customer_id ?? null, memberUserIds: members.map((m) => m.user_id) };
}

/** The customer and the team as one list of user ids, each once. */
export const everyone = (people: ProjectPeople, ...more: number[]): number[] => [
  ...new Set([...(people.customerId === null ? [] : [people.customerId]), ...people.memberUserIds, ...more]),
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
