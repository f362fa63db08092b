import { MSG } from '@shared/messages';
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Skeleton } from '@client/components/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { APPLICATION_STATUSES } from '@shared/domain/work';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { requestsActions } from '@client/lib/requests';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import {
  type ApplicationStatus,
  type Consultant,
  consultantsActions,
  CONSULTANT_WRITE_REQUESTS,
  selectConsultantRemoveRequest,
  selectManagedConsultantById,
  selectManagedConsultants,
  selectManagedConsultantsRequest,
} from '@client/features/consultants';
import { ApplicationsQueue } from './ApplicationsQueue';
import { ConsultantEditDialog } from './ConsultantEditDialog';
import { WIDE_ONLY } from '@client/components/tableColumns';
import { DataTable } from '@client/components/DataTable';
import { IconAction } from '@client/components/IconAction';
import { ErrorAlert } from '@client/components/ErrorAlert';

const STATUS_COLOR = { Pending: 'warning', Approved: 'success', Rejected: 'error' } as const;

/** An administrator's consultants: the application queue and every consultant. */
export function ConsultantsAdmin() {
  const dispatch = useAppDispatch();
  const all = useAppSelector(selectManagedConsultants);
  const request = useAppSelector(selectManagedConsultantsRequest);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = useAppSelector((s) =>
    editingId == null ? undefined : selectManagedConsultantById(s, editingId),
  );
  const [deleting, setDeleting] = useState<Consultant | null>(null);
  const removeRequest = useAppSelector((s) => selectConsultantRemoveRequest(s, deleting?.id ?? 0));
  const reload = () => dispatch(consultantsActions.allRequested());

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return all.filter(
      (c) =>
        (status === null || c.applicationStatus === status) &&
        (!needle ||
          c.fullName.toLowerCase().includes(needle) ||
          c.specialization.toLowerCase().includes(needle) ||
          (c.email ?? '').toLowerCase().includes(needle)),
    );
  }, [all, search, status]);

  const deleteOpen = deleting !== null && all.some((c) => c.id === deleting.id);
  const askDelete = (c: Consultant) => {
    dispatch(requestsActions.reset(CONSULTANT_WRITE_REQUESTS.remove(c.id)));
    setDeleting(c);
  };

  if (request.status === 'failed' && all.length === 0) {
    return <LoadError message={request.error ?? MSG.consultantsLoad} onRetry={reload} />;
  }
  if (all.length === 0 && request.status !== 'succeeded') {
    return <Skeleton variant="rounded" height={320} aria-label="Loading" />;
  }

  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Applications
      </Typography>
      <ApplicationsQueue />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        All consultants
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label="Search consultants"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: '1 1 220px' }}
        />
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label="Status"
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
        >
          <Chip label="All" color={status === null ? 'primary' : 'default'} onClick={() => setStatus(null)} />
          {APPLICATION_STATUSES.map((s) => (
            <Chip
              key={s}
              label={s}
              color={status === s ? 'primary' : 'default'}
              onClick={() => setStatus(s)}
              aria-pressed={status === s}
            />
          ))}
        </Stack>
      </Box>
      <ErrorAlert error={removeRequest.status === 'failed' && !deleteOpen && removeRequest.error} />
      {shown.length === 0 ? (
        <EmptyState
          title={all.length === 0 ? 'No consultants yet.' : 'No consultants match these filters.'}
        />
      ) : (
        <DataTable
          label="Consultants"
          head={
            <>
              <TableCell>Name</TableCell>
              <TableCell sx={WIDE_ONLY}>Specialization</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={WIDE_ONLY}>Available</TableCell>
              <TableCell sx={WIDE_ONLY}>Expertise</TableCell>
              <TableCell align="right">Actions</TableCell>
            </>
          }
        >
          {shown.map((c) => (
            <TableRow key={c.id} hover>
              <TableCell>
                {c.fullName}
                {!c.isActive && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    Inactive
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{c.specialization || '—'}</TableCell>
              <TableCell>
                <Chip size="small" label={c.applicationStatus} color={STATUS_COLOR[c.applicationStatus]} />
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{c.isAvailable ? 'Yes' : 'No'}</TableCell>
              <TableCell sx={WIDE_ONLY}>{c.expertise.map((e) => e.name).join(', ') || '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconAction title="Edit" label={`Edit ${c.fullName}`} onClick={() => setEditingId(c.id)}>
                  <EditIcon />
                </IconAction>
                <IconAction title="Delete" label={`Delete ${c.fullName}`} onClick={() => askDelete(c)}>
                  <DeleteIcon />
                </IconAction>
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      {editing && (
        <ConsultantEditDialog key={editing.id} consultant={editing} onClose={() => setEditingId(null)} />
      )}
      <ConfirmDialog
        open={deleteOpen}
        title={`Delete ${deleting?.fullName ?? 'consultant'}?`}
        pending={removeRequest.status === 'pending'}
        onConfirm={() => deleting && dispatch(consultantsActions.removeRequested({ id: deleting.id }))}
        onCancel={() => setDeleting(null)}
        error={removeRequest.status === 'failed' ? removeRequest.error : null}
      >
        {deleting
          ? `The consultant profile of ${deleting.fullName} and their expertise will be deleted.`
          : ''}
      </ConfirmDialog>
    </>
  );
}
