import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ExpertiseDto } from '../../shared/contracts/consultants';
import type { ConsultantExpertiseTable, ExpertiseLevel } from '../db/contentTypes';
import type { Database } from '../db/types';

type Db = Kysely<Database> | Transaction<Database>;

export interface ExpertiseFields {
  name: string;
  level: ExpertiseLevel;
  yearsOfExperience: number;
}

export const toExpertiseDto = (r: Selectable<ConsultantExpertiseTable>): ExpertiseDto => ({
  id: r.id,
  consultantId: r.consultant_id,
  name: r.name,
  level: r.level,
  yearsOfExperience: r.years_of_experience,
});

export async function findExpertise(db: Db, id: number): Promise<ExpertiseDto | undefined> {
  const row = await db.selectFrom('consultant_expertise').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toExpertiseDto(row);
}

export async function insertExpertise(
  db: Db,
  consultantId: number,
  e: ExpertiseFields,
): Promise<ExpertiseDto> {
  const row = await db
    .insertInto('consultant_expertise')
    .values({
      consultant_id: consultantId,
      name: e.name,
      level: e.level,
      years_of_experience: e.yearsOfExperience,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toExpertiseDto(row);
}

export async function updateExpertise(db: Db, id: number, changes: Partial<ExpertiseFields>): Promise<void> {
  const set = {
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.level !== undefined && { level: changes.level }),
    ...(changes.yearsOfExperience !== undefined && { years_of_experience: changes.yearsOfExperience }),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('consultant_expertise').set(set).where('id', '=', id).execute();
}

export async function deleteExpertise(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('consultant_expertise').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The consultant's expertise becomes exactly this list (an application sent again). */
export async function replaceExpertise(
  db: Db,
  consultantId: number,
  items: ExpertiseFields[],
): Promise<void> {
  await db.deleteFrom('consultant_expertise').where('consultant_id', '=', consultantId).execute();
  for (const item of items) await insertExpertise(db, consultantId, item);
}
