import { MSG } from '@shared/messages';
import { useEffect, useState } from 'react';
import { RouterLink } from '@client/components/RouterLink';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DashboardTitle } from '@client/components/DashboardTitle';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { PROJECT_STATUSES } from '@shared/domain/work';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { selectRoleId } from '@client/features/authentication';
import { useMoneyFormatter } from '@client/features/currency';
import {
  type Project,
  type ProjectCreate,
  projectsActions,
  selectProjectCreateRequest,
  selectProjectList,
  selectProjectPage,
  selectProjectPaging,
  selectProjectRemoveRequest,
  selectProjectUpdateRequest,
  selectProjectsRequest,
} from '@client/features/projects';
import { servicesActions } from '@client/features/services';
import { usePageTitle } from '@client/features/siteSettings';
import { ProjectFormDialog } from './ProjectFormDialog';
import { StaffDialog } from './StaffDialog';
import { WIDE_ONLY } from '@client/components/tableColumns';
import { FilterSelect, SearchBar } from '@client/components/SearchBar';
import { DataTable } from '@client/components/DataTable';
import { PagedListState } from '@client/components/PagedListState';
import { IconAction } from '@client/components/IconAction';
import { useOpening } from '@client/components/useOpening';
import { ErrorAlert } from '@client/components/ErrorAlert';

const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: s }));

/** Administrators manage every project; a consultant sees their own, read-only. */
export default function ProjectsPage() {
  usePageTitle('Projects');
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectRoleId) === 1;
  const list = useAppSelector(selectProjectList);
  const rows = useAppSelector(selectProjectPage);
  const paging = useAppSelector(selectProjectPaging);
  const request = useAppSelector(selectProjectsRequest);
  const money = useMoneyFormatter();
  const [editing, openEditing, closeEditing] = useOpening<Project | null>();
  const [deleting, setDeleting] = useState<Project | null>(null);
  const [staffing, setStaffing] = useState<Project | null>(null);
  const form = useRequest(
    useAppSelector((s) =>
      editing?.subject ? selectProjectUpdateRequest(s, editing.subject.id) : selectProjectCreateRequest(s),
    ),
  );
  const remove = useRequest(useAppSelector((s) => selectProjectRemoveRequest(s, deleting?.id ?? 0)));
  const scope = isAdmin ? 'all' : 'mine';

  useEffect(() => {
    dispatch(projectsActions.listQueryChanged({ scope }));
    if (isAdmin) dispatch(servicesActions.fetchRequested({ includeInactive: true }));
  }, [dispatch, scope, isAdmin]);

  const reload = () => dispatch(projectsActions.listRequested({ force: true }));
  // Each opening forgets the last one's request: a success closes only the form that sent it.
  const formOpen = editing !== null && !form.succeeded;
  const deleteOpen = deleting !== null && !remove.succeeded;

  const openForm = (project: Project | null) => {
    form.forget();
    openEditing(project);
  };
  const submit = (values: ProjectCreate) =>
    form.send(
      editing?.subject
        ? projectsActions.updateRequested({ id: editing.subject.id, changes: values })
        : projectsActions.createRequested(values),
    );
  const askDelete = (project: Project) => {
    remove.forget();
    setDeleting(project);
  };

  const filtered = list.search.trim() !== '' || list.status !== null;
  const table = (
    <PagedListState
      count={rows.length}
      load={request}
      fallbackError={MSG.projectsFetchFailed}
      onRetry={reload}
      emptyTitle={
        filtered
          ? 'No projects match these filters.'
          : isAdmin
            ? 'No projects yet. Create the first one.'
            : 'You are not on any project yet.'
      }
      paging={paging}
      onPage={(page) => dispatch(projectsActions.pageChanged(page))}
      pagesLabel="Project pages"
    >
      <DataTable
        label="Projects"
        head={
          <>
            <TableCell>Name</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={WIDE_ONLY}>Customer</TableCell>
            <TableCell sx={WIDE_ONLY}>Budget</TableCell>
            <TableCell sx={WIDE_ONLY}>Team</TableCell>
            <TableCell sx={WIDE_ONLY}>Open tasks</TableCell>
            {isAdmin && <TableCell align="right">Actions</TableCell>}
          </>
        }
      >
        {rows.map((p) => (
          <TableRow key={p.id} hover>
            <TableCell>
              <Link component={RouterLink} to={`/projects/${p.id}`}>
                {p.name}
              </Link>
              {p.isAvailableForApplication && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  Open for applications
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <Chip size="small" label={p.status} />
            </TableCell>
            <TableCell sx={WIDE_ONLY}>{p.customerName ?? '—'}</TableCell>
            <TableCell sx={WIDE_ONLY}>{p.budget != null ? money(p.budget, p.currency) : '—'}</TableCell>
            <TableCell sx={WIDE_ONLY}>
              {p.teamSize}
              {p.leaderName ? ` (lead: ${p.leaderName})` : ''}
            </TableCell>
            <TableCell sx={WIDE_ONLY}>{p.openTasks}</TableCell>
            {isAdmin && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {p.permissions.manage && (
                  <>
                    <IconAction title="Staff" label={`Staff ${p.name}`} onClick={() => setStaffing(p)}>
                      <GroupAddIcon />
                    </IconAction>
                    <IconAction title="Edit" label={`Edit ${p.name}`} onClick={() => openForm(p)}>
                      <EditIcon />
                    </IconAction>
                    <IconAction title="Delete" label={`Delete ${p.name}`} onClick={() => askDelete(p)}>
                      <DeleteIcon />
                    </IconAction>
                  </>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </DataTable>
    </PagedListState>
  );

  return (
    <>
      <DashboardTitle title={isAdmin ? 'Projects' : 'My projects'}>
        {isAdmin && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
            New project
          </Button>
        )}
      </DashboardTitle>
      <SearchBar
        label="Search projects"
        value={list.search}
        onSearch={(text) => dispatch(projectsActions.searchChanged(text))}
      >
        <FilterSelect
          label="Status"
          value={list.status}
          options={STATUS_OPTIONS}
          onChange={(status) => dispatch(projectsActions.listQueryChanged({ status }))}
        />
      </SearchBar>
      <ErrorAlert error={!deleteOpen && remove.error} />
      {table}
      {editing && (
        <ProjectFormDialog
          key={editing.opening}
          open={formOpen}
          project={editing.subject}
          request={form}
          onSubmit={submit}
          onClose={closeEditing}
        />
      )}
      {staffing && <StaffDialog key={staffing.id} project={staffing} onClose={() => setStaffing(null)} />}
      <ConfirmDialog
        open={deleteOpen}
        title="Delete project?"
        pending={remove.pending}
        onConfirm={() => deleting && remove.send(projectsActions.removeRequested({ id: deleting.id }))}
        onCancel={() => setDeleting(null)}
        error={remove.failed ? remove.error : null}
      >
        {deleting
          ? `"${deleting.name}" and everything under it (team, updates, metrics, tasks) will be deleted.`
          : ''}
      </ConfirmDialog>
    </>
  );
}
