// The public surface of features/users: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { adminFeature } from './adminFeature';
export { CustomerPicker } from './CustomerPicker';
export type { CustomerChoice } from './CustomerPicker';
export { ROLE_OPTIONS, displayName } from './userModel';
export type { ManagedUser, SortOrder, UserChanges, UserCreate, UserSort } from './userModel';
export {
  selectPickerRequest,
  selectPickerUsers,
  selectRoleMembers,
  selectRoleMembersPaging,
  selectRoleMembersRequest,
  selectRoles,
  selectRolesRequest,
  selectUserCreateRequest,
  selectUserList,
  selectUserListFiltered,
  selectUserPage,
  selectUserPaging,
  selectUserRemoveRequest,
  selectUserRoleRequest,
  selectUserStatusRequest,
  selectUserUpdateRequest,
  selectUsersRequest,
  selectVerificationPinRequest,
} from './usersSelectors';
export { USER_REQUESTS, usersActions } from './usersSlice';
