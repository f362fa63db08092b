import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Nullable,
  type Transaction,
} from 'kysely';
import type { CustomerListQuery, UserListQuery } from '../../shared/contracts/users';
import { DEFAULT_PAGE_SIZE } from '../../shared/domain/numbers';
import { ROLE_CUSTOMER } from '../../shared/roles';
import type { Database } from '../db/types';
import { contains } from './consultantProfiles';

// The administrators' reads of people: pages of users and customers, and the dashboard's figures
// (docs/requirements.md#users).

type Db = Kysely<Database> | Transaction<Database>;

/** Users with the id of their consultant profile, if any. */
export function managedQuery(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('consultants as c', 'c.user_id', 'u.id')
    .selectAll('u')
    .select('c.id as consultant_id');
}

export type ManagedRow = Awaited<ReturnType<ReturnType<typeof managedQuery>['executeTakeFirstOrThrow']>>;

type UserRef = ExpressionBuilder<
  Database & { u: Database['users']; c: Nullable<Database['consultants']> },
  'u' | 'c'
>;

/** Name and surname joined, else the user name: what a list shows and sorts by. */
const displayName = (eb: UserRef): Expression<string> =>
  sql<string>`coalesce(nullif(trim(${eb.ref('u.name')} || ' ' || ${eb.ref('u.surname')}), ''), ${eb.ref('u.user_name')})`;

/** Case-insensitive on both engines: the names, the name joined, the user name and the e-mail. */
const matches = (eb: UserRef, search: string) =>
  eb.or([
    contains(eb.ref('u.name'), search),
    contains(eb.ref('u.surname'), search),
    contains(sql`${eb.ref('u.name')} || ' ' || ${eb.ref('u.surname')}`, search),
    contains(eb.ref('u.user_name'), search),
    contains(eb.ref('u.email'), search),
  ]);

export interface RowPage<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

type Query = ReturnType<typeof managedQuery>;

async function pageOf(
  base: Query,
  order: (q: Query) => Query,
  p: { page?: number; pageSize?: number },
): Promise<RowPage<ManagedRow>> {
  const page = p.page ?? 1;
  const pageSize = p.pageSize ?? DEFAULT_PAGE_SIZE;
  const counted = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const rows = await order(base)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, total: Number(counted?.n ?? 0), page, pageSize };
}

/**
 * One page of users, searched, filtered and sorted on the server. Newest first unless told; equal
 * keys keep a fixed order by id, so that paging never shows a row twice or skips one.
 */
export async function listManagedUsers(db: Db, query: UserListQuery): Promise<RowPage<ManagedRow>> {
  let base = managedQuery(db);
  const search = query.search?.trim();
  if (search) base = base.where((eb) => matches(eb, search));
  if (query.roleId !== undefined) base = base.where('u.role_id', '=', query.roleId);
  if (query.isActive !== undefined) base = base.where('u.is_active', '=', query.isActive ? 1 : 0);
  const sort = query.sort ?? 'createdAt';
  const dir = query.order ?? (sort === 'createdAt' ? 'desc' : 'asc');
  const byName = (q: Query) => q.orderBy((eb) => sql`lower(${displayName(eb)})`, dir);
  const sorted: Record<typeof sort, (q: Query) => Query> = {
    name: byName,
    email: (q) => q.orderBy('u.email', dir),
    role: (q) => byName(q.orderBy('u.role_id', dir)),
    createdAt: (q) => q.orderBy('u.created_at', dir),
  };
  return pageOf(base, (q) => sorted[sort](q).orderBy('u.id', dir), query);
}

/** One page of customers (role 3) by name, for the project forms. */
export async function listCustomers(db: Db, query: CustomerListQuery): Promise<RowPage<ManagedRow>> {
  let base = managedQuery(db).where('u.role_id', '=', ROLE_CUSTOMER);
  const search = query.search?.trim();
  if (search) base = base.where((eb) => matches(eb, search));
  return pageOf(base, (q) => q.orderBy((eb) => sql`lower(${displayName(eb)})`).orderBy('u.id'), query);
}

/** Every role with how many users hold it, those with none too. */
export async function rolesWithCounts(db: Db): Promise<Array<{ id: number; name: string; count: number }>> {
  const rows = await db
    .selectFrom('roles as r')
    .leftJoin('users as u', 'u.role_id', 'r.id')
    .select((eb) => ['r.id', 'r.name', eb.fn.count<number | string>('u.id').as('n')])
    .groupBy(['r.id', 'r.name'])
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, count: Number(r.n) }));
}

export interface UserCounts {
  total: number;
  active: number;
  unverified: number;
}

export async function userCounts(db: Db): Promise<UserCounts> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string | null>('is_active').as('active'),
      eb.fn
        .sum<number | string | null>(eb.case().when('email_verified', '=', 0).then(1).else(0).end())
        .as('unverified'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    active: Number(row.active ?? 0),
    unverified: Number(row.unverified ?? 0),
  };
}

/** Sign-ups per day (YYYY-MM-DD) from `since` on; days without any are absent. */
export async function signUpsByDay(db: Db, since: string): Promise<Map<string, number>> {
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('users')
    .select((eb) => [day.as('day'), eb.fn.countAll<number | string>().as('n')])
    .where('created_at', '>=', since)
    .groupBy(day)
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}
