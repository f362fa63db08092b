import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, delay, put, race, select, take } from 'redux-saga/effects';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { currentTime } from '@client/lib/sagaContext';
import { invalidateCache, CACHE_KEYS } from '@client/features/cache';
import { notificationsActions } from '@client/features/notifications';
import { LIVE_RELOAD_WINDOW_MS } from '@client/features/work';
import { DASHBOARD_STATS_REQUESTS as R, dashboardStatsActions as a } from './dashboardStatsSlice';

type Received = ReturnType<typeof notificationsActions.received>;

// The families whose events change the overview's figures (docs/requirements.md#notification-families):
// users and roles, projects and tasks. The project statistics are re-read by the work live saga.
const FAMILY_PREFIXES = ['user_', 'role_', 'project_', 'task_'];

/** Whether a live notification makes the overview's figures stale. */
export function changesDashboard(notificationType: string): boolean {
  const type = notificationType.toLowerCase();
  // Quotes are a family of their own; only an approval makes a project.
  if (type.startsWith('project_request_')) return type === 'project_request_approved';
  // An approved consultant application changes the applicant's role.
  return type === 'application_approved' || FAMILY_PREFIXES.some((prefix) => type.startsWith(prefix));
}

const relevant = (action: Received) => changesDashboard(action.payload.type);

/** Drops the cached figures, and re-reads them when they are loaded (an open overview). */
export function* refreshDashboard(): SagaIterator {
  yield call(invalidateCache, CACHE_KEYS.dashboardStats);
  const state: RootState = yield select();
  if (selectRequest(state, R.users).status !== 'idle') yield put(a.usersRequested({ force: true }));
}

/**
 * Live notifications keep the administrators' overview current. A burst is gathered for
 * LIVE_RELOAD_WINDOW_MS from its first relevant event, so that it causes one reload.
 */
export function* dashboardLiveSaga(): SagaIterator {
  const channel: Channel<Received> = yield actionChannel(
    notificationsActions.received.type,
    buffers.expanding<Received>(16),
  );
  while (true) {
    const first: Received = yield take(channel);
    if (!relevant(first)) continue;
    const start: number = yield call(currentTime);
    while (true) {
      const now: number = yield call(currentTime);
      const left = Math.max(0, start + LIVE_RELOAD_WINDOW_MS - now);
      const { next } = (yield race({ next: take(channel), done: delay(left) })) as { next?: Received };
      if (!next) break;
    }
    yield call(refreshDashboard);
  }
}
