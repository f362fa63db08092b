import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ProjectDto, ProjectHistoryDto, PublicProject } from '../../shared/contracts/projects';
import type { ProjectStatus, ProjectsTable } from '../db/contentTypes';
import type { Database } from '../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** Budgets are stored as canonical decimal text and handed out as numbers (amounts stay below 2^53). */
export const budgetToText = (budget: number | null | undefined): string | null =>
  budget == null ? null : String(budget);
export const budgetFromText = (text: string | null): number | null => (text == null ? null : Number(text));

export function toProjectDto(r: Selectable<ProjectsTable>): ProjectDto {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    status: r.status,
    customerId: r.customer_id,
    serviceId: r.service_id,
    budget: budgetFromText(r.budget),
    currency: r.currency,
    startDate: r.start_date,
    endDate: r.end_date,
    isAvailableForApplication: r.is_available_for_application === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export interface NewProject {
  name: string;
  description: string;
  status: ProjectStatus;
  customerId: number | null;
  serviceId: number | null;
  budget: number | null;
  currency: string;
  startDate: string | null;
  endDate?: string | null;
  isAvailableForApplication?: boolean;
}

export async function insertProject(db: Db, p: NewProject, now: string): Promise<ProjectDto> {
  const row = await db
    .insertInto('projects')
    .values({
      name: p.name,
      description: p.description,
      status: p.status,
      customer_id: p.customerId,
      service_id: p.serviceId,
      budget: budgetToText(p.budget),
      currency: p.currency,
      start_date: p.startDate,
      end_date: p.endDate ?? null,
      is_available_for_application: p.isAvailableForApplication ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProjectDto(row);
}

export async function findProject(db: Db, id: number): Promise<ProjectDto | undefined> {
  const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toProjectDto(row);
}

export interface HistoryEntry {
  projectId: number;
  action: string;
  details: string;
  userId: number | null;
  userName: string;
}

const toHistoryDto = (r: {
  id: number;
  action: string;
  details: string;
  user_id: number | null;
  user_name: string;
  created_at: string;
}): ProjectHistoryDto => ({
  id: r.id,
  action: r.action,
  details: r.details,
  userId: r.user_id,
  userName: r.user_name || 'Unknown User',
  createdAt: r.created_at,
});

/**
 * The server writes one entry for every change of a project (docs/requirements.md#projects); the entry
 * is answered as `GET /projects/{id}/history` would answer it.
 */
export async function addHistory(db: Db, e: HistoryEntry, now: string): Promise<ProjectHistoryDto> {
  const row = await db
    .insertInto('project_history')
    .values({
      project_id: e.projectId,
      action: e.action,
      details: e.details,
      user_id: e.userId,
      user_name: e.userName,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toHistoryDto({
    id: row.id,
    action: e.action,
    details: e.details,
    user_id: e.userId,
    user_name: e.userName,
    created_at: now,
  });
}

export async function assignConsultant(
  db: Db,
  projectId: number,
  consultantId: number,
  isLeader: boolean,
  now: string,
): Promise<void> {
  await db
    .insertInto('project_consultants')
    .values({
      project_id: projectId,
      consultant_id: consultantId,
      is_leader: isLeader ? 1 : 0,
      assigned_at: now,
    })
    .execute();
}

/** The fields a change may set; absent ones stay as they are. */
export type ProjectChanges = Partial<Omit<NewProject, 'endDate' | 'isAvailableForApplication'>> & {
  endDate?: string | null;
  isAvailableForApplication?: boolean;
};

export async function updateProject(db: Db, id: number, c: ProjectChanges, now: string): Promise<void> {
  await db
    .updateTable('projects')
    .set({
      ...(c.name !== undefined && { name: c.name }),
      ...(c.description !== undefined && { description: c.description }),
      ...(c.status !== undefined && { status: c.status }),
      // A customer chosen again replaces the deleted one (migration 010).
      ...(c.customerId !== undefined && { customer_id: c.customerId, customer_deleted: 0 }),
      ...(c.serviceId !== undefined && { service_id: c.serviceId }),
      ...(c.budget !== undefined && { budget: budgetToText(c.budget) }),
      ...(c.currency !== undefined && { currency: c.currency }),
      ...(c.startDate !== undefined && { start_date: c.startDate }),
      ...(c.endDate !== undefined && { end_date: c.endDate }),
      ...(c.isAvailableForApplication !== undefined && {
        is_available_for_application: c.isAvailableForApplication ? 1 : 0,
      }),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Removes the project with its team, updates, metrics, tasks and history (the foreign keys cascade). */
export async function deleteProject(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A project's history, newest first. */
export async function historyOf(db: Db, projectId: number): Promise<ProjectHistoryDto[]> {
  const rows = await db
    .selectFrom('project_history')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toHistoryDto);
}

/** The projects a consultant works on, reduced to what a visitor may see. */
export async function publicProjectsOfConsultant(db: Db, consultantId: number): Promise<PublicProject[]> {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('project_consultants as pc', 'pc.project_id', 'p.id')
    .select(['p.name', 'p.status', 'p.start_date', 'p.end_date'])
    .where('pc.consultant_id', '=', consultantId)
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((r) => ({ name: r.name, status: r.status, startDate: r.start_date, endDate: r.end_date }));
}
