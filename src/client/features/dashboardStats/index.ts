// The public surface of features/dashboardStats: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { dashboardStatsSaga } from './dashboardStatsSaga';
export {
  selectProjectFigures,
  selectProjectsByStatus,
  selectRecentNotificationIds,
  selectSignupsByDay,
  selectUserFigures,
  selectUserStatisticsRequest,
  selectUsersByRole,
} from './dashboardStatsSelectors';
export type { Figure } from './dashboardStatsSelectors';
export { dashboardStatsActions, dashboardStatsReducer } from './dashboardStatsSlice';
