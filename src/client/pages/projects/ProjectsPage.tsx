import { useEffect, useState } from 'react';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import { Skeleton } from '@client/components/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROJECT_STATUSES } from '@shared/domain/work';
import { ROLE_ADMIN, ROLE_CUSTOMER } from '@shared/roles';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import { selectIsConsultant, selectRoleId } from '@client/features/authentication';
import {
  ApplyToProjectDialog,
  type Project,
  type ProjectScope,
  type ProjectStatus,
  selectProjectList,
  selectProjectPage,
  selectProjectPaging,
  selectProjectsRequest,
  projectsActions,
  projectStatusLabel,
} from '@client/features/projects';
import { usePageTitle } from '@client/features/siteSettings';
import { ProjectListView } from './ProjectListView';

const PAGE_SIZES = [10, 20, 50];

function ListSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading" sx={{ display: 'grid', gap: 1.5 }}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={64} />
      ))}
    </Box>
  );
}

export default function ProjectsPage() {
  usePageTitle('Projects');
  const dispatch = useAppDispatch();
  const roleId = useAppSelector(selectRoleId);
  const isConsultant = useAppSelector(selectIsConsultant);
  const isAdmin = roleId === ROLE_ADMIN;
  const isCustomer = roleId === ROLE_CUSTOMER && !isConsultant;
  const list = useAppSelector(selectProjectList);
  const projects = useAppSelector(selectProjectPage);
  const paging = useAppSelector(selectProjectPaging);
  const load = useAppSelector(selectProjectsRequest);
  const [applyTo, setApplyTo] = useState<Project | null>(null);

  const wantedScope: ProjectScope =
    isConsultant && !isAdmin ? (list.scope === 'all' ? 'mine' : list.scope) : 'all';

  // Each visit reads the list afresh for this role's scope (back to page 1).
  useEffect(() => {
    dispatch(projectsActions.listQueryChanged({ scope: wantedScope }));
    // Only the first scope matters here; tab changes dispatch their own query change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const scopeLoaded = list.scope === wantedScope;
  const retry = () => dispatch(projectsActions.listRequested({ force: true }));
  const filtered = Boolean(list.search.trim() || list.status);

  let body;
  if (load.status === 'failed' && load.error) body = <LoadError message={load.error} onRetry={retry} />;
  else if (load.status !== 'succeeded' || !scopeLoaded) body = <ListSkeleton />;
  else if (projects.length === 0) {
    if (filtered) body = <EmptyState title="No projects match your search." />;
    else if (isConsultant && !isAdmin && list.scope === 'available')
      body = <EmptyState title="No projects are open for applications right now." />;
    else if (isConsultant && !isAdmin)
      body = (
        <EmptyState title="You are not on any project yet.">
          Apply to an open project to join a team.
        </EmptyState>
      );
    else if (isCustomer)
      body = (
        <EmptyState title="No projects yet">
          <Typography sx={{ mb: 2 }}>Tell us what you need and we will get back to you.</Typography>
          <Button component={RouterLink} to="/request" variant="contained">
            Get a quote
          </Button>
        </EmptyState>
      );
    else body = <EmptyState title="No projects yet" />;
  } else {
    body = (
      <ProjectListView
        projects={projects}
        withApply={isConsultant && list.scope === 'available'}
        onApply={setApplyTo}
        withCustomer={!isCustomer}
      />
    );
  }

  const showPager = isAdmin || paging.total > paging.pageSize;
  // Everyone can search a list longer than a page (and keeps the box while a search is typed).
  const showSearch = showPager || list.search !== '';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
      >
        {isCustomer ? 'My Projects' : 'Projects'}
      </Typography>

      {isConsultant && !isAdmin && (
        <Tabs
          value={list.scope === 'available' ? 'available' : 'mine'}
          onChange={(_e, scope: ProjectScope) => dispatch(projectsActions.listQueryChanged({ scope }))}
          aria-label="Project lists"
          variant="fullWidth"
          sx={{ mb: 2, maxWidth: 520 }}
        >
          <Tab value="mine" label="My projects" />
          <Tab value="available" label="Open for applications" />
        </Tabs>
      )}

      {(showSearch || isAdmin) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            label="Search projects"
            type="search"
            value={list.search}
            onChange={(e) => dispatch(projectsActions.searchChanged(e.target.value))}
            size="small"
            sx={{ flex: 1 }}
          />
          {isAdmin && (
            <TextField
              select
              label="Status"
              value={list.status ?? ''}
              onChange={(e) =>
                dispatch(
                  projectsActions.listQueryChanged({
                    status: (e.target.value || null) as ProjectStatus | null,
                  }),
                )
              }
              size="small"
              sx={{ minWidth: 180 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All statuses</MenuItem>
              {PROJECT_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {projectStatusLabel(s)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      )}

      {body}

      {showPager && load.status === 'succeeded' && paging.total > 0 && (
        <TablePagination
          component="div"
          count={paging.total}
          page={Math.min(paging.page, paging.pageCount) - 1}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={
            PAGE_SIZES.includes(paging.pageSize)
              ? PAGE_SIZES
              : [...PAGE_SIZES, paging.pageSize].sort((a, b) => a - b)
          }
          onPageChange={(_e, page) => dispatch(projectsActions.pageChanged(page + 1))}
          onRowsPerPageChange={(e) =>
            dispatch(projectsActions.listQueryChanged({ pageSize: Number(e.target.value) }))
          }
          labelRowsPerPage="Per page"
        />
      )}

      {applyTo && <ApplyToProjectDialog project={applyTo} onClose={() => setApplyTo(null)} />}
    </Container>
  );
}
