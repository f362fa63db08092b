import {
  createAction,
  createEntityAdapter,
  createSlice,
  isAnyOf,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { sessionActions } from '@client/features/authentication';
import { projectLiveReceived, projectsActions } from '@client/features/projects';
import {
  initialTaskList,
  type Task,
  type TaskChanges,
  type TaskFilters,
  type TaskInput,
  type TaskPage,
} from './taskModel';
import * as paged from '@client/lib/pagedList';

/** Every task the store holds, by id, whichever read brought it (the list, a project, a detail). */
export const tasksAdapter = createEntityAdapter<Task>();

export const initialTasksState = tasksAdapter.getInitialState({ list: initialTaskList });
export type TasksState = typeof initialTasksState;

/** Request keys (lib/requests): the views read each request's state under these. */
export const TASK_REQUESTS = {
  list: 'tasks/list',
  ofProject: (projectId: number) => `tasks/project:${projectId}`,
  create: (projectId: number) => `tasks/create:${projectId}`,
  update: (id: number) => `tasks/update:${id}`,
  complete: (id: number) => `tasks/complete:${id}`,
  remove: (id: number) => `tasks/remove:${id}`,
} as const;

/** What the views ask for (one line each); the tasks saga answers each. */
const requested = {
  /** The paged list with the filters in the slice. */
  listRequested: createAction('tasks/listRequested'),
  /** One project's tasks. */
  projectTasksRequested: createAction<{ projectId: number }>('tasks/projectTasksRequested'),
  /** A new task on a project; `assignedTo` may be the text of a select. */
  createRequested: createAction<{ projectId: number; input: TaskInput }>('tasks/createRequested'),
  updateRequested: createAction<{ id: number; changes: TaskChanges }>('tasks/updateRequested'),
  /** Complete or reopen: shown at once, rolled back if the server refuses. */
  completeRequested: createAction<{ id: number; isComplete: boolean }>('tasks/completeRequested'),
  removeRequested: createAction<{ id: number }>('tasks/removeRequested'),
};

function replaceProjectTasks(state: TasksState, projectId: number, tasks: Task[]) {
  const stale = state.ids.filter((id) => state.entities[id]?.projectId === projectId);
  tasksAdapter.removeMany(state, stale);
  tasksAdapter.setMany(state, tasks);
}

function forgetTask(state: TasksState, id: number) {
  tasksAdapter.removeOne(state, id);
  paged.dropFromPage(state.list, id);
}

/** A project gone takes its tasks with it, from the list's page too. */
function forgetProject(state: TasksState, projectId: number) {
  replaceProjectTasks(state, projectId, []);
  const kept = state.list.ids.filter((id) => state.entities[id] !== undefined);
  state.list.total = Math.max(0, state.list.total - (state.list.ids.length - kept.length));
  state.list.ids = kept;
}

const tasksSlice = createSlice({
  name: 'tasks',
  initialState: initialTasksState,
  reducers: {
    listReceived: paged.pageReceived<TasksState, TaskPage['data'][number]>(tasksAdapter.setMany),
    /** A project's tasks become exactly these. */
    projectTasksReceived(state, action: PayloadAction<{ projectId: number; tasks: Task[] }>) {
      replaceProjectTasks(state, action.payload.projectId, action.payload.tasks);
    },
    /** A create's or an update's answer. */
    saved: tasksAdapter.setOne,
    removed(state, action: PayloadAction<number>) {
      forgetTask(state, action.payload);
    },
    /** The optimistic flip; `at` (ISO) comes from the saga's clock so that the reducer stays pure. */
    completionToggled(state, action: PayloadAction<{ id: number; isComplete: boolean; at: string }>) {
      const task = state.entities[action.payload.id];
      if (!task) return;
      task.isComplete = action.payload.isComplete;
      task.completedAt = action.payload.isComplete ? action.payload.at : null;
    },
    /** The server refused the flip: the task is as it was. */
    completionReverted(
      state,
      action: PayloadAction<{ id: number; isComplete: boolean; completedAt: string | null }>,
    ) {
      const task = state.entities[action.payload.id];
      if (!task) return;
      task.isComplete = action.payload.isComplete;
      task.completedAt = action.payload.completedAt;
    },
    /** Some filters changed: back to page 1, and the saga reloads (a search after a pause). */
    filtersChanged(state, action: PayloadAction<Partial<TaskFilters>>) {
      Object.assign(state.list.filters, action.payload);
      state.list.page = 1;
    },
    pageChanged: paged.pageChanged,
  },
  extraReducers: (builder) => {
    builder.addCase(projectsActions.removed, (state, action) => forgetProject(state, action.payload));
    // The live project room (docs/decisions/036-project-room.md): a task as the server answers it.
    builder.addCase(projectLiveReceived, (state, { payload: event }) => {
      for (const change of event.changes) {
        if (change.kind === 'task') tasksAdapter.setOne(state, change.task);
        else if (change.kind === 'taskDeleted') forgetTask(state, change.taskId);
        else if (change.kind === 'projectDeleted') forgetProject(state, event.projectId);
      }
    });
    builder.addCase(sessionActions.loggedOut, () => initialTasksState);
    // A detail read carries the project's tasks: the whole truth about them.
    builder.addMatcher(isAnyOf(projectsActions.detailReceived, projectsActions.created), (state, action) => {
      replaceProjectTasks(state, action.payload.id, action.payload.tasks);
    });
  },
});

export const tasksActions = { ...tasksSlice.actions, ...requested };
export const tasksReducer = tasksSlice.reducer;
export default tasksSlice;
