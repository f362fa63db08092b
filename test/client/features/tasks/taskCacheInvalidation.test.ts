import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { handleComplete, handleRemove, taskCalls, tasksSaga } from '@client/features/tasks/tasksSaga';
import { serveAction } from '@client/lib/calls';

/** One action served by the tasks' call table, as its watcher would. */
function* served(action: UnknownAction) {
  yield* serveAction(taskCalls, action);
}
import { tasksActions as a } from '@client/features/tasks/tasksSlice';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { makeTask } from '../projects/fixtures';

// Every task write changes what the cached project detail, the project list (its open-task counts) and
// the project statistics show; a write the server refused changes nothing, so nothing is dropped.

const context = contextProvider(makeTestContext());
const task = makeTask(5, { projectId: 3 });
const init = (): RootState => rootReducer(undefined, { type: '@@init' });
const withTask = () => rootReducer(init(), a.projectTasksReceived({ projectId: 3, tasks: [task] }));
const PROJECT_3 = ['project:3', 'projects', 'projectStats'];

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());

/** The keys of every cacheActions.invalidated the write put, one list per action. */
async function invalidatedBy(
  saga: Parameters<typeof expectSaga>[0],
  action: UnknownAction,
  state: RootState,
  routes: Record<string, FakeReply>,
): Promise<string[][]> {
  fake = serveRoutes(routes);
  const invalidated: string[][] = [];
  const recording = (s: RootState | undefined, act: UnknownAction) => {
    if (cacheActions.invalidated.match(act)) invalidated.push([act.payload].flat());
    return rootReducer(s, act);
  };
  await expectSaga(saga, action).withReducer(recording, state).provide([context]).run();
  return invalidated;
}

const writes = [
  {
    write: 'creating a task',
    saga: served,
    action: a.createRequested({ projectId: 3, input: { taskName: 'Migrate' } }),
    state: init,
    route: 'POST /projects/3/tasks',
    answer: { status: 201, data: task },
    invalidates: [PROJECT_3],
  },
  {
    write: 'updating a task',
    saga: served,
    action: a.updateRequested({ id: 5, changes: { taskName: 'Renamed' } }),
    state: withTask,
    route: 'PUT /tasks/5',
    answer: { status: 200, data: { ...task, taskName: 'Renamed' } },
    invalidates: [PROJECT_3],
  },
  {
    write: 'completing a task',
    saga: handleComplete,
    action: a.completeRequested({ id: 5, isComplete: true }),
    state: withTask,
    route: 'PATCH /tasks/5/complete',
    answer: { status: 200, data: { ...task, isComplete: true, completedAt: '2025-01-15T12:00:00.000Z' } },
    invalidates: [PROJECT_3],
  },
  {
    write: 'reopening a completed task',
    saga: handleComplete,
    action: a.completeRequested({ id: 5, isComplete: false }),
    state: () =>
      rootReducer(
        init(),
        a.projectTasksReceived({
          projectId: 3,
          tasks: [{ ...task, isComplete: true, completedAt: '2025-01-10T00:00:00.000Z' }],
        }),
      ),
    route: 'PATCH /tasks/5/complete',
    answer: { status: 200, data: task },
    invalidates: [PROJECT_3],
  },
  {
    write: 'deleting a task the store holds',
    saga: handleRemove,
    action: a.removeRequested({ id: 5 }),
    state: withTask,
    route: 'DELETE /tasks/5',
    answer: { status: 204 },
    invalidates: [PROJECT_3],
  },
  {
    // Its project is unknown, so every project detail may still be cached; the list and statistics are not.
    write: 'deleting a task the store does not hold',
    saga: handleRemove,
    action: a.removeRequested({ id: 5 }),
    state: init,
    route: 'DELETE /tasks/5',
    answer: { status: 204 },
    invalidates: [['projects', 'projectStats']],
  },
];

describe('the client cache after a task write', () => {
  // A write added to the saga without a row here would go unchecked.
  it('is checked for every write the tasks saga answers', async () => {
    const { effects } = await expectSaga(tasksSaga).silentRun(10);
    // The action types its watchers take: the call table's and the ones written out.
    const taken = effects.fork.flatMap((effect) => {
      const pattern = (effect.payload as { args: unknown[] }).args[0];
      return typeof pattern === 'string' ? [pattern] : Array.isArray(pattern) ? (pattern as string[]) : [];
    });
    const served = new Set([...taken, ...taskCalls.map(([, type]) => type)]);
    expect(served.has(a.completeRequested.type)).toBe(true);
    const reads: string[] = [a.listRequested, a.projectTasksRequested, a.filtersChanged, a.pageChanged].map(
      (creator) => creator.type,
    );
    expect(new Set([...served].filter((type) => !reads.includes(type)))).toEqual(
      new Set(writes.map((row) => row.action.type)),
    );
  });

  it.each(writes)(
    'drops the stale entries after $write',
    async ({ saga, action, state, route, answer, invalidates }) => {
      expect(await invalidatedBy(saga, action, state(), { [route]: answer })).toEqual(invalidates);
    },
  );

  it.each(writes)(
    'keeps every entry when the server refuses $write',
    async ({ saga, action, state, route }) => {
      expect(await invalidatedBy(saga, action, state(), { [route]: { status: 500 } })).toEqual([]);
    },
  );
});
