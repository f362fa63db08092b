import type { SagaIterator } from 'redux-saga';
import { fork, put, takeLatest } from 'redux-saga/effects';
import type { UserStatistics } from '@shared/contracts/users';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { fixedText, request } from '@client/lib/request';
import { cachedCall } from '@client/features/cache/cacheEffects';
import { CACHE_KEYS } from '@client/features/cache/cacheModel';
import { dashboardLiveSaga } from './dashboardLiveSaga';
import { DASHBOARD_STATS_REQUESTS as R, dashboardStatsActions as a } from './dashboardStatsSlice';

export const fetchUserStatistics = (): Promise<UserStatistics> => api.users.statistics();

/** GET /User/statistics through the `dashboardStats` cache entry (docs/requirements.md#caching). */
export function* handleUsers(action: ReturnType<typeof a.usersRequested>): SagaIterator {
  yield* request({
    key: R.users,
    call: [cachedCall, CACHE_KEYS.dashboardStats, fetchUserStatistics, { force: action.payload?.force }],
    error: fixedText(MSG.userStatisticsFailed),
    onSuccess: function* (stats: UserStatistics) {
      yield put(a.usersReceived(stats));
    },
  });
}

export function* dashboardStatsSaga(): SagaIterator {
  yield takeLatest(a.usersRequested.type, handleUsers);
  yield fork(dashboardLiveSaga);
}
