import type { Kysely, Selectable } from 'kysely';
import type { ApplicationStatus, ConsultantsTable, Database } from '../db/types';

export type ConsultantRow = Selectable<ConsultantsTable>;

export interface ConsultantView {
  id: number;
  userId: number;
  name: string;
  surname: string;
  fullName: string;
  image: string;
  specialization: string;
  bio: string;
  linkedInUrl: string;
  yearsOfExperience: number;
  isAvailable: boolean;
  isActive: boolean;
  applicationStatus: ApplicationStatus;
  expertise: Array<{ id: number }>;
  createdAt: string;
  updatedAt: string;
}

export interface NewConsultant {
  userId: number;
  specialization: string;
  bio?: string;
  yearsOfExperience: number;
  applicationStatus: ApplicationStatus;
  isActive: boolean;
}

export async function createConsultant(db: Kysely<Database>, c: NewConsultant, now: string): Promise<number> {
  const row = await db
    .insertInto('consultants')
    .values({
      user_id: c.userId,
      specialization: c.specialization,
      bio: c.bio ?? '',
      linkedin_url: '',
      image: '',
      admin_notes: '',
      cv_url: '',
      years_of_experience: c.yearsOfExperience,
      application_status: c.applicationStatus,
      is_active: c.isActive ? 1 : 0,
      is_available: 1,
      applied_at: now,
      reviewed_at: c.applicationStatus === 'Pending' ? null : now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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
  let query = db
    .selectFrom('consultants as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select(['u.name as user_first', 'u.surname as user_last', 'u.photo as user_photo'])
    .where('c.user_id', '=', userId);
  if (!viewer.seesAll && viewer.id !== userId) {
    query = query.where('c.application_status', '=', 'Approved').where('c.is_active', '=', 1);
  }
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    name: row.user_first,
    surname: row.user_last,
    fullName: `${row.user_first} ${row.user_last}`.trim(),
    image: row.image || row.user_photo,
    specialization: row.specialization,
    bio: row.bio,
    linkedInUrl: row.linkedin_url,
    yearsOfExperience: row.years_of_experience,
    isAvailable: row.is_available === 1,
    isActive: row.is_active === 1,
    applicationStatus: row.application_status,
    expertise: [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
