import { createAction } from '@reduxjs/toolkit';
import type { RoleId } from '@shared/roles';
import type { UserChanges, UserCreate } from './userModel';

type Force = { force?: boolean };

/** What the views ask of users, customers and roles; the users sagas answer each (one line per action). */
export const usersRequested = {
  /** The administrators' list with the query in the slice; `force` skips the cache. */
  listRequested: createAction<Force | undefined>('users/listRequested'),
  /** One user (cached as `userProfile:{id}`). */
  detailRequested: createAction<{ id: number } & Force>('users/detailRequested'),
  /** A new user: with a password, or (without one) an e-mailed invitation. */
  createRequested: createAction<UserCreate>('users/createRequested'),
  updateRequested: createAction<{ id: number; changes: UserChanges }>('users/updateRequested'),
  /** Activate or deactivate: the update payload with the user's other fields as they are. */
  statusRequested: createAction<{ id: number; isActive: boolean }>('users/statusRequested'),
  removeRequested: createAction<{ id: number }>('users/removeRequested'),
  /** Mails a user whose address is not verified yet a new verification PIN. */
  verificationPinRequested: createAction<{ id: number }>('users/verificationPinRequested'),
  /** Customers, one page (the project forms pick one); a search waits for a pause in typing. */
  customersRequested: createAction<{ search?: string; page?: number } | undefined>(
    'users/customersRequested',
  ),
  /** The roles with their member counts. */
  rolesRequested: createAction('users/rolesRequested'),
  /** One role's members, a page at a time (GET /User?roleId=…). */
  membersRequested: createAction<{ roleId: RoleId; page?: number }>('users/membersRequested'),
  roleAssignRequested: createAction<{ userId: number; roleId: RoleId }>('users/roleAssignRequested'),
  /** Takes the user's role away: they are a customer again. */
  roleRemoveRequested: createAction<{ userId: number }>('users/roleRemoveRequested'),
  /** Users whose names match, for picking one (the role assignment). */
  pickerRequested: createAction<{ search: string }>('users/pickerRequested'),
};

/** Request keys (lib/requests): the views read each request's state under these. */
export const USER_REQUESTS = {
  list: 'users/list',
  detail: (id: number) => `users/detail:${id}`,
  create: 'users/create',
  /** Field edits of one user. */
  update: (id: number) => `users/update:${id}`,
  status: (id: number) => `users/status:${id}`,
  remove: (id: number) => `users/remove:${id}`,
  verificationPin: (id: number) => `users/verificationPin:${id}`,
  customers: 'users/customers',
  roles: 'users/roles',
  members: 'users/members',
  /** Assigning or removing one user's role. */
  role: (userId: number) => `users/role:${userId}`,
  picker: 'users/picker',
} as const;
