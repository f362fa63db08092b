import { createAction } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import {
  actionChannel,
  all,
  call,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
} from 'redux-saga/effects';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { currentTime } from '@client/lib/sagaContext';
import { invalidateCache, CACHE_KEYS, projectKey } from '@client/features/cache';
import { selectRoleId, selectUser } from '@client/features/authentication';
import { CONSULTANT_REQUESTS, consultantsActions } from '@client/features/consultants';
import { hubReconnected, projectChangedArrived, notificationsActions } from '@client/features/notifications';
import { profileActions } from '@client/features/profile';
import { TASK_REQUESTS, tasksActions } from '@client/features/tasks';
import {
  changesOf,
  projectLiveReceived,
  readProjectLiveEvent,
  PROJECT_REQUESTS,
  projectsActions,
} from '@client/features/projects';
import { liveTargets, reloadTargets, targetKey, type ReloadTarget, type Viewer } from './workEvents';

/** Events closer together than this cause one reload per target. */
export const LIVE_RELOAD_WINDOW_MS = 300;

/** Lists and counts a live change made stale (workEvents.ts), for the live saga to re-read. */
export const liveListsStale = createAction<ReloadTarget[]>('projects/liveListsStale');

type Received = ReturnType<typeof notificationsActions.received>;
type Stale = ReturnType<typeof liveListsStale>;

const loaded = (state: RootState, key: string) => selectRequest(state, key).status !== 'idle';

/**
 * One `ProjectChanged` message from the hub: landed in the store at once, with no read. The cached
 * answers it outdates are dropped, so that no later visit lands an older copy over it; the lists it
 * makes stale are named for the live saga.
 */
export function* landProjectEvent(action: ReturnType<typeof projectChangedArrived>): SagaIterator {
  const event = readProjectLiveEvent(action.payload);
  if (!event) return;
  const before: RootState = yield select();
  const stale = liveTargets(before, event);
  yield put(projectLiveReceived(event));
  const lists = changesOf(event, 'project').length > 0 || changesOf(event, 'projectDeleted').length > 0;
  yield call(
    invalidateCache,
    projectKey(event.projectId),
    ...(lists ? [CACHE_KEYS.projects] : []),
    ...(stale.some((t) => t.kind === 'statistics') ? [CACHE_KEYS.projectStats] : []),
  );
  if (stale.length > 0) yield put(liveListsStale(stale));
}

/** After a dropped connection, the open project page catches up with one read. */
export function* catchUpOpenProject(): SagaIterator {
  const state: RootState = yield select();
  const id = state.projects.selectedId;
  if (id != null && loaded(state, PROJECT_REQUESTS.detail(id))) {
    yield put(projectsActions.detailRequested({ id, force: true }));
  }
}

function* targetsOf(action: Received | Stale): SagaIterator<ReloadTarget[]> {
  if (liveListsStale.match(action)) return action.payload;
  const user: { id: number } | null = yield select(selectUser);
  const viewer: Viewer | null = user ? { userId: user.id, roleId: yield select(selectRoleId) } : null;
  return reloadTargets(action.payload, viewer);
}

function cacheKeysOf(target: ReloadTarget): string[] {
  switch (target.kind) {
    case 'projects':
      return [CACHE_KEYS.projects];
    case 'statistics':
      return [CACHE_KEYS.projectStats];
    case 'consultants':
      return [CACHE_KEYS.consultants];
    default:
      return [];
  }
}

/** The re-read of one target, if what it names is loaded (an open page); else nothing. */
function* reload(target: ReloadTarget): SagaIterator {
  const state: RootState = yield select();
  switch (target.kind) {
    case 'projects':
      if (loaded(state, PROJECT_REQUESTS.list)) yield put(projectsActions.listRequested({ force: true }));
      return;
    case 'statistics':
      if (loaded(state, PROJECT_REQUESTS.statistics)) {
        yield put(projectsActions.statisticsRequested({ force: true }));
      }
      return;
    case 'tasks':
      if (loaded(state, TASK_REQUESTS.list)) yield put(tasksActions.listRequested());
      return;
    case 'consultants':
      if (loaded(state, CONSULTANT_REQUESTS.all)) yield put(consultantsActions.allRequested());
      return;
    case 'session':
      // The existing profile re-read merges the new role into the session user; the consultant lookup
      // gives it its consultant id.
      yield put(profileActions.fetchRequested({ force: true }));
      yield put(consultantsActions.myProfileRequested());
      return;
  }
}

/** Invalidates every cache entry the targets name, then re-reads each target once. */
export function* flush(targets: ReloadTarget[]): SagaIterator {
  const unique = [...new Map(targets.map((t) => [targetKey(t), t])).values()];
  yield call(invalidateCache, ...new Set(unique.flatMap(cacheKeysOf)));
  for (const target of unique) yield call(reload, target);
}

/**
 * Re-reads what a live change made stale and no entity could put right: list pages, counts, the
 * consultants' queue and the session (workEvents.ts). A burst is gathered for LIVE_RELOAD_WINDOW_MS
 * from its first event, so that it causes one reload per target.
 */
export function* staleListsSaga(): SagaIterator {
  const channel: Channel<Received | Stale> = yield actionChannel(
    [notificationsActions.received.type, liveListsStale.type],
    buffers.expanding<Received | Stale>(16),
  );
  while (true) {
    const first: Received | Stale = yield take(channel);
    const targets: ReloadTarget[] = yield call(targetsOf, first);
    if (targets.length === 0) continue;
    const start: number = yield call(currentTime);
    while (true) {
      const now: number = yield call(currentTime);
      const left = Math.max(0, start + LIVE_RELOAD_WINDOW_MS - now);
      const { next } = (yield race({ next: take(channel), done: delay(left) })) as {
        next?: Received | Stale;
      };
      if (!next) break;
      targets.push(...((yield call(targetsOf, next)) as ReloadTarget[]));
    }
    yield call(flush, targets);
  }
}

/** The work feature's side of the live hub: the project room landed, lists kept, a reconnect caught up. */
export function* workLiveSaga(): SagaIterator {
  yield all([
    fork(staleListsSaga),
    takeEvery(projectChangedArrived.type, landProjectEvent),
    takeEvery(hubReconnected.type, catchUpOpenProject),
  ]);
}
