import type { Kysely, Selectable } from 'kysely';
import type { ApplicationStatus, ConsultantsTable, Database } from '../db/types';
import { assignConsultantSlug, findConsultantWhere, type ConsultantView } from './consultantProfiles';

export type ConsultantRow = Selectable<ConsultantsTable>;

export type { ConsultantView } from './consultantProfiles';

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
