import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { ROLE_NAMES } from '@shared/roles';
import { api } from '@client/api';
import { request, type CallSpec, type Outcome } from '@client/lib/request';
import { toast } from '@client/features/toasts/toastEffects';
import { displayName, type ManagedUser, type Role, type UserPage } from './userModel';
import { afterUserWrite } from './userEffects';
import { selectRoleMembersState } from './usersSelectors';
import { USER_REQUESTS as R, usersActions as a } from './usersSlice';

/** How many users a picker offers at once. */
export const PICKER_SIZE = 10;

export function* handleRoles(): SagaIterator {
  yield* request({
    key: R.roles,
    call: [api.roles.list],
    error: MSG.rolesFetchFailed,
    onSuccess: function* (roles: Role[]) {
      yield put(a.rolesReceived(roles));
    },
  });
}

export function* handleMembers(action: ReturnType<typeof a.membersRequested>): SagaIterator {
  const { roleId } = action.payload;
  const members: { pageSize: number } = yield select(selectRoleMembersState);
  const query = { roleId, page: action.payload.page ?? 1, pageSize: members.pageSize, sort: 'name' as const };
  yield* request({
    key: R.members,
    call: [api.users.list, { query }],
    error: MSG.usersFetchFailed,
    onSuccess: function* (page: UserPage) {
      yield put(a.membersReceived({ ...page, roleId }));
    },
  });
}

/** Typing waits for a pause (takeLatest cancels the wait); an empty search offers nobody. */
export function* handlePicker(action: ReturnType<typeof a.pickerRequested>): SagaIterator {
  const search = action.payload.search.trim();
  if (!search) {
    yield put(a.pickerReceived([]));
    return;
  }
  yield delay(SEARCH_DEBOUNCE_MS);
  yield* request({
    key: R.picker,
    call: [api.users.list, { query: { search, page: 1, pageSize: PICKER_SIZE, sort: 'name' } }],
    error: MSG.usersFetchFailed,
    onSuccess: function* (page: UserPage) {
      yield put(a.pickerReceived(page.data));
    },
  });
}

function* roleChange(
  userId: number,
  spec: CallSpec<ManagedUser>,
  error: string,
): SagaIterator<Outcome<ManagedUser>> {
  const outcome: Outcome<ManagedUser> = yield* request({
    key: R.role(userId),
    call: spec,
    error,
    onSuccess: function* (user: ManagedUser) {
      yield put(a.saved(user));
    },
  });
  if (outcome.ok) yield call(afterUserWrite, userId);
  return outcome;
}

export function* handleAssign(action: ReturnType<typeof a.roleAssignRequested>): SagaIterator {
  const { userId, roleId } = action.payload;
  const outcome: Outcome<ManagedUser> = yield* roleChange(
    userId,
    [api.roles.assign, { body: { userId, roleId } }],
    MSG.roleAssignFailed,
  );
  if (outcome.ok) {
    yield toast(`${displayName(outcome.data)} is now ${ROLE_NAMES[roleId]}.`, 'success');
  }
}

export function* handleRemove(action: ReturnType<typeof a.roleRemoveRequested>): SagaIterator {
  const { userId } = action.payload;
  const outcome: Outcome<ManagedUser> = yield* roleChange(
    userId,
    [api.roles.remove, { body: { userId } }],
    MSG.roleRemoveFailed,
  );
  if (outcome.ok) yield toast(`${displayName(outcome.data)} is a customer again.`, 'success');
}

export function* rolesSaga(): SagaIterator {
  yield takeLatest(a.rolesRequested.type, handleRoles);
  yield takeLatest(a.membersRequested.type, handleMembers);
  yield takeLatest(a.pickerRequested.type, handlePicker);
  yield takeEvery(a.roleAssignRequested.type, handleAssign);
  yield takeEvery(a.roleRemoveRequested.type, handleRemove);
}
