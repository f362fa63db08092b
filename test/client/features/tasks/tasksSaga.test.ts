import { expectSaga } from 'redux-saga-test-plan';
import { silentRunFor } from '@test/client/sagaTime';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { projectsActions, PROJECT_REQUESTS } from '@client/features/projects/projectsSlice';
import { taskCreateBody, taskListQuery } from '@client/features/tasks/taskModel';
import { handleComplete, handleRemove, taskCalls, tasksSaga } from '@client/features/tasks/tasksSaga';
import { serveAction } from '@client/lib/calls';
import type { UnknownAction as TableAction } from '@reduxjs/toolkit';

/** One action served by the tasks' call table, as its watcher would. */
function* served(action: TableAction) {
  yield* serveAction(taskCalls, action);
}
import {
  selectMyOpenTasks,
  selectProjectTasks,
  selectTaskById,
  selectTaskCompleteRequest,
  selectTaskCreateRequest,
  selectTaskPage,
  selectTaskPaging,
  selectTasksRequest,
} from '@client/features/tasks/tasksSelectors';
import { tasksActions as a, TASK_REQUESTS } from '@client/features/tasks/tasksSlice';
import { sessionActions } from '@client/features/authentication/sessionSlice';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { requestSucceeded } from '@test/client/requests';
import { makeUser, sessionState } from '@test/client/renderWithProviders';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { NOW } from '@test/client/session';
import { makeDetail, makeTask } from '../projects/fixtures';

const context = contextProvider(makeTestContext());
const init = (): RootState => rootReducer(undefined, { type: '@@init' });
const reduce = (state: RootState, ...actions: { type: string }[]) =>
  actions.reduce((s, action) => rootReducer(s, action), state);
const withTasks = (...tasks: ReturnType<typeof makeTask>[]) =>
  reduce(init(), a.projectTasksReceived({ projectId: 1, tasks }));

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());
const serve = (routes: Record<string, FakeReply>) => (fake = serveRoutes(routes));
const body = (i = 0) => JSON.parse(String(fake?.calls[i]?.data)) as unknown;
const run = (saga: Parameters<typeof expectSaga>[0], action: unknown, state = init()) =>
  expectSaga(saga, action).withReducer(rootReducer, state).provide([context]);

describe('tasks in the store', () => {
  it('orders a project’s tasks open first, then by due date', () => {
    const state = withTasks(
      makeTask(1, { isComplete: true, dueDate: '2025-01-01' }),
      makeTask(2, { dueDate: null }),
      makeTask(3, { dueDate: '2025-03-01' }),
      makeTask(4, { dueDate: '2025-02-01' }),
    );
    expect(selectProjectTasks(state, 1).map((t) => t.id)).toEqual([4, 3, 2, 1]);
  });

  it('gives the signed-in consultant their open tasks only', () => {
    let state = withTasks(
      makeTask(1, { assignedTo: 12 }),
      makeTask(2, { assignedTo: 12, isComplete: true }),
      makeTask(3, { assignedTo: 13 }),
    );
    expect(selectMyOpenTasks(state)).toEqual([]);
    state = {
      ...state,
      session: sessionState(makeUser({ roleId: 2, consultantId: 12, isConsultant: true })),
    };
    expect(selectMyOpenTasks(state).map((t) => t.id)).toEqual([1]);
  });

  it('takes a project’s tasks from its detail and drops them with the project', () => {
    let state = reduce(withTasks(makeTask(9)), projectsActions.detailReceived(makeDetail(1)));
    expect(selectProjectTasks(state, 1).map((t) => t.id)).toEqual([41, 42]);
    state = reduce(state, a.listReceived({ data: [makeTask(41)], total: 5, page: 1, pageSize: 20 }));
    state = reduce(state, projectsActions.removed(1));
    expect(state.tasks.ids).toEqual([]);
    expect(selectTaskPaging(state).total).toBe(4);
    expect(reduce(state, sessionActions.loggedOut({ reason: 'logout' })).tasks).toEqual(init().tasks);
  });

  it('sends only the filters that are set, and the assignee as an integer or null', () => {
    const state = reduce(
      init(),
      a.pageChanged(3),
      a.filtersChanged({ projectId: 2, isComplete: false, search: ' x ' }),
    );
    expect(taskListQuery(state.tasks.list)).toEqual({
      page: 1,
      pageSize: 20,
      projectId: 2,
      isComplete: false,
      search: 'x',
    });
    expect(taskCreateBody({ taskName: 'T', assignedTo: '12' })).toEqual({ taskName: 'T', assignedTo: 12 });
    expect(taskCreateBody({ taskName: 'T', assignedTo: '' })).toEqual({ taskName: 'T', assignedTo: null });
    expect(taskCreateBody({ taskName: 'T' })).toEqual({ taskName: 'T' });
  });
});

