import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { selectProjectFigures, selectProjectsByStatus } from '@client/features/dashboardStats';
import {
  projectStatusLabel,
  selectProjectStatisticsRequest,
  projectsActions,
} from '@client/features/projects';
import { ChartCard, CHART_HEIGHT, FigureGrid, ProjectStatusChart, OverviewSection } from './OverviewParts';

/** The project statistics: counts and the projects by status. */
export function ProjectStatisticsSection() {
  const dispatch = useAppDispatch();
  const figures = useAppSelector(selectProjectFigures);
  const statuses = useAppSelector(selectProjectsByStatus);
  const loading = figures === null;

  return (
    <OverviewSection
      id="overview-projects"
      title="Projects"
      link={{ to: '/dashboard/projects', label: 'All projects' }}
      load={useAppSelector(selectProjectStatisticsRequest)}
      empty={loading}
      onRetry={() => dispatch(projectsActions.statisticsRequested({ force: true }))}
    >
      <FigureGrid figures={figures} count={4} label="Project figures" />
      <ChartCard
        title="Projects by status"
        summary={statuses.map((s) => `${projectStatusLabel(s.status)}: ${s.count}`).join(', ')}
        loading={loading}
        emptyText={statuses.every((s) => s.count === 0) ? 'No projects yet.' : null}
      >
        <ProjectStatusChart statuses={statuses} height={CHART_HEIGHT} />
      </ChartCard>
    </OverviewSection>
  );
}
