import type { SagaIterator } from 'redux-saga';
import { call, debounce, takeEvery } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { readField, notificationsActions } from '@client/features/notifications';
import { invalidateCache, CACHE_KEYS, userProfileKey } from '@client/features/cache';
import { reloadOpenViews } from './userEffects';

/** Events closer together than this cause one reload of each open view. */
export const USERS_LIVE_WINDOW_MS = 300;

type Received = ReturnType<typeof notificationsActions.received>;

/** The `users` and `roles` families (docs/requirements.md#notification-families): user_… and role_…. */
export const isPeopleEvent = (type: string) => {
  const t = type.toLowerCase();
  return t.startsWith('user_') || t.startsWith('role_');
};

const isPeopleNotification = (action: Action): boolean =>
  notificationsActions.received.match(action) && isPeopleEvent(action.payload.type);

const idOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** Each event makes the cached list, the figures and the named user's cached profile stale at once. */
export function* handlePeopleEvent(action: Received): SagaIterator {
  const userId = idOf(readField(action.payload.data, 'userId'));
  yield call(
    invalidateCache,
    CACHE_KEYS.users,
    CACHE_KEYS.dashboardStats,
    ...(userId != null ? [userProfileKey(userId)] : []),
  );
}

/**
 * Live notifications about people re-read the people views that are open (the users list, the roles
 * and their counts, a role's members); a burst causes one reload.
 */
export function* usersLiveSaga(): SagaIterator {
  yield takeEvery(isPeopleNotification, handlePeopleEvent);
  yield debounce(USERS_LIVE_WINDOW_MS, isPeopleNotification, reloadOpenViews);
}
