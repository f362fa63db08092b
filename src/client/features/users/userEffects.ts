import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { errorText } from '@client/api/client';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { invalidateCache, CACHE_KEYS, userProfileKey } from '@client/features/cache';
import { selectUser } from '@client/features/authentication';
import { successToast } from '@client/features/toasts';
import { USER_REQUESTS as R, usersActions as a } from './usersSlice';

/** A create or update error about permission is worded the one way (docs/requirements.md#errors-global). */
export const writeError = (fallback: string) => (e: unknown) => {
  const text = errorText(e, fallback);
  return /permission/i.test(text) ? MSG.permissionDenied : text;
};

const loaded = (state: RootState, key: string) => selectRequest(state, key).status !== 'idle';

/** The people views that are open (loaded once) are read again: the list, the roles, a role's members. */
export function* reloadOpenViews(): SagaIterator {
  const state: RootState = yield select();
  if (loaded(state, R.list)) yield put(a.listRequested({ force: true }));
  if (loaded(state, R.roles)) yield put(a.rolesRequested());
  const { roleId, page } = state.users.members;
  if (roleId !== null && loaded(state, R.members)) yield put(a.membersRequested({ roleId, page }));
}

/**
 * A user changed (docs/requirements.md#caching): the cached list, their cached profile, the dashboard's
 * figures and, when it is the signed-in administrator, their own profile are stale; where the user now
 * falls in a searched, sorted page and how many each role has only the server knows. Then the
 * confirmation, if the write has one.
 */
export function* afterUserWrite(userId: number, confirmation?: string): SagaIterator {
  const me: { id: number } | null = yield select(selectUser);
  yield call(
    invalidateCache,
    CACHE_KEYS.users,
    CACHE_KEYS.dashboardStats,
    userProfileKey(userId),
    ...(me?.id === userId ? [CACHE_KEYS.userProfile] : []),
  );
  yield call(reloadOpenViews);
  if (confirmation) yield put(successToast(confirmation));
}
