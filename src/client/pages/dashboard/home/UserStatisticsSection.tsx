import Grid from '@mui/material/Grid';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import {
  dashboardStatsActions,
  selectSignupsByDay,
  selectUserFigures,
  selectUserStatisticsRequest,
  selectUsersByRole,
} from '@client/features/dashboardStats';
import {
  ChartCard,
  CHART_HEIGHT,
  FigureGrid,
  RolesChart,
  SignupsChart,
  OverviewSection,
} from './OverviewParts';

/** The user statistics: counts, sign-ups per day over 30 days and users by role. */
export function UserStatisticsSection() {
  const dispatch = useAppDispatch();
  const figures = useAppSelector(selectUserFigures);
  const days = useAppSelector(selectSignupsByDay);
  const roles = useAppSelector(selectUsersByRole);
  const signups = days.reduce((n, d) => n + d.count, 0);
  const loading = figures === null;

  return (
    <OverviewSection
      id="overview-users"
      title="Users"
      load={useAppSelector(selectUserStatisticsRequest)}
      empty={loading}
      onRetry={() => dispatch(dashboardStatsActions.usersRequested({ force: true }))}
    >
      <FigureGrid figures={figures} count={5} label="User figures" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <ChartCard
            title="Sign-ups, last 30 days"
            summary={`${signups} sign-ups in the last 30 days`}
            loading={loading}
            emptyText={signups === 0 ? 'No sign-ups in the last 30 days.' : null}
          >
            <SignupsChart days={days} height={CHART_HEIGHT} />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ChartCard
            title="Users by role"
            summary={roles.map((r) => `${r.label}: ${r.count}`).join(', ')}
            loading={loading}
            emptyText={roles.every((r) => r.count === 0) ? 'No users yet.' : null}
          >
            <RolesChart roles={roles} height={CHART_HEIGHT} />
          </ChartCard>
        </Grid>
      </Grid>
    </OverviewSection>
  );
}
