import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, delay, put, race, select, take } from 'redux-saga/effects';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { currentTime } from '@client/lib/sagaContext';
import { invalidateCache } from '@client/features/cache/cacheEffects';
import { CACHE_KEYS, projectKey } from '@client/features/cache/cacheModel';
import { selectRoleId, selectUser } from '@client/features/authentication/sessionSelectors';
import { CONSULTANT_REQUESTS, consultantsActions } from '@client/features/consultants/consultantsSlice';
import { notificationsActions } from '@client/features/notifications/notificationsSlice';
import { profileActions } from '@client/features/profile/profileSlice';
import { TASK_REQUESTS, tasksActions } from '@client/features/tasks/tasksSlice';
import { PROJECT_APPLICATION_REQUESTS, projectApplicationsActions } from './projectApplicationsSlice';
import { PROJECT_REQUESTS, projectsActions } from './projectsSlice';
import { reloadTargets, targetKey, type ReloadTarget, type Viewer } from './workEvents';

/** Events closer together than this cause one reload per target. */
export const LIVE_RELOAD_WINDOW_MS = 300;

type Received = ReturnType<typeof notificationsActions.received>;

const loaded = (state: RootState, key: string) => selectRequest(state, key).status !== 'idle';

function* targetsOf(action: Received): SagaIterator<ReloadTarget[]> {
  const user: { id: number } | null = yield select(selectUser);
  const viewer: Viewer | null = user ? { userId: user.id, roleId: yield select(selectRoleId) } : null;
  return reloadTargets(action.payload, viewer);
}

function cacheKeysOf(target: ReloadTarget): string[] {
  switch (target.kind) {
    case 'project':
    case 'projectRemoved':
    case 'projectTasks':
      return [projectKey(target.id), CACHE_KEYS.projects, CACHE_KEYS.projectStats];
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
    case 'project':
      if (loaded(state, PROJECT_REQUESTS.detail(target.id))) {
        yield put(projectsActions.detailRequested({ id: target.id, force: true }));
      }
      return;
    case 'projectRemoved':
      // Read again it would answer 404: it is gone.
      if (state.projects.entities[target.id]) yield put(projectsActions.removed(target.id));
      return;
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
    case 'projectTasks':
      if (loaded(state, TASK_REQUESTS.ofProject(target.id))) {
        yield put(tasksActions.projectTasksRequested({ projectId: target.id }));
      }
      return;
    case 'applications':
      if (loaded(state, PROJECT_APPLICATION_REQUESTS.list(target.projectId))) {
        yield put(projectApplicationsActions.listRequested({ projectId: target.projectId }));
      }
      return;
    case 'consultants':
      if (loaded(state, CONSULTANT_REQUESTS.all)) yield put(consultantsActions.allRequested());
      return;
    case 'session':
      // The existing profile re-read merges the new role into the session user; the consultant lookup
      // gives it its consultant id.
      yield put(profileActions.fetchRequested());
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
 * Live notifications about the firm's work re-read what the user has open (the project page, the
 * lists, the queues). A burst is gathered for LIVE_RELOAD_WINDOW_MS from its first event, so several
 * events about one project cause one reload of it.
 */
export function* workLiveSaga(): SagaIterator {
  const channel: Channel<Received> = yield actionChannel(
    notificationsActions.received.type,
    buffers.expanding<Received>(16),
  );
  while (true) {
    const first: Received = yield take(channel);
    const targets: ReloadTarget[] = yield call(targetsOf, first);
    if (targets.length === 0) continue;
    const start: number = yield call(currentTime);
    while (true) {
      const now: number = yield call(currentTime);
      const left = Math.max(0, start + LIVE_RELOAD_WINDOW_MS - now);
      const { next } = (yield race({ next: take(channel), done: delay(left) })) as { next?: Received };
      if (!next) break;
      targets.push(...((yield call(targetsOf, next)) as ReloadTarget[]));
    }
    yield call(flush, targets);
  }
}
