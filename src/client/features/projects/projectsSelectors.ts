import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { projectMatches } from './projectModel';
import { PROJECT_REQUESTS as R, projectsAdapter } from './projectsSlice';

export const {
  selectAll: selectAllProjects,
  selectById: selectProjectById,
  selectIds: selectProjectIds,
  selectTotal: selectProjectsTotal,
} = projectsAdapter.getSelectors((state: RootState) => state.projects);

export const selectProjectsRequest = (state: RootState) => selectRequest(state, R.list);
export const selectProjectsStatus = (state: RootState) => selectProjectsRequest(state).status;
export const selectProjectsError = (state: RootState) => selectProjectsRequest(state).error;
export const selectProjectSearch = (state: RootState) => state.projects.search;
export const selectSelectedProjectId = (state: RootState) => state.projects.selectedId;

/** The ids the list shows: those matching the search text, in list order. */
export const selectFilteredProjectIds = createSelector(
  [selectAllProjects, selectProjectSearch],
  (projects, search) => projects.filter((p) => projectMatches(p, search)).map((p) => p.id),
);

export const selectSelectedProject = createSelector(
  [(state: RootState) => state.projects.entities, selectSelectedProjectId],
  (entities, id) => (id == null ? null : (entities[id] ?? null)),
);
