import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { historyAdapter, metricsAdapter, teamAdapter, updatesAdapter } from './projectCollections';
import { PROJECT_APPLICATION_REQUESTS as AR, projectApplicationsAdapter } from './projectApplicationsSlice';
import {
  compareTeam,
  metricSeries,
  newestFirst,
  type ProjectHistoryEntry,
  type ProjectUpdateEntry,
} from './projectModel';

// What a project's page shows beside its own fields, each list derived per project id.

const { selectAll: selectAllTeamMembers } = teamAdapter.getSelectors((s: RootState) => s.projects.team);
const { selectAll: selectAllUpdates } = updatesAdapter.getSelectors((s: RootState) => s.projects.updates);
const { selectAll: selectAllMetrics } = metricsAdapter.getSelectors((s: RootState) => s.projects.metrics);
const { selectAll: selectAllHistory } = historyAdapter.getSelectors((s: RootState) => s.projects.history);
export const { selectAll: selectAllProjectApplications, selectById: selectProjectApplicationById } =
  projectApplicationsAdapter.getSelectors((s: RootState) => s.projectApplications);

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

const projectIdArg = (_state: RootState, projectId: number) => projectId;

/** The team, leader first, then by name. */
export const selectProjectTeam = createSelector([selectAllTeamMembers, projectIdArg], (all, projectId) =>
  all.filter((m) => m.projectId === projectId).sort(compareTeam),
);

export const selectProjectLeader = createSelector(
  [selectProjectTeam],
  (team) => team.find((m) => m.isLeader) ?? null,
);

/** Updates, newest first. */
export const selectProjectUpdates = createSelector([selectAllUpdates, projectIdArg], (all, projectId) =>
  all.filter((u) => u.projectId === projectId).sort(newestFirst<ProjectUpdateEntry>((u) => u.createdAt)),
);

/** Metrics by name, each with its readings over time and its target, for a chart. */
export const selectProjectMetricSeries = createSelector([selectAllMetrics, projectIdArg], (all, projectId) =>
  metricSeries(all.filter((m) => m.projectId === projectId)),
);

/** History, newest first. */
export const selectProjectHistory = createSelector([selectAllHistory, projectIdArg], (all, projectId) =>
  all.filter((h) => h.projectId === projectId).sort(newestFirst<ProjectHistoryEntry>((h) => h.createdAt)),
);

/** A project's applications, newest first (administrators). */
export const selectProjectApplications = createSelector(
  [selectAllProjectApplications, projectIdArg],
  (all, projectId) => all.filter((a) => a.projectId === projectId),
);

/** The ids of a project's applications, newest first: the list maps them, each row selects its own. */
export const selectProjectApplicationIds = createSelector(
  [selectProjectApplications],
  (list) => list.map((a) => a.id),
  // A decision changes one row, not the list: the same ids keep the same array.
  { memoizeOptions: { resultEqualityCheck: sameIds } },
);

export const selectPendingProjectApplications = createSelector([selectProjectApplications], (list) =>
  list.filter((a) => a.status === 'Pending'),
);

export const selectProjectApplicationsRequest = (state: RootState, projectId: number) =>
  selectRequest(state, AR.list(projectId));
export const selectProjectApplyRequest = (state: RootState, projectId: number) =>
  selectRequest(state, AR.apply(projectId));
export const selectProjectApplicationDecision = (state: RootState, id: number) =>
  selectRequest(state, AR.decide(id));
