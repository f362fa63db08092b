import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import type { Service } from '@client/features/services/serviceModel';
import {
  selectServiceIds,
  selectServiceRemove,
  selectServiceSave,
  selectServicesError,
  selectServicesStatus,
} from '@client/features/services/servicesSelectors';
import { servicesActions } from '@client/features/services/servicesSlice';
import { usePageTitle } from '@client/features/siteSettings/usePageTitle';
import { ServiceFormDialog } from './ServiceFormDialog';
import { WIDE_ONLY } from '@client/components/tableColumns';
import { ServiceRow } from './ServiceRow';

/** `opening` remounts the form for each opening, so its draft starts from the service as it is now. */
type Editing = { service: Service | null; opening: number } | null;

export default function ServicesAdminPage() {
  usePageTitle('Services');
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectServiceIds);
  const status = useAppSelector(selectServicesStatus);
  const error = useAppSelector(selectServicesError);
  const save = useAppSelector(selectServiceSave);
  const remove = useAppSelector(selectServiceRemove);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);

  const load = () => dispatch(servicesActions.fetchRequested({ includeInactive: true }));
  useEffect(() => {
    dispatch(servicesActions.fetchRequested({ includeInactive: true }));
  }, [dispatch]);

  // Both dialogs close through the store: a saved form, a service that has left the list.
  const formOpen = editing !== null && save.status !== 'succeeded';
  const deleteOpen = deleting !== null && ids.includes(deleting.id);
  const open = (service: Service | null) => {
    dispatch(servicesActions.writeReset());
    setEditing((prev) => ({ service, opening: (prev?.opening ?? 0) + 1 }));
  };
  const askDelete = (service: Service) => {
    dispatch(servicesActions.writeReset());
    setDeleting(service);
  };

  let table;
  if (status === 'failed' && error) table = <LoadError message={error} onRetry={load} />;
  else if (ids.length === 0 && status !== 'succeeded') {
    table = <Skeleton variant="rounded" height={240} aria-label="Loading" />;
  } else if (ids.length === 0) table = <EmptyState title="No services yet. Create the first one." />;
  else {
    table = (
      <TableContainer component={Paper} variant="outlined">
        <Table
          aria-label="Services"
          // Narrower cells on phones keep the actions on screen without scrolling sideways.
          sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={WIDE_ONLY}>Order</TableCell>
              <TableCell>Title</TableCell>
              <TableCell sx={WIDE_ONLY}>Features / benefits</TableCell>
              <TableCell>Active</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ids.map((id) => (
              <ServiceRow
                key={id}
                id={id}
                busy={save.status === 'pending'}
                onEdit={open}
                onDelete={askDelete}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          Services
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
          New service
        </Button>
      </Box>
      {save.status === 'failed' && !formOpen && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {save.error}
        </Alert>
      )}
      {table}
      {editing && (
        <ServiceFormDialog
          key={editing.opening}
          service={editing.service}
          open={formOpen}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleteOpen}
        title="Delete this service?"
        pending={remove.status === 'pending'}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && dispatch(servicesActions.deleteRequested({ id: deleting.id }))}
      >
        {deleting?.title} will be removed with its features and benefits. This cannot be undone.
        {remove.status === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {remove.error}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
