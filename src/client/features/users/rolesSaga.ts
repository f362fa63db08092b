import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select } from 'redux-saga/effects';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { ROLE_NAMES, type RoleId } from '@shared/roles';
import { api } from '@client/api';
import { callOn, callWorker } from '@client/lib/calls';
import { displayName, type ManagedUser, type Role, type RoleMembersState, type UserPage } from './userModel';
import { afterUserWrite } from './userEffects';
import { selectRoleMembersState } from './usersSelectors';
import { USER_REQUESTS as R, usersActions as a } from './usersSlice';

/** How many users a picker offers at once. */
export const PICKER_SIZE = 10;

/** One page of a role's members, as many as the members' view shows. */
function* listMembers(roleId: RoleId, page = 1): SagaIterator<UserPage> {
  const { pageSize }: RoleMembersState = yield select(selectRoleMembersState);
  return (yield call(api.users.list, { query: { roleId, page, pageSize, sort: 'name' } })) as UserPage;
}

/** The roles, their members, and the role changes (each ends in `afterUserWrite`). */
export const roleCalls = [
  callOn(a.rolesRequested, {
    key: R.roles,
    call: () => [api.roles.list],
    error: MSG.rolesFetchFailed,
    land: (roles: Role[]) => a.rolesReceived(roles),
  }),
  callOn(a.membersRequested, {
    key: R.members,
    call: ({ roleId, page }) => [listMembers, roleId, page],
    error: MSG.usersFetchFailed,
    land: (page: UserPage, { roleId }) => a.membersReceived({ ...page, roleId }),
  }),
  callOn(a.roleAssignRequested, {
    take: 'every',
    key: ({ userId }) => R.role(userId),
    call: ({ userId, roleId }) => [api.roles.assign, { body: { userId, roleId } }],
    error: MSG.roleAssignFailed,
    land: (user: ManagedUser) => a.saved(user),
    then: (user, { userId, roleId }) =>
      afterUserWrite(userId, `${displayName(user)} is now ${ROLE_NAMES[roleId]}.`),
  }),
  callOn(a.roleRemoveRequested, {
    take: 'every',
    key: ({ userId }) => R.role(userId),
    call: ({ userId }) => [api.roles.remove, { body: { userId } }],
    error: MSG.roleRemoveFailed,
    land: (user: ManagedUser) => a.saved(user),
    then: (user, { userId }) => afterUserWrite(userId, `${displayName(user)} is a customer again.`),
  }),
];

/** Users whose names match, for picking one. */
const findUsers = callWorker({
  key: R.picker,
  call: ({ search }: ReturnType<typeof a.pickerRequested>['payload']) => [
    api.users.list,
    { query: { search: search.trim(), page: 1, pageSize: PICKER_SIZE, sort: 'name' } },
  ],
  error: MSG.usersFetchFailed,
  land: (page: UserPage) => a.pickerReceived(page.data),
});

/** Typing waits for a pause (takeLatest cancels the wait); an empty search offers nobody. */
export function* handlePicker(action: ReturnType<typeof a.pickerRequested>): SagaIterator {
  if (!action.payload.search.trim()) {
    yield put(a.pickerReceived([]));
    return;
  }
  yield delay(SEARCH_DEBOUNCE_MS);
  yield* findUsers(action);
}