describe('tasks saga', () => {
  it('loads a page with the filters in the slice', async () => {
    serve({
      'GET /tasks?page=1&pageSize=20&assignedTo=4&priority=High': {
        status: 200,
        data: { data: [makeTask(3), makeTask(2)], total: 2, page: 1, pageSize: 20 },
      },
    });
    const state = reduce(init(), a.filtersChanged({ assignedTo: 4, priority: 'High' }));
    const { storeState } = await run(served, a.listRequested(), state).run();
    expect(selectTaskPage(storeState).map((t) => t.id)).toEqual([3, 2]);
    expect(selectTasksRequest(storeState)).toMatchObject({ status: 'succeeded', at: NOW });
  });

  it('waits for a pause in typing, but not for another filter', async () => {
    serve({
      'GET /tasks?page=1&pageSize=20&search=api': {
        status: 200,
        data: { data: [], total: 0, page: 1, pageSize: 20 },
      },
      'GET /tasks?page=1&pageSize=20&isComplete=true&search=api': {
        status: 200,
        data: { data: [], total: 0, page: 1, pageSize: 20 },
      },
    });
    await silentRunFor(
      expectSaga(tasksSaga)
        .withReducer(rootReducer, init())
        .provide([context])
        .dispatch(a.filtersChanged({ search: 'a' }))
        .delay(40)
        .dispatch(a.filtersChanged({ search: 'api' }))
        .delay(250)
        .dispatch(a.filtersChanged({ isComplete: true })),
      1500,
    );
    expect(fake?.keys()).toEqual([
      'GET /tasks?page=1&pageSize=20&search=api',
      'GET /tasks?page=1&pageSize=20&isComplete=true&search=api',
    ]);
  });

  it('creates with an integer assignee, invalidates the project’s caches and reloads an open list', async () => {
    serve({ 'POST /projects/1/tasks': { status: 201, data: makeTask(5, { assignedTo: 12 }) } });
    const state = reduce(
      init(),
      requestSucceeded(TASK_REQUESTS.list),
      requestSucceeded(PROJECT_REQUESTS.detail(1)),
    );
    const { storeState } = await run(
      served,
      a.createRequested({ projectId: 1, input: { taskName: 'Migrate', assignedTo: '12', priority: 'High' } }),
      state,
    )
      .put(cacheActions.invalidated(['project:1', 'projects', 'projectStats']))
      // The history entry comes with the write's live event: no read.
      .not.put(projectsActions.historyRequested({ projectId: 1 }))
      .put(a.listRequested())
      .run();
    expect(body()).toEqual({ taskName: 'Migrate', assignedTo: 12, priority: 'High' });
    expect(selectTaskById(storeState, 5)?.assignedTo).toBe(12);
    expect(selectTaskCreateRequest(storeState, 1).status).toBe('succeeded');
  });

  it('fails a create with the server’s text, else its own', async () => {
    serve({ 'POST /projects/1/tasks': { status: 500 } });
    const { storeState } = await run(served, a.createRequested({ projectId: 1, input: { taskName: 'X' } }))
      .not.put(a.listRequested())
      .run();
    expect(selectTaskCreateRequest(storeState, 1)).toMatchObject({
      status: 'failed',
      error: 'Failed to create task',
    });
  });

  it('updates a task with an unassigned assignee as null', async () => {
    serve({ 'PUT /tasks/5': { status: 200, data: makeTask(5, { taskName: 'Renamed' }) } });
    const { storeState } = await run(
      served,
      a.updateRequested({ id: 5, changes: { taskName: 'Renamed', assignedTo: null } }),
      withTasks(makeTask(5)),
    ).run();
    expect(body()).toEqual({ taskName: 'Renamed', assignedTo: null });
    expect(selectTaskById(storeState, 5)?.taskName).toBe('Renamed');
  });

  it('flips completion at once and keeps the server’s answer', async () => {
    serve({
      'PATCH /tasks/5/complete': {
        status: 200,
        data: makeTask(5, { isComplete: true, completedAt: '2025-01-15T12:00:01.000Z' }),
      },
    });
    const { storeState } = await run(
      handleComplete,
      a.completeRequested({ id: 5, isComplete: true }),
      withTasks(makeTask(5)),
    )
      .put(a.completionToggled({ id: 5, isComplete: true, at: new Date(NOW).toISOString() }))
      .not.put.actionType(a.completionReverted.type)
      .run();
    expect(body()).toEqual({ isComplete: true });
    expect(selectTaskById(storeState, 5)).toMatchObject({
      isComplete: true,
      completedAt: '2025-01-15T12:00:01.000Z',
    });
  });

  it('rolls the flip back when the server refuses it', async () => {
    serve({ 'PATCH /tasks/5/complete': { status: 403, data: { message: 'Forbidden here' } } });
    const before = makeTask(5, { isComplete: true, completedAt: '2025-01-10T00:00:00.000Z' });
    const { storeState } = await run(
      handleComplete,
      a.completeRequested({ id: 5, isComplete: false }),
      withTasks(before),
    )
      .put(a.completionToggled({ id: 5, isComplete: false, at: new Date(NOW).toISOString() }))
      .put(a.completionReverted({ id: 5, isComplete: true, completedAt: '2025-01-10T00:00:00.000Z' }))
      .run();
    expect(selectTaskById(storeState, 5)).toMatchObject({
      isComplete: true,
      completedAt: '2025-01-10T00:00:00.000Z',
    });
    expect(selectTaskCompleteRequest(storeState, 5)).toMatchObject({
      status: 'failed',
      error: 'Forbidden here',
    });
  });

  it('deletes a task and drops it from the page', async () => {
    serve({ 'DELETE /tasks/5': { status: 204 } });
    const state = reduce(
      init(),
      a.listReceived({ data: [makeTask(5), makeTask(6)], total: 2, page: 1, pageSize: 20 }),
    );
    const { storeState } = await run(handleRemove, a.removeRequested({ id: 5 }), state)
      .put(cacheActions.invalidated(['project:1', 'projects', 'projectStats']))
      .run();
    expect(selectTaskPage(storeState).map((t) => t.id)).toEqual([6]);
    expect(selectTaskPaging(storeState).total).toBe(1);
  });
});
