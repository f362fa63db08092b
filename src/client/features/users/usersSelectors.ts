import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import type { Customer, ManagedUser } from './userModel';
import { customersAdapter, USER_REQUESTS as R, usersAdapter } from './usersSlice';

export const {
  selectAll: selectAllUsers,
  selectById: selectUserById,
  selectIds: selectUserIds,
  selectEntities: selectUserEntities,
} = usersAdapter.getSelectors((state: RootState) => state.users);

export const {
  selectAll: selectAllCustomers,
  selectById: selectCustomerById,
  selectEntities: selectCustomerEntities,
} = customersAdapter.getSelectors((state: RootState) => state.users.customers);

const rowsOf = <T>(ids: readonly number[], entities: Record<number, T | undefined>) =>
  ids.map((id) => entities[id]).filter((row): row is T => row !== undefined);

const pagingOf = ({ page, pageSize, total }: { page: number; pageSize: number; total: number }) => ({
  page,
  pageSize,
  total,
  pageCount: Math.max(1, Math.ceil(total / Math.max(1, pageSize))),
});

/** The list's query and the page last loaded. */
export const selectUserList = (state: RootState) => state.users.list;
/** The ids of the current page, in the server's order. */
export const selectUserPageIds = (state: RootState) => state.users.list.ids;

/** The rows of the current page. */
export const selectUserPage = createSelector([selectUserPageIds, selectUserEntities], (ids, entities) =>
  rowsOf<ManagedUser>(ids, entities),
);

/** Page, page size, total and the number of pages, for a pager. */
export const selectUserPaging = createSelector([selectUserList], pagingOf);

/** True when the list shows a subset (a search or a filter), so that "none" means "none match". */
export const selectUserListFiltered = createSelector(
  [selectUserList],
  (list) => list.search.trim() !== '' || list.roleId !== null || list.isActive !== null,
);

export const selectRoles = (state: RootState) => state.users.roles;

export const selectRoleMembersState = (state: RootState) => state.users.members;
export const selectRoleMembers = createSelector(
  [(state: RootState) => state.users.members.ids, selectUserEntities],
  (ids, entities) => rowsOf<ManagedUser>(ids, entities),
);
export const selectRoleMembersPaging = createSelector([selectRoleMembersState], pagingOf);

/** The customers' page last loaded, in the server's order. */
export const selectCustomerPage = createSelector(
  [(state: RootState) => state.users.customerPage.ids, selectCustomerEntities],
  (ids, entities) => rowsOf<Customer>(ids, entities),
);

/** The users a picker offers. */
export const selectPickerUsers = createSelector(
  [(state: RootState) => state.users.pickerIds, selectUserEntities],
  (ids, entities) => rowsOf<ManagedUser>(ids, entities),
);

// The state of each request the people views follow.
export const selectUsersRequest = (state: RootState) => selectRequest(state, R.list);
export const selectUserDetailRequest = (state: RootState, id: number) => selectRequest(state, R.detail(id));
export const selectUserCreateRequest = (state: RootState) => selectRequest(state, R.create);
export const selectUserUpdateRequest = (state: RootState, id: number) => selectRequest(state, R.update(id));
export const selectUserStatusRequest = (state: RootState, id: number) => selectRequest(state, R.status(id));
export const selectUserRemoveRequest = (state: RootState, id: number) => selectRequest(state, R.remove(id));
export const selectVerificationPinRequest = (state: RootState, id: number) =>
  selectRequest(state, R.verificationPin(id));
export const selectCustomersRequest = (state: RootState) => selectRequest(state, R.customers);
export const selectRolesRequest = (state: RootState) => selectRequest(state, R.roles);
export const selectRoleMembersRequest = (state: RootState) => selectRequest(state, R.members);
export const selectUserRoleRequest = (state: RootState, userId: number) =>
  selectRequest(state, R.role(userId));
export const selectPickerRequest = (state: RootState) => selectRequest(state, R.picker);
