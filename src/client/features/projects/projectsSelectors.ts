import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/app/rootReducer';
import { projectMatches } from './projectModel';
import { projectsAdapter } from './projectsSlice';

export const {
  selectAll: selectAllProjects,
  selectById: selectProjectById,
  selectIds: selectProjectIds,
  selectTotal: selectProjectsTotal,
} = projectsAdapter.getSelectors((state: RootState) => state.projects);

export const selectProjectsStatus = (state: RootState) => state.projects.status;
export const selectProjectsError = (state: RootState) => state.projects.error;
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
