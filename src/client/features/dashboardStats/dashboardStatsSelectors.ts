import { createSelector } from '@reduxjs/toolkit';
import { PROJECT_STATUSES } from '@shared/domain/work';
import { ROLE_NAMES, isRoleId } from '@shared/roles';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { selectNotificationIds } from '@client/features/notifications';
import { selectProjectStatistics } from '@client/features/projects';
import { DASHBOARD_STATS_REQUESTS as R } from './dashboardStatsSlice';

/** How many of the newest notifications the overview lists. */
export const RECENT_NOTIFICATIONS_SHOWN = 5;

export interface Figure {
  label: string;
  value: number;
}

export const selectUserStatistics = (state: RootState) => state.dashboardStats.users;
export const selectUserStatisticsRequest = (state: RootState) => selectRequest(state, R.users);

/** The cards drawn from some statistics, or null before they are loaded. */
const selectFigures = <S>(selectStats: (state: RootState) => S | null, toFigures: (stats: S) => Figure[]) =>
  createSelector([selectStats], (stats): Figure[] | null => (stats ? toFigures(stats) : null));

/** The cards of the user statistics, or null before they are loaded. */
export const selectUserFigures = selectFigures(selectUserStatistics, (stats) => [
  { label: 'Total users', value: stats.total },
  { label: 'Active', value: stats.active },
  { label: 'Inactive', value: stats.inactive },
  { label: 'Unverified', value: stats.unverified },
  { label: 'New in 30 days', value: stats.newLast30Days },
]);

/** Sign-ups per day over the last 30 days, oldest first. */
export const selectSignupsByDay = createSelector([selectUserStatistics], (stats) => stats?.byDay ?? []);

/** Users per role in role order; a role the server leaves unnamed takes its usual name. */
export const selectUsersByRole = createSelector([selectUserStatistics], (stats) =>
  [...(stats?.byRole ?? [])]
    .sort((a, b) => a.roleId - b.roleId)
    .map((r) => ({
      roleId: r.roleId,
      label: r.roleName || (isRoleId(r.roleId) ? ROLE_NAMES[r.roleId] : String(r.roleId)),
      count: r.count,
    })),
);

/** The cards of the project statistics, or null before they are loaded. */
export const selectProjectFigures = selectFigures(selectProjectStatistics, (stats) => [
  { label: 'Projects', value: stats.total },
  { label: 'Open tasks', value: stats.openTasks },
  { label: 'Completed tasks', value: stats.completedTasks },
  { label: 'Pending applications', value: stats.pendingApplications },
]);

/** Every status in its usual order, those with no project too. */
export const selectProjectsByStatus = createSelector([selectProjectStatistics], (stats) =>
  PROJECT_STATUSES.map((status) => ({
    status,
    count: stats?.byStatus.find((s) => s.status === status)?.count ?? 0,
  })),
);

/** The newest notifications loaded (the list is kept newest first). */
export const selectRecentNotificationIds = createSelector([selectNotificationIds], (ids) =>
  ids.slice(0, RECENT_NOTIFICATIONS_SHOWN),
);
