import type { Kysely, Selectable, Transaction } from 'kysely';
import type { RoleId } from '../../shared/roles';
import type { ApplicationStatus, ConsultantsTable, Database } from '../db/types';
import { assignConsultantSlug, findConsultantWhere, type ConsultantView } from './consultantProfiles';

type Db = Kysely<Database> | Transaction<Database>;

export type ConsultantRow = Selectable<ConsultantsTable>;

export type { ConsultantView } from './consultantProfiles';

export interface NewConsultant {
  userId: number;
  specialization: string;
  bio?: string;
  linkedInUrl?: string;
  image?: string;
  yearsOfExperience: number;
  applicationStatus: ApplicationStatus;
  isActive: boolean;
  isAvailable?: boolean;
  cvUrl?: string;
  reviewedBy?: number | null;
}

export async function createConsultant(db: Db, c: NewConsultant, now: string): Promise<number> {
  const row = await db
    .insertInto('consultants')
    .values({
      user_id: c.userId,
      specialization: c.specialization,
      bio: c.bio ?? '',
      linkedin_url: c.linkedInUrl ?? '',
      image: c.image ?? '',
      admin_notes: '',
      cv_url: c.cvUrl ?? '',
      years_of_experience: c.yearsOfExperience,
      application_status: c.applicationStatus,
      is_active: c.isActive ? 1 : 0,
      is_available: c.isAvailable === false ? 0 : 1,
      applied_at: now,
      reviewed_at: c.applicationStatus === 'Pending' ? null : now,
      reviewed_by: c.applicationStatus === 'Pending' ? null : (c.reviewedBy ?? null),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await assignConsultantSlug(db, row.id);
  return row.id;
}

export async function consultantIdForUser(db: Kysely<Database>, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('consultants')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The consultant row of a user as `viewer` may see it: the owner and administrators see it in any
 * state, everyone else only once it is approved and active; anything hidden reads as missing.
 */
export async function findConsultantByUser(
  db: Kysely<Database>,
  userId: number,
  viewer: { id: number; seesAll: boolean },
): Promise<ConsultantView | undefined> {
  return findConsultantWhere(db, { userId }, viewer);
}

/** The stored row, whoever asks: for writes, which check ownership themselves. */
export async function findConsultantRow(
  db: Db,
  where: { id: number } | { userId: number },
): Promise<ConsultantRow | undefined> {
  return db
    .selectFrom('consultants')
    .selectAll()
    .where('id' in where ? 'id' : 'user_id', '=', 'id' in where ? where.id : where.userId)
    .executeTakeFirst();
}

export interface ConsultantChanges {
  specialization?: string;
  bio?: string;
  linkedInUrl?: string;
  image?: string;
  yearsOfExperience?: number;
  isAvailable?: boolean;
  isActive?: boolean;
  applicationStatus?: ApplicationStatus;
  adminNotes?: string;
  cvUrl?: string;
  appliedAt?: string | null;
  reviewedAt?: string | null;
  reviewedBy?: number | null;
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/**
 * Stores the given fields and touches updated_at. With `whileStatus`, only a row still in that
 * state changes (two administrators deciding one application at once); false when none did.
 */
export async function updateConsultantRow(
  db: Db,
  id: number,
  c: ConsultantChanges,
  now: string,
  whileStatus?: ApplicationStatus,
): Promise<boolean> {
  let query = db
    .updateTable('consultants')
    .set({
      ...(c.specialization !== undefined && { specialization: c.specialization }),
      ...(c.bio !== undefined && { bio: c.bio }),
      ...(c.linkedInUrl !== undefined && { linkedin_url: c.linkedInUrl }),
      ...(c.image !== undefined && { image: c.image }),
      ...(c.yearsOfExperience !== undefined && { years_of_experience: c.yearsOfExperience }),
      ...(c.isAvailable !== undefined && { is_available: flag(c.isAvailable) }),
      ...(c.isActive !== undefined && { is_active: flag(c.isActive) }),
      ...(c.applicationStatus !== undefined && { application_status: c.applicationStatus }),
      ...(c.adminNotes !== undefined && { admin_notes: c.adminNotes }),
      ...(c.cvUrl !== undefined && { cv_url: c.cvUrl }),
      ...(c.appliedAt !== undefined && { applied_at: c.appliedAt }),
      ...(c.reviewedAt !== undefined && { reviewed_at: c.reviewedAt }),
      ...(c.reviewedBy !== undefined && { reviewed_by: c.reviewedBy }),
      updated_at: now,
    })
    .where('id', '=', id);
  if (whileStatus) query = query.where('application_status', '=', whileStatus);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteConsultantRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('consultants').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sets a user's role when it is one of `from`; whether it changed. */
export async function changeUserRole(
  db: Db,
  userId: number,
  from: readonly RoleId[],
  to: RoleId,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ role_id: to, updated_at: now })
    .where('id', '=', userId)
    .where('role_id', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What deleting a consultant takes from one project: a team place, an application, task assignments. */
export interface ProjectTies {
  projectId: number;
  onTeam: boolean;
  applied: boolean;
  tasks: number;
}

/** Every project a consultant is tied to, so that its history can record the deletion. */
export async function projectTiesOf(db: Db, consultantId: number): Promise<ProjectTies[]> {
  // One after the other: inside a transaction they share one connection.
  const team = await db
    .selectFrom('project_consultants')
    .select('project_id')
    .where('consultant_id', '=', consultantId)
    .execute();
  const applications = await db
    .selectFrom('project_applications')
    .select('project_id')
    .where('consultant_id', '=', consultantId)
    .execute();
  const tasks = await db
    .selectFrom('tasks')
    .select('project_id')
    .where('assigned_to', '=', consultantId)
    .execute();
  const ties = new Map<number, ProjectTies>();
  const tie = (projectId: number) => {
    let t = ties.get(projectId);
    if (!t) ties.set(projectId, (t = { projectId, onTeam: false, applied: false, tasks: 0 }));
    return t;
  };
  for (const r of team) tie(r.project_id).onTeam = true;
  for (const r of applications) tie(r.project_id).applied = true;
  for (const r of tasks) tie(r.project_id).tasks += 1;
  return [...ties.values()].sort((a, b) => a.projectId - b.projectId);
}
