import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { ProjectRequestDto, ProjectRequestStatus } from '../../shared/contracts/projectRequests';
import { DEFAULT_PAGE_SIZE } from '../../shared/domain/numbers';
import type { ProjectRequestsTable } from '../db/contentTypes';
import type { Database } from '../db/types';
import { contains } from './consultantProfiles';
import { budgetFromText, budgetToText } from './projects';

type Db = Kysely<Database> | Transaction<Database>;
type RequestsRef = ExpressionBuilder<Database & { r: Database['project_requests'] }, 'r'>;

/** A request's values as the service has checked and normalised them. */
export interface RequestValues {
  requestTitle: string;
  description: string;
  serviceId: number | null;
  budget: number | null;
  currency: string;
  desiredStartDate: string | null;
  contactName: string;
  email: string;
  phoneNumber: string;
  company: string;
}

export interface RequestChanges extends Partial<RequestValues> {
  status?: ProjectRequestStatus;
  adminNotes?: string;
  projectId?: number;
  userId?: number;
  customerUserId?: number;
}

function baseQuery(db: Db) {
  return db
    .selectFrom('project_requests as r')
    .leftJoin('services as s', 's.id', 'r.service_id')
    .selectAll('r')
    .select('s.title as service_title');
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

const toDto = (r: Row): ProjectRequestDto => ({
  id: r.id,
  requestTitle: r.request_title,
  description: r.description,
  serviceId: r.service_id,
  serviceName: r.service_title ?? null,
  budget: budgetFromText(r.budget),
  currency: r.currency,
  desiredStartDate: r.desired_start_date,
  contactName: r.contact_name,
  email: r.email,
  phoneNumber: r.phone_number,
  company: r.company,
  userId: r.user_id,
  status: r.status,
  adminNotes: r.admin_notes,
  projectId: r.project_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

function columns(v: RequestChanges): Updateable<ProjectRequestsTable> {
  return {
    ...(v.requestTitle !== undefined && { request_title: v.requestTitle }),
    ...(v.description !== undefined && { description: v.description }),
    ...(v.serviceId !== undefined && { service_id: v.serviceId }),
    ...(v.budget !== undefined && { budget: budgetToText(v.budget) }),
    ...(v.currency !== undefined && { currency: v.currency }),
    ...(v.desiredStartDate !== undefined && { desired_start_date: v.desiredStartDate }),
    ...(v.contactName !== undefined && { contact_name: v.contactName }),
    ...(v.email !== undefined && { email: v.email }),
    ...(v.phoneNumber !== undefined && { phone_number: v.phoneNumber }),
    ...(v.company !== undefined && { company: v.company }),
    ...(v.status !== undefined && { status: v.status }),
    ...(v.adminNotes !== undefined && { admin_notes: v.adminNotes }),
    ...(v.projectId !== undefined && { project_id: v.projectId }),
    ...(v.userId !== undefined && { user_id: v.userId }),
    ...(v.customerUserId !== undefined && { customer_user_id: v.customerUserId }),
  };
}

/** `userId` is the signed-in requester; `ownerId` the account that owns the request, if known yet. */
export async function insertRequest(
  db: Db,
  v: RequestValues,
  userId: number | null,
  ownerId: number | null,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('project_requests')
    .values({
      request_title: v.requestTitle,
      description: v.description,
      service_id: v.serviceId,
      budget: budgetToText(v.budget),
      currency: v.currency,
      desired_start_date: v.desiredStartDate,
      contact_name: v.contactName,
      email: v.email,
      phone_number: v.phoneNumber,
      company: v.company,
      user_id: userId,
      customer_user_id: ownerId,
      status: 'Pending',
      admin_notes: '',
      project_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findRequest(db: Db, id: number): Promise<ProjectRequestDto | undefined> {
  const row = await baseQuery(db).where('r.id', '=', id).executeTakeFirst();
  return row && toDto(row);
}

/** The account that owns a request, or null while nobody does (an anonymous, unlinked request). */
export async function findRequestOwner(db: Db, id: number): Promise<number | null> {
  const row = await db
    .selectFrom('project_requests')
    .select('customer_user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.customer_user_id ?? null;
}

/**
 * Gives the unowned requests made with an address to the account that has just verified it. Owned
 * requests never move, so a later change of anyone's address cannot take them over.
 */
export async function claimRequestsByVerifiedEmail(db: Db, ownerId: number, email: string): Promise<void> {
  await db
    .updateTable('project_requests')
    .set({ customer_user_id: ownerId })
    .where('customer_user_id', 'is', null)
    .where((eb) => eb(sql`lower(${eb.ref('email')})`, '=', email.toLowerCase()))
    .execute();
}

/** One account's requests, newest first; the id breaks ties between requests of the same millisecond. */
export async function listRequests(db: Db, filter: { ownerId: number }): Promise<ProjectRequestDto[]> {
  const query = baseQuery(db).where('r.customer_user_id', '=', filter.ownerId);
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
  return rows.map(toDto);
}

export interface RequestPageFilter {
  status?: ProjectRequestStatus;
  search?: string;
  page?: number;
  pageSize?: number;
}

export interface RequestPage {
  data: ProjectRequestDto[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One page of the administrators' queue (docs/requirements.md#quotes), newest first, and how many
 * requests match: two queries whatever the number of requests.
 */
export async function listRequestPage(db: Db, filter: RequestPageFilter = {}): Promise<RequestPage> {
  const page = filter.page ?? 1;
  const pageSize = filter.pageSize ?? DEFAULT_PAGE_SIZE;
  const search = filter.search?.trim();
  // Over the request `r` alone, so that the count needs no join.
  const where = (eb: RequestsRef): Expression<SqlBool> => {
    const all: Expression<SqlBool>[] = [];
    if (filter.status) all.push(eb('r.status', '=', filter.status));
    if (search) {
      all.push(
        eb.or([
          contains(eb.ref('r.request_title'), search),
          contains(eb.ref('r.contact_name'), search),
          contains(eb.ref('r.email'), search),
          contains(eb.ref('r.company'), search),
        ]),
      );
    }
    return all.length ? eb.and(all) : eb.lit(true);
  };
  const counted = await db
    .selectFrom('project_requests as r')
    .where(where)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const rows = await baseQuery(db)
    .where(where)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { data: rows.map(toDto), total: Number(counted?.n ?? 0), page, pageSize };
}

/**
 * Applies changes; with `onlyIfStatus` only while the request still has that status, which makes
 * two administrators deciding at once safe. Whether a row changed.
 */
export async function updateRequest(
  db: Db,
  id: number,
  changes: RequestChanges,
  now: string,
  onlyIfStatus?: ProjectRequestStatus,
): Promise<boolean> {
  let query = db
    .updateTable('project_requests')
    .set({ ...columns(changes), updated_at: now })
    .where('id', '=', id);
  if (onlyIfStatus) query = query.where('status', '=', onlyIfStatus);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
