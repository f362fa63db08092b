import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { keepSameList } from '@client/lib/sameItems';
import type { Project } from './projectModel';
import { PROJECT_REQUESTS as R, projectsAdapter } from './projectsSlice';

export const {
  selectAll: selectAllProjects,
  selectById: selectProjectById,
  selectIds: selectProjectIds,
  selectEntities: selectProjectEntities,
  selectTotal: selectProjectsTotal,
} = projectsAdapter.getSelectors((state: RootState) => state.projects);

/** The list's query and the page last loaded. */
export const selectProjectList = (state: RootState) => state.projects.list;
export const selectProjectSearch = (state: RootState) => state.projects.list.search;
/** The ids of the current page, in the server's order. */
export const selectProjectPageIds = (state: RootState) => state.projects.list.ids;

/**
 * The rows of the current page. Projects landing outside the page (another view's reads) change the
 * entities but not these rows: the answer keeps its identity and the list does not render again
 * (docs/performance.md#client).
 */
export const selectProjectPage = createSelector(
  [selectProjectPageIds, selectProjectEntities],
  (ids, entities) => ids.map((id) => entities[id]).filter((p): p is Project => p !== undefined),
  keepSameList,
);

/** Page, page size, total and the number of pages, for a pager. */
export const selectProjectPaging = createSelector([selectProjectList], ({ page, pageSize, total }) => ({
  page,
  pageSize,
  total,
  pageCount: Math.max(1, Math.ceil(total / Math.max(1, pageSize))),
}));

export const selectProjectsRequest = (state: RootState) => selectRequest(state, R.list);
export const selectProjectsStatus = (state: RootState) => selectProjectsRequest(state).status;
export const selectProjectsError = (state: RootState) => selectProjectsRequest(state).error;

export const selectSelectedProjectId = (state: RootState) => state.projects.selectedId;
export const selectSelectedProject = createSelector(
  [selectProjectEntities, selectSelectedProjectId],
  (entities, id) => (id == null ? null : (entities[id] ?? null)),
);
/** The project the last successful create made (null until then, and again at the next create). */
export const selectLastCreatedProjectId = (state: RootState) => state.projects.lastCreatedId;

export const selectProjectStatistics = (state: RootState) => state.projects.statistics;
export const selectProjectStatisticsRequest = (state: RootState) => selectRequest(state, R.statistics);

export const selectAvailableConsultants = (state: RootState) => state.projects.availableConsultants;
export const selectAvailableConsultantsRequest = (state: RootState) =>
  selectRequest(state, R.availableConsultants);

// The state of each request the project views follow.
export const selectProjectDetailRequest = (state: RootState, id: number) =>
  selectRequest(state, R.detail(id));
export const selectProjectCreateRequest = (state: RootState) => selectRequest(state, R.create);
export const selectProjectUpdateRequest = (state: RootState, id: number) =>
  selectRequest(state, R.update(id));
export const selectProjectRemoveRequest = (state: RootState, id: number) =>
  selectRequest(state, R.remove(id));
export const selectProjectTeamRequest = (state: RootState, id: number) => selectRequest(state, R.team(id));
export const selectProjectUpdatesRequest = (state: RootState, id: number) =>
  selectRequest(state, R.updates(id));
export const selectProjectMetricsRequest = (state: RootState, id: number) =>
  selectRequest(state, R.metrics(id));
export const selectProjectHistoryRequest = (state: RootState, id: number) =>
  selectRequest(state, R.history(id));
