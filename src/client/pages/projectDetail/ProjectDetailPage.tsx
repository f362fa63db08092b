import { MSG } from '@shared/messages';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@client/components/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import { useMoneyFormatter } from '@client/features/currency';
import {
  ProjectDates,
  type Project,
  selectProjectById,
  selectProjectDetailRequest,
  projectsActions,
  ProjectStatusChip,
} from '@client/features/projects';
import { usePageTitle } from '@client/features/siteSettings';
import { ApplicationsSection } from './ApplicationsSection';
import { HistorySection } from './HistorySection';
import { MetricsSection } from './MetricsSection';
import { OverviewSection } from './OverviewSection';
import { TasksSection } from './TasksSection';
import { UpdatesSection } from './UpdatesSection';

const SECTIONS = [
  { id: 'overview', label: 'Overview', Body: OverviewSection },
  { id: 'updates', label: 'Updates', Body: UpdatesSection },
  { id: 'metrics', label: 'Metrics', Body: MetricsSection },
  { id: 'tasks', label: 'Tasks', Body: TasksSection },
  { id: 'applications', label: 'Applications', Body: ApplicationsSection },
  { id: 'history', label: 'History', Body: HistorySection },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

/** Sections only those who may manage the project see (the server answers the others 403). */
const MANAGE_ONLY: ReadonlySet<SectionId> = new Set<SectionId>(['applications']);
const sectionsFor = (project: Project) =>
  SECTIONS.filter((s) => project.permissions.manage || !MANAGE_ONLY.has(s.id));

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function ProjectHeader({ project }: { project: Project }) {
  const money = useMoneyFormatter();
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}
        >
          {project.name}
        </Typography>
        <ProjectStatusChip status={project.status} />
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gap: 2, m: 0, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
      >
        <Fact label="Budget">
          {project.budget == null ? 'No budget' : money(project.budget, project.currency)}
        </Fact>
        <Fact label="Dates">
          <ProjectDates start={project.startDate} end={project.endDate} />
        </Fact>
        <Fact label="Customer">{project.customerName ?? '—'}</Fact>
        <Fact label="Service">{project.serviceName ?? '—'}</Fact>
      </Box>
    </Box>
  );
}

function DetailSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading">
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2.5rem' }} />
      <Skeleton variant="rounded" height={64} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

export default function ProjectDetailPage() {
  const { id: param = '' } = useParams();
  const id = /^\d+$/.test(param) ? Number(param) : null;
  const dispatch = useAppDispatch();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const project = useAppSelector((state) => (id == null ? undefined : selectProjectById(state, id)));
  const load = useAppSelector((state) => (id == null ? null : selectProjectDetailRequest(state, id)));
  const [section, setSection] = useState<SectionId>('overview');
  usePageTitle(project?.name ?? 'Project');

  useEffect(() => {
    if (id == null) return undefined;
    dispatch(projectsActions.detailRequested({ id }));
    // The open project: after a dropped live connection it is read again (work/workLiveSaga.ts).
    dispatch(projectsActions.selected(id));
    return () => {
      dispatch(projectsActions.selected(null));
    };
  }, [dispatch, id]);

  const back = (
    <Button component={RouterLink} to="/projects" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
      All projects
    </Button>
  );

  let body;
  if (id == null || load?.httpStatus === 404 || (load?.status === 'failed' && load.httpStatus === 400)) {
    body = (
      <EmptyState title="Project not found">
        <Typography sx={{ mb: 2 }}>{MSG.projectNotShared}</Typography>
        <Button component={RouterLink} to="/projects" variant="contained">
          Back to projects
        </Button>
      </EmptyState>
    );
  } else if (load?.status === 'failed' && load.error) {
    body = (
      <LoadError
        message={load.error}
        onRetry={() => dispatch(projectsActions.detailRequested({ id, force: true }))}
      />
    );
  } else if (!project || load?.at == null) {
    body = <DetailSkeleton />;
  } else if (phone) {
    body = (
      <>
        <ProjectHeader project={project} />
        <Stack spacing={3} divider={<Divider />}>
          {sectionsFor(project).map(({ id: key, label, Body }) => (
            <Box component="section" key={key} aria-labelledby={`section-${key}`}>
              <Typography id={`section-${key}`} variant="h5" component="h2" sx={{ mb: 2 }}>
                {label}
              </Typography>
              <Body project={project} />
            </Box>
          ))}
        </Stack>
      </>
    );
  } else {
    const sections = sectionsFor(project);
    const current = sections.find((s) => s.id === section) ?? sections[0];
    const Body = current.Body;
    body = (
      <>
        <ProjectHeader project={project} />
        <Paper variant="outlined">
          <Tabs
            value={current.id}
            onChange={(_e, value: SectionId) => setSection(value)}
            aria-label="Project sections"
            sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
          >
            {sections.map((s) => (
              <Tab
                key={s.id}
                value={s.id}
                label={s.label}
                id={`tab-${s.id}`}
                aria-controls={`panel-${s.id}`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`} sx={{ p: 3 }}>
            <Body project={project} />
          </Box>
        </Paper>
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {back}
      {body}
    </Container>
  );
}
