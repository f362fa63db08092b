import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, takeLatest } from 'redux-saga/effects';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { callOn, callWorker } from '@client/lib/calls';
import type { RootState } from '@client/lib/hooks';
import { watchAll } from '@client/lib/lazyWatchers';
import { cachedCall, CACHE_KEYS, userProfileKey } from '@client/features/cache';
import { successToast } from '@client/features/toasts';
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
import { handlePicker, roleCalls } from './rolesSaga';
import { afterUserWrite, writeError } from './userEffects';
import { selectUserById, selectUserList } from './usersSelectors';
import { USER_REQUESTS as R, usersActions as a } from './usersSlice';

const listUsers = (query: ReturnType<typeof userListQuery>) => api.users.manageList({ query });

/** The page of the list's query: the default first page through the `users` cache, any other afresh. */
function* loadList(force?: boolean): SagaIterator<UserPage> {
  const query = userListQuery((yield select(selectUserList)) as UserListState);
  return (yield isCachedUserQuery(query)
    ? call(cachedCall, CACHE_KEYS.users, () => listUsers(query), { force })
    : call(listUsers, query)) as UserPage;
}

/** Activate or deactivate: the update payload with the user's other fields as they are. */
function* saveStatus(id: number, isActive: boolean): SagaIterator<ManagedUser> {
  const user: ManagedUser = yield select(selectUserById, id);
  return (yield call(api.users.update, {
    params: { id },
    body: userChangesOf(user, { isActive }),
  })) as ManagedUser;
}

/**
 * A new verification PIN for a user who has not verified their address (docs/requirements.md#users):
 * the call of the verify page's resend, made for them. Answers with the address it went to.
 */
function* resendPin(id: number): SagaIterator<string> {
  const { email }: ManagedUser = yield select(selectUserById, id);
  yield call(api.account.resendPin, { body: { email } });
  return email;
}

const unknownUser = (state: RootState, { id }: { id: number }) => !selectUserById(state, id);

/** The administrators' calls on users; each write ends in `afterUserWrite` (stale caches, open views). */
export const userCalls = [
  callOn(a.listRequested, {
    key: R.list,
    call: (p) => [loadList, p?.force],
    error: MSG.usersFetchFailed,
    land: (page: UserPage) => a.listReceived(page),
  }),
  callOn(a.detailRequested, {
    take: 'every',
    key: ({ id }) => R.detail(id),
    call: ({ id, force }) => {
      const params = { id };
      return [cachedCall<ManagedUser>, userProfileKey(id), () => api.users.get({ params }), { force }];
    },
    error: MSG.userFetchFailed,
    land: (user) => a.saved(user),
  }),
  // A double click must not create the user twice. Where the new user falls in a searched, sorted
  // page only the server knows.
  callOn(a.createRequested, {
    take: 'leading',
    key: R.create,
    call: (body) => [api.users.create, { body }],
    error: writeError(MSG.userCreateFailed),
    land: (user: ManagedUser) => a.saved(user),
    then: (user, { password }) =>
      afterUserWrite(
        user.id,
        password ? 'User created.' : `User created. An invitation was sent to ${user.email}.`,
      ),
  }),
  callOn(a.updateRequested, {
    take: 'every',
    key: ({ id }) => R.update(id),
    call: ({ id, changes }) => [api.users.update, { params: { id }, body: changes }],
    error: writeError(MSG.userUpdateFailed),
    land: (user: ManagedUser) => a.saved(user),
    then: (_, { id }) => afterUserWrite(id, 'User updated.'),
  }),
  callOn(a.statusRequested, {
    take: 'every',
    skip: unknownUser,
    key: ({ id }) => R.status(id),
    call: ({ id, isActive }) => [saveStatus, id, isActive],
    error: writeError(MSG.userUpdateFailed),
    land: (user: ManagedUser) => a.saved(user),
    then: (_, { id }) => afterUserWrite(id),
  }),
  // The page lost a row; the next one's first row moves up.
  callOn(a.removeRequested, {
    take: 'every',
    key: ({ id }) => R.remove(id),
    call: ({ id }) => [api.users.remove, { params: { id } }],
    error: MSG.userDeleteFailed,
    land: (_, { id }) => a.removed(id),
    then: (_, { id }) => afterUserWrite(id, 'User deleted.'),
  }),
  // Its failure shows the text of docs/requirements.md#errors-content.
  callOn(a.verificationPinRequested, {
    take: 'every',
    skip: unknownUser,
    key: ({ id }) => R.verificationPin(id),
    call: ({ id }) => [resendPin, id],
    error: MSG.verificationPinResendFailed,
    land: (email: string) => successToast(`A new verification code was sent to ${email}.`),
  }),
];

/** Customers, one page (the project forms pick one). */
const loadCustomers = callWorker({
  key: R.customers,
  call: (p: ReturnType<typeof a.customersRequested>['payload']) => {
    const search = p?.search?.trim() ?? '';
    return [api.users.customers, { query: { page: p?.page ?? 1, ...(search ? { search } : {}) } }];
  },
  error: MSG.customersFetchFailed,
  land: (page: { data: CustomerAnswer[]; total: number; page: number; pageSize: number }) =>
    a.customersReceived({ ...page, data: customersOf(page.data) }),
});

/** A search waits for a pause in typing (takeLatest cancels the wait); the unsearched page loads at once. */
export function* handleCustomers(action: ReturnType<typeof a.customersRequested>): SagaIterator {
  if (action.payload?.search?.trim()) yield delay(SEARCH_DEBOUNCE_MS);
  yield* loadCustomers(action);
}

/** A filter, the order or the page reloads at once; typing waits for a pause (takeLatest cancels it). */
function* handleQueryChange(action: { type: string }): SagaIterator {
  if (a.searchChanged.match(action)) yield delay(SEARCH_DEBOUNCE_MS);
  yield put(a.listRequested());
}

export function* usersSaga(): SagaIterator {
  yield fork(watchAll([...userCalls, ...roleCalls]));
  yield takeLatest(
    [a.searchChanged.type, a.listQueryChanged.type, a.sortChanged.type, a.pageChanged.type],
    handleQueryChange,
  );
  yield takeLatest(a.customersRequested.type, handleCustomers);
  yield takeLatest(a.pickerRequested.type, handlePicker);
}
