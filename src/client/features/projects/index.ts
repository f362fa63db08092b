// The public surface of features/projects: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { ApplicationStatusChip } from './ApplicationStatusChip';
export { ApplyToProjectDialog } from './ApplyToProjectDialog';
export { toConsultantId } from './consultantAssignment';
export { projectApplicationsSaga } from './projectApplicationsSaga';
export { projectApplicationsActions, projectApplicationsReducer } from './projectApplicationsSlice';
export { ProjectDates } from './ProjectDates';
export {
  selectProjectApplicationById,
  selectProjectApplicationDecision,
  selectProjectApplicationIds,
  selectProjectApplicationsRequest,
  selectProjectHistory,
  selectProjectMetricSeries,
  selectProjectTeam,
  selectProjectUpdates,
} from './projectDetailSelectors';
export { changesOf, projectLiveReceived, readProjectLiveEvent } from './projectLive';
export type { ProjectLiveEvent } from './projectLive';
export type {
  MetricSeries,
  Project,
  ProjectApplication,
  ProjectCreate,
  ProjectScope,
  ProjectStatus,
  ProjectUpdateEntry,
} from './projectModel';
export { projectsSaga } from './projectsSaga';
export {
  selectAllProjects,
  selectAvailableConsultants,
  selectAvailableConsultantsRequest,
  selectProjectById,
  selectProjectCreateRequest,
  selectProjectDetailRequest,
  selectProjectEntities,
  selectProjectList,
  selectProjectMetricsRequest,
  selectProjectPage,
  selectProjectPaging,
  selectProjectRemoveRequest,
  selectProjectStatistics,
  selectProjectStatisticsRequest,
  selectProjectTeamRequest,
  selectProjectUpdateRequest,
  selectProjectUpdatesRequest,
  selectProjectsRequest,
} from './projectsSelectors';
export { PROJECT_REQUESTS, projectsActions, projectsReducer } from './projectsSlice';
export { ProjectStatusChip, projectStatusLabel } from './ProjectStatusChip';
