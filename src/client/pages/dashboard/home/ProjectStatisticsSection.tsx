import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@client/components/RouterLink';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { LoadError } from '@client/components/LoadError';
import {
  selectProjectFigures,
  selectProjectsByStatus,
} from '@client/features/dashboardStats/dashboardStatsSelectors';
import { projectStatusLabel } from '@client/features/projects/ProjectStatusChip';
import { selectProjectStatisticsRequest } from '@client/features/projects/projectsSelectors';
import { projectsActions } from '@client/features/projects/projectsSlice';
import { ChartCard, CHART_HEIGHT, FigureGrid, ProjectStatusChart } from './OverviewParts';

/** The project statistics: counts and the projects by status. */
export function ProjectStatisticsSection() {
  const dispatch = useAppDispatch();
  const figures = useAppSelector(selectProjectFigures);
  const statuses = useAppSelector(selectProjectsByStatus);
  const { status, error } = useAppSelector(selectProjectStatisticsRequest);
  const loading = figures === null;

  return (
    <Stack component="section" aria-labelledby="overview-projects" spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}
      >
        <Typography id="overview-projects" variant="h5" component="h2">
          Projects
        </Typography>
        <Button component={RouterLink} sx={{ whiteSpace: 'nowrap' }} to="/dashboard/projects">
          All projects
        </Button>
      </Stack>
      {status === 'failed' && (
        <LoadError
          message={error ?? ''}
          onRetry={() => dispatch(projectsActions.statisticsRequested({ force: true }))}
        />
      )}
      {!(status === 'failed' && loading) && (
        <>
          <FigureGrid figures={figures} count={4} label="Project figures" />
          <ChartCard
            title="Projects by status"
            summary={statuses.map((s) => `${projectStatusLabel(s.status)}: ${s.count}`).join(', ')}
            loading={loading}
            emptyText={statuses.every((s) => s.count === 0) ? 'No projects yet.' : null}
          >
            <ProjectStatusChart statuses={statuses} height={CHART_HEIGHT} />
          </ChartCard>
        </>
      )}
    </Stack>
  );
}
