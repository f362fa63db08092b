import { useEffect } from 'react';
import Stack from '@mui/material/Stack';
import { useAppDispatch } from '@client/lib/hooks';
import { dashboardStatsActions } from '@client/features/dashboardStats';
import { projectsActions } from '@client/features/projects';
import { ProjectStatisticsSection } from './ProjectStatisticsSection';
import { RecentNotificationsSection, recentNotificationsRequested } from './RecentNotificationsSection';
import { UserStatisticsSection } from './UserStatisticsSection';

/**
 * The administrators' overview: user and project statistics and the newest notifications. The
 * figures come through the client cache and follow live events (docs/requirements.md#users).
 */
export function AdminOverview() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(dashboardStatsActions.usersRequested());
    dispatch(projectsActions.statisticsRequested());
    dispatch(recentNotificationsRequested());
  }, [dispatch]);

  return (
    <Stack spacing={4} sx={{ mb: 4 }}>
      <UserStatisticsSection />
      <ProjectStatisticsSection />
      <RecentNotificationsSection />
    </Stack>
  );
}
