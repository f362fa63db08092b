import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { FORMAT } from '../domain/formats';
import { RANGE } from '../domain/numbers';
import { PATTERN } from '../domain/patterns';
import { ROLE_ID_RANGE } from '../roles';
import { IdParams, NoContent, OneOf, Page, Text } from './common';
import { defineContract } from './contract';

// The administration of people: users, their roles, customers and the figures of the dashboard
// (docs/requirements.md#users, #roles).

const account = FIELD.account;
const admin = '(administrators)';

const RoleIdSchema = Type.Integer({ minimum: ROLE_ID_RANGE.min, maximum: ROLE_ID_RANGE.max });

/** A user as an administrator sees them. */
export const ManagedUserDto = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  email: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  /** Name and surname joined, or the user name when both are empty. */
  fullName: Type.String(),
  phoneNumber: Type.String(),
  photo: Type.String(),
  roleId: RoleIdSchema,
  roles: Type.Array(Type.String()),
  isActive: Type.Boolean(),
  emailVerified: Type.Boolean(),
  /** The address waiting for its PIN, when the user is changing theirs. */
  pendingEmail: Type.Union([Type.String(), Type.Null()]),
  /** Their consultant profile, when they have one. */
  consultantId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ManagedUserDto = Static<typeof ManagedUserDto>;

export const USER_SORTS = ['name', 'email', 'role', 'createdAt'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** One page of users: searched in names, user name and e-mail; filtered and sorted on the server. */
export const UserListQuery = Type.Object({
  search: Type.Optional(Text(FIELD.users.search)),
  roleId: Type.Optional(RoleIdSchema),
  isActive: Type.Optional(Type.Boolean()),
  sort: Type.Optional(OneOf(USER_SORTS)),
  order: Type.Optional(OneOf(SORT_ORDERS)),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: RANGE.pageSize.min, maximum: RANGE.pageSize.max })),
});
export type UserListQuery = Static<typeof UserListQuery>;

const UserName = Text(account.userName, { pattern: PATTERN.userName });
const Email = Text(account.email, { format: FORMAT.email });

/**
 * A new user with a role. Without `password` the user is sent an invitation: a password-reset code
 * they use on the "Forgot password" page to choose their own.
 */
export const UserCreateBody = Type.Object({
  userName: UserName,
  email: Email,
  password: Type.Optional(Text(account.password, { pattern: PATTERN.notBlank })),
  name: Text(account.name),
  surname: Text(account.surname),
  phoneNumber: Type.Optional(Text(account.phoneNumber)),
  roleId: RoleIdSchema,
});
export type UserCreateBody = Static<typeof UserCreateBody>;

/** The spec's update payload, plus the account's state. */
export const UserUpdateBody = Type.Object({
  userName: UserName,
  email: Email,
  name: Text(account.name),
  surname: Text(account.surname),
  roleId: RoleIdSchema,
  phoneNumber: Type.Optional(Text(account.phoneNumber)),
  isActive: Type.Optional(Type.Boolean()),
});
export type UserUpdateBody = Static<typeof UserUpdateBody>;

/** The figures of the administrators' dashboard. */
export const UserStatistics = Type.Object({
  total: Type.Integer(),
  active: Type.Integer(),
  inactive: Type.Integer(),
  unverified: Type.Integer(),
  /** Every role, with those who have none too. */
  byRole: Type.Array(Type.Object({ roleId: RoleIdSchema, roleName: Type.String(), count: Type.Integer() })),
  /** Sign-ups of the last 30 days, one entry per day (YYYY-MM-DD), oldest first. */
  byDay: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
  newLast30Days: Type.Integer(),
});
export type UserStatistics = Static<typeof UserStatistics>;

/** A customer, as the project forms pick one (the spec's customer fields). */
export const CustomerDto = Type.Object({
  id: Type.Integer(),
  value: Type.Integer(),
  label: Type.String(),
  fullName: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  userName: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  isActive: Type.Boolean(),
});
export type CustomerDto = Static<typeof CustomerDto>;

export const CustomerListQuery = Type.Object({
  search: Type.Optional(Text(FIELD.users.search)),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: RANGE.pageSize.min, maximum: RANGE.pageSize.max })),
});
export type CustomerListQuery = Static<typeof CustomerListQuery>;

const userList = {
  query: UserListQuery,
  response: { 200: Page(ManagedUserDto) },
} as const;

export const usersContract = defineContract('users', API.users, {
  manageList: { summary: `Users, one page at a time ${admin}`, ...userList },
  create: {
    summary: `Create a user with a role, with a password or an e-mailed invitation ${admin}`,
    body: UserCreateBody,
    response: { 201: ManagedUserDto },
  },
  update: {
    summary: `Change a user's details, role or state ${admin}`,
    params: IdParams,
    body: UserUpdateBody,
    response: { 200: ManagedUserDto },
  },
  remove: {
    summary: `Delete a user; the firm's records keep them as 'Unknown User' ${admin}`,
    params: IdParams,
    response: { 204: NoContent },
  },
  statistics: { summary: `Figures about the users ${admin}`, response: { 200: UserStatistics } },
  list: { summary: `Users, one page at a time ${admin}`, ...userList },
  get: { summary: `One user ${admin}`, params: IdParams, response: { 200: ManagedUserDto } },
  customers: {
    summary: 'Customers, one page at a time (administrators and consultants)',
    query: CustomerListQuery,
    response: { 200: Page(CustomerDto) },
  },
});

export const RoleDto = Type.Object({
  id: RoleIdSchema,
  name: Type.String(),
  memberCount: Type.Integer(),
});
export type RoleDto = Static<typeof RoleDto>;

export const RoleAssignBody = Type.Object({ userId: Type.Integer({ minimum: 1 }), roleId: RoleIdSchema });
export type RoleAssignBody = Static<typeof RoleAssignBody>;
export const RoleRemoveBody = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
export type RoleRemoveBody = Static<typeof RoleRemoveBody>;

export const rolesContract = defineContract('roles', API.roles, {
  list: { summary: `The roles with their member counts ${admin}`, response: { 200: Type.Array(RoleDto) } },
  assign: {
    summary: `Give a user a role ${admin}`,
    body: RoleAssignBody,
    response: { 200: ManagedUserDto },
  },
  remove: {
    summary: `Take a user's role away: they become a customer again ${admin}`,
    body: RoleRemoveBody,
    response: { 200: ManagedUserDto },
  },
});
