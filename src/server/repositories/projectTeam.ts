import { sql, type Kysely, type Transaction } from 'kysely';
import type { AvailableConsultant, ProjectConsultantDto } from '../../shared/contracts/projects';
import type { Database } from '../db/types';
import { contains } from './consultantProfiles';
import { personName } from './projectSummaries';

type Db = Kysely<Database> | Transaction<Database>;

/** A consultant on a project, with the user behind them (events go to that user). */
export interface TeamMember extends ProjectConsultantDto {
  userId: number;
}

/** A project's team, in the order they joined. */
export async function teamOf(db: Db, projectId: number): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('project_consultants as pc')
    .innerJoin('consultants as c', 'c.id', 'pc.consultant_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'pc.consultant_id',
      'pc.is_leader',
      'pc.assigned_at',
      'c.user_id',
      'u.name',
      'u.surname',
      'u.user_name',
    ])
    .where('pc.project_id', '=', projectId)
    .orderBy('pc.assigned_at')
    .orderBy('pc.id')
    .execute();
  return rows.map((r) => ({
    consultantId: r.consultant_id,
    fullName: personName(r.name, r.surname, r.user_name),
    isLeader: r.is_leader === 1,
    assignedAt: r.assigned_at,
    userId: r.user_id,
  }));
}

/** A consultant as staffing sees them: who they are and whether they may be put on a project. */
export interface StaffingCandidate {
  id: number;
  userId: number;
  fullName: string;
  /** Approved and active (docs/requirements.md#consultants). */
  staffable: boolean;
}

export async function candidatesByIds(db: Db, ids: number[]): Promise<Map<number, StaffingCandidate>> {
  const found = new Map<number, StaffingCandidate>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('consultants as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.user_id',
      'c.application_status',
      'c.is_active',
      'u.name',
      'u.surname',
      'u.user_name',
    ])
    .where('c.id', 'in', ids)
    .execute();
  for (const r of rows) {
    found.set(r.id, {
      id: r.id,
      userId: r.user_id,
      fullName: personName(r.name, r.surname, r.user_name),
      staffable: r.application_status === 'Approved' && r.is_active === 1,
    });
  }
  return found;
}

/** Takes the lead from whoever holds it, except `keep`; the one-leader index needs this first. */
export async function demoteLeader(db: Db, projectId: number, keep?: number): Promise<void> {
  let query = db
    .updateTable('project_consultants')
    .set({ is_leader: 0 })
    .where('project_id', '=', projectId)
    .where('is_leader', '=', 1);
  if (keep !== undefined) query = query.where('consultant_id', '!=', keep);
  await query.execute();
}

export async function setLeader(db: Db, projectId: number, consultantId: number, leads: boolean) {
  await db
    .updateTable('project_consultants')
    .set({ is_leader: leads ? 1 : 0 })
    .where('project_id', '=', projectId)
    .where('consultant_id', '=', consultantId)
    .execute();
}

export async function removeMembers(db: Db, projectId: number, consultantIds: number[]): Promise<void> {
  if (consultantIds.length === 0) return;
  await db
    .deleteFrom('project_consultants')
    .where('project_id', '=', projectId)
    .where('consultant_id', 'in', consultantIds)
    .execute();
}

/**
 * Approved, active and available consultants, by name, with their expertise names; `projectId`
 * leaves out those already on that project.
 */
export async function availableConsultants(
  db: Db,
  filter: { projectId?: number; search?: string },
): Promise<AvailableConsultant[]> {
  let query = db
    .selectFrom('consultants as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.user_id',
      'c.specialization',
      'c.image',
      'c.years_of_experience',
      'u.name',
      'u.surname',
      'u.user_name',
      'u.photo',
    ])
    .where('c.application_status', '=', 'Approved')
    .where('c.is_active', '=', 1)
    .where('c.is_available', '=', 1);
  const projectId = filter.projectId;
  if (projectId !== undefined) {
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('project_consultants as pc')
            .select('pc.id')
            .whereRef('pc.consultant_id', '=', 'c.id')
            .where('pc.project_id', '=', projectId),
        ),
      ),
    );
  }
  const search = filter.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        contains(sql`${eb.ref('u.name')} || ' ' || ${eb.ref('u.surname')}`, search),
        contains(eb.ref('c.specialization'), search),
      ]),
    );
  }
  const rows = await query.orderBy('u.name').orderBy('u.surname').orderBy('c.id').execute();
  const expertise = await expertiseNames(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    fullName: personName(r.name, r.surname, r.user_name),
    specialization: r.specialization,
    image: r.image || r.photo,
    yearsOfExperience: r.years_of_experience,
    expertise: expertise.get(r.id) ?? [],
  }));
}

async function expertiseNames(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (ids.length === 0) return names;
  const rows = await db
    .selectFrom('consultant_expertise')
    .select(['consultant_id', 'name'])
    .where('consultant_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const r of rows) names.set(r.consultant_id, [...(names.get(r.consultant_id) ?? []), r.name]);
  return names;
}
