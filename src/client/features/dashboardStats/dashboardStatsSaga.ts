import type { SagaIterator } from 'redux-saga';
import { fork } from 'redux-saga/effects';
import type { UserStatistics } from '@shared/contracts/users';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { callOn } from '@client/lib/calls';
import { watchAll } from '@client/lib/lazyWatchers';
import { fixedText } from '@client/lib/request';
import { cachedCall, CACHE_KEYS } from '@client/features/cache';
import { dashboardLiveSaga } from './dashboardLiveSaga';
import { DASHBOARD_STATS_REQUESTS as R, dashboardStatsActions as a } from './dashboardStatsSlice';

/** GET /User/statistics, read through the `dashboardStats` cache entry (docs/requirements.md#caching). */
const readStats = () => api.users.statistics();
export const dashboardStatsCalls = [
  callOn(a.usersRequested, {
    key: R.users,
    call: (p) => [cachedCall<UserStatistics>, CACHE_KEYS.dashboardStats, readStats, { force: p?.force }],
    error: fixedText(MSG.userStatisticsFailed),
    land: (stats) => a.usersReceived(stats),
  }),
];

export function* dashboardStatsSaga(): SagaIterator {
  yield fork(watchAll(dashboardStatsCalls));
  yield fork(dashboardLiveSaga);
}
