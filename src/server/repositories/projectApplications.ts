import type { Kysely, Transaction } from 'kysely';
import type { ProjectApplicationDto } from '../../shared/contracts/projectApplications';
import type { ProjectApplicationStatus } from '../db/contentTypes';
import type { Database } from '../db/types';

type Db = Kysely<Database> | Transaction<Database>;

function applicationQuery(db: Db) {
  return db
    .selectFrom('project_applications as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .innerJoin('consultants as c', 'c.id', 'a.consultant_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('a')
    .select(['p.name as project_name', 'c.user_id', 'u.name as first_name', 'u.surname as last_name']);
}

type Row = Awaited<ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>>;

function toApplicationDto(r: Row): ProjectApplicationDto {
  return {
    id: r.id,
    projectId: r.project_id,
    projectName: r.project_name,
    consultantId: r.consultant_id,
    consultantName: `${r.first_name} ${r.last_name}`.trim() || 'Unknown Consultant',
    message: r.message,
    status: r.status,
    createdAt: r.created_at,
    reviewedAt: r.reviewed_at,
  };
}

/** An application with the user behind its consultant, whom its decision concerns. */
export interface FoundApplication {
  application: ProjectApplicationDto;
  consultantUserId: number;
}

export async function findApplication(db: Db, id: number): Promise<FoundApplication | undefined> {
  const row = await applicationQuery(db).where('a.id', '=', id).executeTakeFirst();
  return row && { application: toApplicationDto(row), consultantUserId: row.user_id };
}

/** A project's applications, newest first. */
export async function applicationsOfProject(db: Db, projectId: number): Promise<ProjectApplicationDto[]> {
  const rows = await applicationQuery(db)
    .where('a.project_id', '=', projectId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map(toApplicationDto);
}

export async function hasApplication(db: Db, projectId: number, consultantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('project_applications')
    .select('id')
    .where('project_id', '=', projectId)
    .where('consultant_id', '=', consultantId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertApplication(
  db: Db,
  a: { projectId: number; consultantId: number; message: string },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('project_applications')
    .values({
      project_id: a.projectId,
      consultant_id: a.consultantId,
      message: a.message,
      status: 'Pending',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Records the decision only while the application is still pending, so that of two administrators
 * deciding at once exactly one wins. Answers whether this call was the one.
 */
export async function decideApplication(
  db: Db,
  id: number,
  status: Exclude<ProjectApplicationStatus, 'Pending'>,
  reviewedBy: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('project_applications')
    .set({ status, reviewed_at: now, reviewed_by: reviewedBy })
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Puts the consultant on the team as a member (never as leader); answers false when they were on it
 * already, also when someone else put them there a moment before.
 */
export async function joinTeam(
  db: Db,
  projectId: number,
  consultantId: number,
  now: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('project_consultants')
    .values({ project_id: projectId, consultant_id: consultantId, is_leader: 0, assigned_at: now })
    .onConflict((oc) => oc.columns(['project_id', 'consultant_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length === 1;
}
