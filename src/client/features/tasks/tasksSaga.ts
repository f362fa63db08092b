import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { request, type Outcome } from '@client/lib/request';
import { selectRequest } from '@client/lib/requests';
import { currentTime } from '@client/lib/sagaContext';
import type { RootState } from '@client/lib/hooks';
import { invalidateCache } from '@client/features/cache/cacheEffects';
import { CACHE_KEYS, projectKey } from '@client/features/cache/cacheModel';
import {
  taskCreateBody,
  taskListQuery,
  taskUpdateBody,
  type Task,
  type TaskListState,
  type TaskPage,
} from './taskModel';
import { selectTaskById, selectTaskList } from './tasksSelectors';
import { TASK_REQUESTS as R, tasksActions as a } from './tasksSlice';

const listTasks = (query: ReturnType<typeof taskListQuery>) => api.tasks.list({ query });

export function* handleList(): SagaIterator {
  const list: TaskListState = yield select(selectTaskList);
  yield* request({
    key: R.list,
    call: [listTasks, taskListQuery(list)],
    error: MSG.tasksFetchFailed,
    onSuccess: function* (page: TaskPage) {
      yield put(a.listReceived(page));
    },
  });
}

/** A filter or page reloads at once; typing in the search waits for a pause (takeLatest cancels the wait). */
export function* handleQueryChange(
  action: ReturnType<typeof a.filtersChanged> | ReturnType<typeof a.pageChanged>,
): SagaIterator {
  if (a.filtersChanged.match(action) && 'search' in action.payload) yield delay(SEARCH_DEBOUNCE_MS);
  yield put(a.listRequested());
}

export function* handleProjectTasks(action: ReturnType<typeof a.projectTasksRequested>): SagaIterator {
  const { projectId } = action.payload;
  yield* request({
    key: R.ofProject(projectId),
    call: [api.tasks.ofProject, { params: { id: projectId } }],
    error: MSG.tasksFetchFailed,
    onSuccess: function* (tasks: Task[]) {
      yield put(a.projectTasksReceived({ projectId, tasks }));
    },
  });
}

const isLoaded = (state: RootState, key: string) => selectRequest(state, key).status !== 'idle';

/**
 * A task changed: the project's cached detail, the list's open-task counts and the statistics are
 * stale. The history entry the server wrote comes with the write's live event (projects/projectLive.ts).
 */
export function* afterTaskWrite(projectId: number): SagaIterator {
  yield call(invalidateCache, projectKey(projectId), CACHE_KEYS.projects, CACHE_KEYS.projectStats);
}

export function* handleCreate(action: ReturnType<typeof a.createRequested>): SagaIterator {
  const { projectId, input } = action.payload;
  const outcome: Outcome<Task> = yield* request({
    key: R.create(projectId),
    call: [api.tasks.create, { params: { id: projectId }, body: taskCreateBody(input) }],
    error: MSG.taskCreateFailed,
    onSuccess: function* (task: Task) {
      yield put(a.saved(task));
      yield call(afterTaskWrite, projectId);
    },
  });
  // Where the new task falls in a filtered, paged list only the server knows.
  if (outcome.ok && (yield select(isLoaded, R.list))) yield put(a.listRequested());
}

export function* handleUpdate(action: ReturnType<typeof a.updateRequested>): SagaIterator {
  const { id, changes } = action.payload;
  yield* request({
    key: R.update(id),
    call: [api.tasks.update, { params: { id }, body: taskUpdateBody(changes) }],
    error: MSG.taskUpdateFailed,
    onSuccess: function* (task: Task) {
      yield put(a.saved(task));
      yield call(afterTaskWrite, task.projectId);
    },
  });
}

/** The flip shows at once; a refusal puts the task back as it was (docs/requirements.md#tasks). */
export function* handleComplete(action: ReturnType<typeof a.completeRequested>): SagaIterator {
  const { id, isComplete } = action.payload;
  const before: Task | undefined = yield select(selectTaskById, id);
  const now: number = yield call(currentTime);
  yield put(a.completionToggled({ id, isComplete, at: new Date(now).toISOString() }));
  const outcome: Outcome<Task> = yield* request({
    key: R.complete(id),
    call: [api.tasks.complete, { params: { id }, body: { isComplete } }],
    error: MSG.taskCompleteFailed,
    onSuccess: function* (task: Task) {
      yield put(a.saved(task));
      yield call(afterTaskWrite, task.projectId);
    },
  });
  if (!outcome.ok && before) {
    yield put(a.completionReverted({ id, isComplete: before.isComplete, completedAt: before.completedAt }));
  }
}

export function* handleRemove(action: ReturnType<typeof a.removeRequested>): SagaIterator {
  const { id } = action.payload;
  const task: Task | undefined = yield select(selectTaskById, id);
  yield* request({
    key: R.remove(id),
    call: [api.tasks.remove, { params: { id } }],
    error: MSG.taskDeleteFailed,
    onSuccess: function* () {
      yield put(a.removed(id));
      if (task) yield call(afterTaskWrite, task.projectId);
      else yield call(invalidateCache, CACHE_KEYS.projects, CACHE_KEYS.projectStats);
    },
  });
}

export function* tasksSaga(): SagaIterator {
  yield takeLatest(a.listRequested.type, handleList);
  yield takeLatest([a.filtersChanged.type, a.pageChanged.type], handleQueryChange);
  yield takeEvery(a.projectTasksRequested.type, handleProjectTasks);
  yield takeEvery(a.createRequested.type, handleCreate);
  yield takeEvery(a.updateRequested.type, handleUpdate);
  yield takeEvery(a.completeRequested.type, handleComplete);
  yield takeEvery(a.removeRequested.type, handleRemove);
}
