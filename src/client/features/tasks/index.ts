// The public surface of features/tasks: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export type { Task, TaskFilters, TaskPriority } from './taskModel';
export { TaskPriorityChip } from './TaskPriorityChip';
export { tasksSaga } from './tasksSaga';
export {
  selectMyOpenTasks,
  selectProjectTasks,
  selectTaskCompleteRequest,
  selectTaskCreateRequest,
  selectTaskFilters,
  selectTaskPage,
  selectTaskPaging,
  selectTaskRemoveRequest,
  selectTasksRequest,
} from './tasksSelectors';
export { TASK_REQUESTS, tasksActions, tasksReducer } from './tasksSlice';
