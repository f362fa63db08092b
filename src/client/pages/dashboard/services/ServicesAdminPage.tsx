import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { Skeleton } from '@client/components/Skeleton';
import TableCell from '@mui/material/TableCell';
import { DashboardTitle } from '@client/components/DashboardTitle';
import AddIcon from '@mui/icons-material/Add';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import {
  type Service,
  selectServiceIds,
  selectServiceRemove,
  selectServiceSave,
  selectServicesError,
  selectServicesStatus,
  servicesActions,
} from '@client/features/services';
import { usePageTitle } from '@client/features/siteSettings';
import { ServiceFormDialog } from './ServiceFormDialog';
import { WIDE_ONLY } from '@client/components/tableColumns';
import { ServiceRow } from './ServiceRow';
import { DataTable } from '@client/components/DataTable';
import { useOpening } from '@client/components/useOpening';
import { ErrorAlert } from '@client/components/ErrorAlert';

/** The administrators see the inactive services too. */
const EVERY_SERVICE = { includeInactive: true };

export default function ServicesAdminPage() {
  usePageTitle('Services');
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectServiceIds);
  const status = useAppSelector(selectServicesStatus);
  const error = useAppSelector(selectServicesError);
  const save = useAppSelector(selectServiceSave);
  const remove = useAppSelector(selectServiceRemove);
  const [editing, openEditing, closeEditing] = useOpening<Service | null>();
  const [deleting, setDeleting] = useState<Service | null>(null);

  const load = () => dispatch(servicesActions.fetchRequested(EVERY_SERVICE));
  useEffect(() => {
    dispatch(servicesActions.fetchRequested(EVERY_SERVICE));
  }, [dispatch]);

  // Both dialogs close through the store: a saved form, a service that has left the list.
  const formOpen = editing !== null && save.status !== 'succeeded';
  const deleteOpen = deleting !== null && ids.includes(deleting.id);
  const open = (service: Service | null) => {
    dispatch(servicesActions.writeReset());
    openEditing(service);
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
      <DataTable
        label="Services"
        head={
          <>
            <TableCell sx={WIDE_ONLY}>Order</TableCell>
            <TableCell>Title</TableCell>
            <TableCell sx={WIDE_ONLY}>Features / benefits</TableCell>
            <TableCell>Active</TableCell>
            <TableCell align="right">Actions</TableCell>
          </>
        }
      >
        {ids.map((id) => (
          <ServiceRow key={id} id={id} busy={save.status === 'pending'} onEdit={open} onDelete={askDelete} />
        ))}
      </DataTable>
    );
  }

  return (
    <>
      <DashboardTitle title="Services">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
          New service
        </Button>
      </DashboardTitle>
      <ErrorAlert error={save.status === 'failed' && !formOpen && save.error} />
      {table}
      {editing && (
        <ServiceFormDialog
          key={editing.opening}
          service={editing.subject}
          open={formOpen}
          onClose={closeEditing}
        />
      )}
      <ConfirmDialog
        open={deleteOpen}
        title="Delete this service?"
        pending={remove.status === 'pending'}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && dispatch(servicesActions.deleteRequested({ id: deleting.id }))}
        error={remove.status === 'failed' ? remove.error : null}
      >
        {deleting?.title} will be removed with its features and benefits. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
