import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { callOn } from '@client/lib/calls';
import { watchAll } from '@client/lib/lazyWatchers';
import { request, type Outcome } from '@client/lib/request';
import { selectRequest } from '@client/lib/requests';
import { currentTime } from '@client/lib/sagaContext';
import type { RootState } from '@client/lib/hooks';
import { cacheActions, CACHE_KEYS, projectKey } from '@client/features/cache';
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

/** The list as its filters and page in the store ask for it. */
function* listAsFiltered(): SagaIterator<TaskPage> {
  const list: TaskListState = yield select(selectTaskList);
  return (yield call(listTasks, taskListQuery(list))) as TaskPage;
}

/** A filter or page reloads at once; typing in the search waits for a pause (takeLatest cancels the wait). */
export function* handleQueryChange(
  action: ReturnType<typeof a.filtersChanged> | ReturnType<typeof a.pageChanged>,
): SagaIterator {
  if (a.filtersChanged.match(action) && 'search' in action.payload) yield delay(SEARCH_DEBOUNCE_MS);
  yield put(a.listRequested());
}

const isLoaded = (state: RootState, key: string) => selectRequest(state, key).status !== 'idle';

/**
 * A task changed: the project's cached detail, the list's open-task counts and the statistics are
 * stale. The history entry the server wrote comes with the write's live event (projects/projectLive.ts).
 */
const staleAfterWrite = (projectId: number) =>
  cacheActions.invalidated([projectKey(projectId), CACHE_KEYS.projects, CACHE_KEYS.projectStats]);

/** A task saved: it is in the store and what showed it before is stale. */
const saved = (task: Task) => [a.saved(task), staleAfterWrite(task.projectId)];

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
      for (const next of saved(task)) yield put(next);
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
      if (task) yield put(staleAfterWrite(task.projectId));
      else yield put(cacheActions.invalidated([CACHE_KEYS.projects, CACHE_KEYS.projectStats]));
    },
  });
}

/** The task calls; completing (shown at once, put back on a refusal) and removing are written out. */
export const taskCalls = [
  callOn(a.listRequested, {
    key: R.list,
    call: () => [listAsFiltered],
    error: MSG.tasksFetchFailed,
    land: (page: TaskPage) => a.listReceived(page),
  }),
  callOn(a.projectTasksRequested, {
    take: 'every',
    key: ({ projectId }) => R.ofProject(projectId),
    call: ({ projectId }) => [api.tasks.ofProject, { params: { id: projectId } }],
    error: MSG.tasksFetchFailed,
    land: (tasks: Task[], { projectId }) => a.projectTasksReceived({ projectId, tasks }),
  }),
  callOn(a.createRequested, {
    take: 'every',
    key: ({ projectId }) => R.create(projectId),
    call: ({ projectId, input }) => [
      api.tasks.create,
      { params: { id: projectId }, body: taskCreateBody(input) },
    ],
    error: MSG.taskCreateFailed,
    land: (task: Task) => saved(task),
    // Where the new task falls in a filtered, paged list only the server knows.
    then: function* () {
      if ((yield select(isLoaded, R.list)) as boolean) yield put(a.listRequested());
    },
  }),
  callOn(a.updateRequested, {
    take: 'every',
    key: ({ id }) => R.update(id),
    call: ({ id, changes }) => [api.tasks.update, { params: { id }, body: taskUpdateBody(changes) }],
    error: MSG.taskUpdateFailed,
    land: (task: Task) => saved(task),
  }),
];

export function* tasksSaga(): SagaIterator {
  yield fork(watchAll(taskCalls));
  yield takeLatest([a.filtersChanged.type, a.pageChanged.type], handleQueryChange);
  yield takeEvery(a.completeRequested.type, handleComplete);
  yield takeEvery(a.removeRequested.type, handleRemove);
}
