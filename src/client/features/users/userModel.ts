import { DEFAULT_PAGE_SIZE } from '@shared/domain/numbers';
import type {
  CustomerDto,
  ManagedUserDto,
  RoleDto,
  UserCreateBody,
  UserListQuery,
  UserUpdateBody,
  USER_SORTS,
  SORT_ORDERS,
} from '@shared/contracts/users';
import { ALL_ROLES, ROLE_NAMES, type RoleId } from '@shared/roles';

export type { RoleDto as Role, UserCreateBody as UserCreate, UserUpdateBody as UserChanges };

/** A user as an administrator sees them (docs/requirements.md#users); the store keeps them by id. */
export type ManagedUser = ManagedUserDto;

export type UserSort = (typeof USER_SORTS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The administrators' list: its query, and the ids and count of the page last loaded. */
export interface UserListState {
  ids: number[];
  total: number;
  page: number;
  pageSize: number;
  search: string;
  /** null: every role. */
  roleId: RoleId | null;
  /** null: active and inactive alike. */
  isActive: boolean | null;
  sort: UserSort;
  order: SortOrder;
}

export const initialUserList: UserListState = {
  ids: [],
  total: 0,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  search: '',
  roleId: null,
  isActive: null,
  sort: 'createdAt',
  order: 'desc',
};

/** The members of one role, a page at a time. */
export interface RoleMembersState {
  roleId: RoleId | null;
  ids: number[];
  total: number;
  page: number;
  pageSize: number;
}

export const initialRoleMembers: RoleMembersState = {
  roleId: null,
  ids: [],
  total: 0,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export interface UserPage {
  data: ManagedUser[];
  total: number;
  page: number;
  pageSize: number;
}

/** The query a list state sends: a blank search and the filters left at "any" are left out. */
export function userListQuery(list: UserListState): UserListQuery {
  const search = list.search.trim();
  return {
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    order: list.order,
    ...(search ? { search } : {}),
    ...(list.roleId != null ? { roleId: list.roleId } : {}),
    ...(list.isActive != null ? { isActive: list.isActive } : {}),
  };
}

/**
 * Only the first page in the default order, unfiltered, is cached (docs/requirements.md#caching,
 * `users`): a write could not tell which of the other queries it made stale.
 */
export function isCachedUserQuery(query: UserListQuery): boolean {
  return (
    query.page === 1 &&
    query.pageSize === DEFAULT_PAGE_SIZE &&
    query.sort === initialUserList.sort &&
    query.order === initialUserList.order &&
    !query.search &&
    query.roleId === undefined &&
    query.isActive === undefined
  );
}

/** A customer as the client keeps it, whatever spelling the answer used. */
export interface Customer {
  id: number;
  label: string;
  name: string;
  surname: string;
  userName: string;
  email: string;
  phoneNumber: string;
  isActive: boolean;
}

export type CustomerAnswer = Partial<CustomerDto>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The customer fallbacks of docs/requirements.md#users: `id` or `value`; `label`, else `fullName`,
 * else name and surname joined; active unless said otherwise. Null when the answer names no id.
 */
export function customerOf(raw: CustomerAnswer): Customer | null {
  const id = Number(raw.id ?? raw.value);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const name = text(raw.name);
  const surname = text(raw.surname);
  const label = text(raw.label) || text(raw.fullName) || [name, surname].filter(Boolean).join(' ');
  return {
    id,
    label,
    name,
    surname,
    userName: text(raw.userName),
    email: text(raw.email),
    phoneNumber: text(raw.phoneNumber),
    isActive: raw.isActive ?? true,
  };
}

export function customersOf(rows: readonly CustomerAnswer[]): Customer[] {
  return rows.map(customerOf).filter((c): c is Customer => c !== null);
}

export interface CustomerPage {
  data: Customer[];
  total: number;
  page: number;
  pageSize: number;
}

/** The name to show: the full name, else the user name. */
export const displayName = (user: Pick<ManagedUser, 'fullName' | 'userName'>) =>
  user.fullName.trim() || user.userName;

/** The update payload that keeps everything of the user but what changes (docs/requirements.md#users). */
export function userChangesOf(user: ManagedUser, changes: Partial<UserUpdateBody> = {}): UserUpdateBody {
  return {
    userName: user.userName,
    email: user.email,
    name: user.name,
    surname: user.surname,
    roleId: user.roleId as RoleId,
    phoneNumber: user.phoneNumber,
    isActive: user.isActive,
    ...changes,
  };
}

/** Role ids are 1 to 4 (docs/requirements.md#roles); the store keeps them in that order. */
export const byRoleId = (a: RoleDto, b: RoleDto) => a.id - b.id;

/** The roles as a select offers them. */
export const ROLE_OPTIONS = ALL_ROLES.map((id) => ({ value: id, label: ROLE_NAMES[id] }));
