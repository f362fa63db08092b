import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { PageNav } from '@client/components/PageNav';
import { SearchBar } from '@client/components/SearchBar';
import {
  type ProjectRequest,
  type ProjectRequestStatusFilter,
  selectFilteredProjectRequestIds,
  selectProjectRequestById,
  selectProjectRequestPaging,
  selectProjectRequestsQueue,
  selectProjectRequestStatusFilter,
  projectRequestsActions,
} from '@client/features/projectRequests';
import { servicesActions } from '@client/features/services';
import { usePageTitle } from '@client/features/siteSettings';
import { ProjectRequestDetailDialog } from './ProjectRequestDetailDialog';
import { ProjectRequestsTable } from './ProjectRequestsTable';
import { IconAction } from '@client/components/IconAction';
import { LoadError } from '@client/components/LoadError';
import { DashboardTitle } from '@client/components/DashboardTitle';

const FILTERS: ProjectRequestStatusFilter[] = ['All', 'Pending', 'Approved', 'Rejected'];

/** The admin's queue of project requests; new ones arrive live through the notifications. */
export default function ProjectRequestsPage() {
  usePageTitle('Project Requests');
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectFilteredProjectRequestIds);
  const filter = useAppSelector(selectProjectRequestStatusFilter);
  const paging = useAppSelector(selectProjectRequestPaging);
  const { status, error } = useAppSelector(selectProjectRequestsQueue);
  const [open, setOpen] = useState(false);
  // The last known state of the opened row: a reload under a filter (after approving or rejecting
  // it) drops the row from the store while its dialog still shows the outcome.
  const [opened, setOpened] = useState<ProjectRequest | null>(null);
  const live = useAppSelector((s) => (opened ? selectProjectRequestById(s, opened.id) : undefined));
  if (live && live !== opened) setOpened(live);
  const shown = live ?? opened;

  useEffect(() => {
    dispatch(projectRequestsActions.fetchRequested());
    // Titles of inactive services too: an old request may name one.
    dispatch(servicesActions.fetchRequested({ includeInactive: true }));
  }, [dispatch]);

  const close = () => {
    setOpen(false);
    if (shown) dispatch(projectRequestsActions.writesReset({ id: shown.id }));
  };
  const reload = () => dispatch(projectRequestsActions.fetchRequested());

  return (
    <>
      <DashboardTitle title="Project Requests">
        <IconAction title="Reload" label="Reload requests" onClick={reload}>
          <RefreshIcon />
        </IconAction>
      </DashboardTitle>
      <SearchBar
        label="Search requests"
        value={paging.search}
        onSearch={(text) => dispatch(projectRequestsActions.searchChanged(text))}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          aria-label="Status filter"
          sx={{ width: { xs: '100%', sm: 'auto' } }}
          onChange={(_e, next: ProjectRequestStatusFilter | null) => {
            if (next) dispatch(projectRequestsActions.statusFilterChanged(next));
          }}
        >
          {FILTERS.map((f) => (
            <ToggleButton key={f} value={f} sx={{ flexGrow: { xs: 1, sm: 0 }, px: { xs: 1, sm: 2 } }}>
              {f}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </SearchBar>
      {status === 'failed' && (
        <Box sx={{ mb: 2 }}>
          <LoadError message={error ?? ''} onRetry={reload} />
        </Box>
      )}
      {(status === 'pending' || status === 'idle') && ids.length === 0 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading requests" />
        </Box>
      ) : ids.length === 0 ? (
        status !== 'failed' && (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">
              {paging.search.trim() !== ''
                ? 'No requests match this search.'
                : filter === 'All'
                  ? 'No project requests yet.'
                  : `No ${filter.toLowerCase()} requests.`}
            </Typography>
          </Paper>
        )
      ) : (
        <>
          {status === 'pending' && <LinearProgress aria-label="Reloading requests" sx={{ mb: 0.5 }} />}
          <ProjectRequestsTable
            ids={ids}
            onOpen={(request) => {
              setOpened(request);
              setOpen(true);
            }}
          />
          <PageNav
            page={paging.page}
            pageCount={paging.pageCount}
            onChange={(page) => dispatch(projectRequestsActions.pageChanged(page))}
            label="Request pages"
          />
        </>
      )}
      {shown && <ProjectRequestDetailDialog request={shown} open={open} onClose={close} />}
    </>
  );
}
