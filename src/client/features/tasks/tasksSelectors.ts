import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { selectUser } from '@client/features/authentication';
import { compareOpenFirst, type Task } from './taskModel';
import { TASK_REQUESTS as R, tasksAdapter } from './tasksSlice';

export const {
  selectAll: selectAllTasks,
  selectById: selectTaskById,
  selectEntities: selectTaskEntities,
} = tasksAdapter.getSelectors((state: RootState) => state.tasks);

export const selectTaskList = (state: RootState) => state.tasks.list;
export const selectTaskFilters = (state: RootState) => state.tasks.list.filters;

/** The ids of the list page last loaded, in the server's order. */
export const selectTaskPageIds = (state: RootState) => state.tasks.list.ids;

/** The rows of the current page. */
export const selectTaskPage = createSelector([selectTaskPageIds, selectTaskEntities], (ids, entities) =>
  ids.map((id) => entities[id]).filter((t): t is Task => t !== undefined),
);

/** Page, page size, total and the number of pages, for a pager. */
export const selectTaskPaging = createSelector([selectTaskList], ({ page, pageSize, total }) => ({
  page,
  pageSize,
  total,
  pageCount: Math.max(1, Math.ceil(total / Math.max(1, pageSize))),
}));

/** One project's tasks, open first (then by due date). */
export const selectProjectTasks = createSelector(
  [selectAllTasks, (_state: RootState, projectId: number) => projectId],
  (all, projectId) => all.filter((t) => t.projectId === projectId).sort(compareOpenFirst),
);

/** The open tasks assigned to the signed-in consultant, soonest due first; none for anyone else. */
export const selectMyOpenTasks = createSelector([selectAllTasks, selectUser], (all, user) => {
  const consultantId = user?.consultantId;
  if (consultantId == null) return [];
  return all.filter((t) => t.assignedTo === consultantId && !t.isComplete).sort(compareOpenFirst);
});

export const selectTasksRequest = (state: RootState) => selectRequest(state, R.list);
export const selectProjectTasksRequest = (state: RootState, projectId: number) =>
  selectRequest(state, R.ofProject(projectId));
export const selectTaskCreateRequest = (state: RootState, projectId: number) =>
  selectRequest(state, R.create(projectId));
export const selectTaskUpdateRequest = (state: RootState, id: number) => selectRequest(state, R.update(id));
export const selectTaskCompleteRequest = (state: RootState, id: number) =>
  selectRequest(state, R.complete(id));
export const selectTaskRemoveRequest = (state: RootState, id: number) => selectRequest(state, R.remove(id));
