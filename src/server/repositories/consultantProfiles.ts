import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { ConsultantListQuery, ConsultantDto, ExpertiseDto } from '../../shared/contracts/consultants';
import type { Database } from '../db/types';
import { uniqueSlug } from '../lib/slugs';
import { toExpertiseDto } from './consultantExpertise';

type Db = Kysely<Database> | Transaction<Database>;

export type ConsultantView = ConsultantDto;

/** Who is looking: the owner and administrators see a consultant in any state, others only public ones. */
export interface ConsultantViewer {
  id: number | null;
  seesAll: boolean;
}

/** `%text%` for LIKE, with the wildcards of the text itself taken literally. */
export const likePattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" that behaves the same on SQLite and PostgreSQL. */
export const contains = (column: Expression<unknown>, text: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${column}) like ${likePattern(text)} escape '\\'`;

function baseQuery(db: Db) {
  return db
    .selectFrom('consultants as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select([
      'u.name as user_first',
      'u.surname as user_last',
      'u.photo as user_photo',
      'u.email as user_email',
    ]);
}

type From = Database & { c: Database['consultants']; u: Database['users'] };
type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

async function expertiseOf(db: Db, ids: number[]): Promise<Map<number, ExpertiseDto[]>> {
  const byConsultant = new Map<number, ExpertiseDto[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byConsultant;
  const rows = await db
    .selectFrom('consultant_expertise')
    .selectAll()
    .where('consultant_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const r of rows) byConsultant.get(r.consultant_id)?.push(toExpertiseDto(r));
  return byConsultant;
}

/**
 * The application's own fields, for the consultant themselves and administrators only (the
 * review queue, the applicant's profile); public reads never carry them.
 */
const privateFields = (row: Row): Partial<ConsultantView> => ({
  email: row.user_email,
  adminNotes: row.admin_notes,
  hasCv: row.cv_url !== '',
  appliedAt: row.applied_at,
  reviewedAt: row.reviewed_at,
});

async function toViews(db: Db, rows: Row[], showsPrivate: (row: Row) => boolean): Promise<ConsultantView[]> {
  const expertise = await expertiseOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
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
    expertise: expertise.get(row.id) ?? [],
    slug: row.slug ?? String(row.id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(showsPrivate(row) ? privateFields(row) : {}),
  }));
}

/** One consultant as the viewer may see it; anything hidden reads as missing. */
export async function findConsultantWhere(
  db: Db,
  where: { id: number } | { userId: number } | { slug: string },
  viewer: ConsultantViewer,
): Promise<ConsultantView | undefined> {
  let query = baseQuery(db);
  if ('id' in where) query = query.where('c.id', '=', where.id);
  else if ('userId' in where) query = query.where('c.user_id', '=', where.userId);
  else if (/^\d{1,9}$/.test(where.slug)) {
    // Rows without a slug are addressed by their id (see the DTO's fallback).
    const id = Number(where.slug);
    query = query.where((eb) => eb.or([eb('c.slug', '=', where.slug), eb('c.id', '=', id)]));
  } else query = query.where('c.slug', '=', where.slug);
  if (!viewer.seesAll) {
    query = query.where((eb) =>
      eb.or([
        eb('c.user_id', '=', viewer.id ?? 0),
        eb.and([eb('c.application_status', '=', 'Approved'), eb('c.is_active', '=', 1)]),
      ]),
    );
  }
  const row = await query.orderBy('c.id').executeTakeFirst();
  const own = (r: Row) => viewer.seesAll || (viewer.id !== null && r.user_id === viewer.id);
  return row && (await toViews(db, [row], own))[0];
}

/** The directory: approved and active consultants, or every one for an administrator asking for all. */
export async function listConsultants(
  db: Kysely<Database>,
  filter: ConsultantListQuery & { seesAll: boolean },
): Promise<ConsultantView[]> {
  let query = baseQuery(db);
  if (!(filter.all && filter.seesAll)) {
    query = query.where('c.application_status', '=', 'Approved').where('c.is_active', '=', 1);
  }
  if (filter.isAvailable !== undefined)
    query = query.where('c.is_available', '=', filter.isAvailable ? 1 : 0);
  const hasExpertise = (eb: ExpressionBuilder<From, 'c' | 'u'>, text: string) =>
    eb.exists(
      eb
        .selectFrom('consultant_expertise as e')
        .select('e.id')
        .whereRef('e.consultant_id', '=', 'c.id')
        .where((sub) => contains(sub.ref('e.name'), text)),
    );
  const expertise = filter.expertise?.trim();
  if (expertise) query = query.where((eb) => hasExpertise(eb, expertise));
  const search = filter.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        contains(sql`${eb.ref('u.name')} || ' ' || ${eb.ref('u.surname')}`, search),
        contains(eb.ref('c.specialization'), search),
        hasExpertise(eb, search),
      ]),
    );
  }
  const rows = await query.orderBy('u.name').orderBy('u.surname').orderBy('c.id').execute();
  return toViews(db, rows, () => filter.seesAll);
}

/** Gives a consultant a slug from their user's name, unless it already has one. */
export async function assignConsultantSlug(db: Db, consultantId: number): Promise<string> {
  const row = await db
    .selectFrom('consultants as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.slug', 'u.name', 'u.surname'])
    .where('c.id', '=', consultantId)
    .executeTakeFirstOrThrow();
  if (row.slug) return row.slug;
  const slug = await uniqueSlug(`${row.name} ${row.surname}`, `consultant-${consultantId}`, async (s) =>
    Boolean(await db.selectFrom('consultants').select('id').where('slug', '=', s).executeTakeFirst()),
  );
  await db.updateTable('consultants').set({ slug }).where('id', '=', consultantId).execute();
  return slug;
}
