import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { request, type Outcome } from '@client/lib/request';
import { cachedCall } from '@client/features/cache/cacheEffects';
import { CACHE_KEYS, userProfileKey } from '@client/features/cache/cacheModel';
import { toast } from '@client/features/toasts/toastEffects';
import {
  customersOf,
  isCachedUserQuery,
  type CustomerAnswer,
  userChangesOf,
  userListQuery,
  type ManagedUser,
  type UserListState,
  type UserPage,
} from './userModel';
import { rolesSaga } from './rolesSaga';
import { afterUserWrite, writeError } from './userEffects';
import { selectUserById, selectUserList } from './usersSelectors';
import { USER_REQUESTS as R, usersActions as a } from './usersSlice';

const listUsers = (query: ReturnType<typeof userListQuery>) => api.users.manageList({ query });

export function* handleList(action: ReturnType<typeof a.listRequested>): SagaIterator {
  const list: UserListState = yield select(selectUserList);
  const query = userListQuery(list);
  yield* request({
    key: R.list,
    call: isCachedUserQuery(query)
      ? [cachedCall, CACHE_KEYS.users, () => listUsers(query), { force: action.payload?.force }]
      : [listUsers, query],
    error: MSG.usersFetchFailed,
    onSuccess: function* (page: UserPage) {
      yield put(a.listReceived(page));
    },
  });
}

/** A filter, the order or the page reloads at once; typing waits for a pause (takeLatest cancels it). */
export function* handleQueryChange(action: { type: string }): SagaIterator {
  if (a.searchChanged.match(action)) yield delay(SEARCH_DEBOUNCE_MS);
  yield put(a.listRequested());
}

export function* handleDetail(action: ReturnType<typeof a.detailRequested>): SagaIterator {
  const { id, force } = action.payload;
  yield* request({
    key: R.detail(id),
    call: [cachedCall, userProfileKey(id), () => api.users.get({ params: { id } }), { force }],
    error: MSG.userFetchFailed,
    onSuccess: function* (user: ManagedUser) {
      yield put(a.saved(user));
    },
  });
}

export function* handleCreate(action: ReturnType<typeof a.createRequested>): SagaIterator {
  const invited = !action.payload.password;
  const outcome: Outcome<ManagedUser> = yield* request({
    key: R.create,
    call: [api.users.create, { body: action.payload }],
    error: writeError(MSG.userCreateFailed),
    onSuccess: function* (user: ManagedUser) {
      yield put(a.saved(user));
    },
  });
  if (!outcome.ok) return;
  // Where the new user falls in a searched, sorted page only the server knows.
  yield call(afterUserWrite, outcome.data.id);
  yield toast(
    invited ? `User created. An invitation was sent to ${outcome.data.email}.` : 'User created.',
    'success',
  );
}

export function* handleUpdate(action: ReturnType<typeof a.updateRequested>): SagaIterator {
  const { id, changes } = action.payload;
  const outcome: Outcome<ManagedUser> = yield* request({
    key: R.update(id),
    call: [api.users.update, { params: { id }, body: changes }],
    error: writeError(MSG.userUpdateFailed),
    onSuccess: function* (user: ManagedUser) {
      yield put(a.saved(user));
    },
  });
  if (!outcome.ok) return;
  // A filtered or sorted page may no longer hold them where it did.
  yield call(afterUserWrite, id);
  yield toast('User updated.', 'success');
}

export function* handleStatus(action: ReturnType<typeof a.statusRequested>): SagaIterator {
  const { id, isActive } = action.payload;
  const user: ManagedUser | undefined = yield select(selectUserById, id);
  if (!user) return;
  const outcome: Outcome<ManagedUser> = yield* request({
    key: R.status(id),
    call: [api.users.update, { params: { id }, body: userChangesOf(user, { isActive }) }],
    error: writeError(MSG.userUpdateFailed),
    onSuccess: function* (saved: ManagedUser) {
      yield put(a.saved(saved));
    },
  });
  if (outcome.ok) yield call(afterUserWrite, id);
}

export function* handleRemove(action: ReturnType<typeof a.removeRequested>): SagaIterator {
  const { id } = action.payload;
  const outcome: Outcome<unknown> = yield* request({
    key: R.remove(id),
    call: [api.users.remove, { params: { id } }],
    error: MSG.userDeleteFailed,
    onSuccess: function* () {
      yield put(a.removed(id));
    },
  });
  // The page lost a row; the next one's first row moves up.
  if (outcome.ok) {
    yield call(afterUserWrite, id);
    yield toast('User deleted.', 'success');
  }
}

/**
 * A new verification PIN for a user who has not verified their address (docs/requirements.md#users):
 * the call of the verify page's resend, made for them; its failure shows the text of
 * docs/requirements.md#errors-content.
 */
export function* handleVerificationPin(action: ReturnType<typeof a.verificationPinRequested>): SagaIterator {
  const { id } = action.payload;
  const user: ManagedUser | undefined = yield select(selectUserById, id);
  if (!user) return;
  const outcome: Outcome<unknown> = yield* request({
    key: R.verificationPin(id),
    call: [api.account.resendPin, { body: { email: user.email } }],
    error: MSG.verificationPinResendFailed,
  });
  if (outcome.ok) yield toast(`A new verification code was sent to ${user.email}.`, 'success');
}

/** A search waits for a pause in typing (takeLatest cancels the wait); the unsearched page loads at once. */
export function* handleCustomers(action: ReturnType<typeof a.customersRequested>): SagaIterator {
  const search = action.payload?.search?.trim() ?? '';
  if (search) yield delay(SEARCH_DEBOUNCE_MS);
  const query = { page: action.payload?.page ?? 1, ...(search ? { search } : {}) };
  yield* request({
    key: R.customers,
    call: [api.users.customers, { query }],
    error: MSG.customersFetchFailed,
    onSuccess: function* (page: { data: CustomerAnswer[]; total: number; page: number; pageSize: number }) {
      yield put(a.customersReceived({ ...page, data: customersOf(page.data) }));
    },
  });
}

export function* usersSaga(): SagaIterator {
  yield takeLatest(a.listRequested.type, handleList);
  yield takeLatest(
    [a.searchChanged.type, a.listQueryChanged.type, a.sortChanged.type, a.pageChanged.type],
    handleQueryChange,
  );
  yield takeEvery(a.detailRequested.type, handleDetail);
  // A double click must not create the user twice.
  yield takeLeading(a.createRequested.type, handleCreate);
  yield takeEvery(a.updateRequested.type, handleUpdate);
  yield takeEvery(a.statusRequested.type, handleStatus);
  yield takeEvery(a.removeRequested.type, handleRemove);
  yield takeEvery(a.verificationPinRequested.type, handleVerificationPin);
  yield takeLatest(a.customersRequested.type, handleCustomers);
  yield fork(rolesSaga);
}
