import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { withinLength } from '@client/components/forms/limits';
import { FIELD } from '@shared/domain/fields';
import { useForm } from '@client/components/forms/useForm';
import { required } from '@client/components/forms/validation';
import {
  type ServiceItem,
  type ServiceItemKind,
  selectServiceById,
  selectServiceItemRequest,
  servicesActions,
} from '@client/features/services';

const LABELS: Record<ServiceItemKind, { title: string; one: string }> = {
  features: { title: 'Features', one: 'feature' },
  benefits: { title: 'Benefits', one: 'benefit' },
};

function AddItemForm({
  serviceId,
  kind,
  pending,
}: {
  serviceId: number;
  kind: ServiceItemKind;
  pending: boolean;
}) {
  const dispatch = useAppDispatch();
  const { one } = LABELS[kind];
  const { bind, handleSubmit } = useForm(
    { name: '', description: '' },
    {
      name: [required('Name'), withinLength('Name', FIELD.serviceItem.name)],
      description: [withinLength('Description', FIELD.serviceItem.description)],
    },
  );
  const onSubmit = handleSubmit((v) =>
    dispatch(
      servicesActions.itemAddRequested({
        serviceId,
        kind,
        item: { name: v.name.trim(), description: v.description.trim() },
      }),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Add ${one}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField label={`New ${one} name`} size="small" fullWidth {...bind('name')} />
        <TextField label={`New ${one} description`} size="small" fullWidth {...bind('description')} />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={pending}
          sx={{ flexShrink: 0 }}
        >
          Add {one}
        </Button>
      </Stack>
    </form>
  );
}

/** A service's features or benefits: each added or removed on its own, removal after a confirmation. */
export function ServiceItemsEditor({ serviceId, kind }: { serviceId: number; kind: ServiceItemKind }) {
  const dispatch = useAppDispatch();
  const service = useAppSelector((state) => selectServiceById(state, serviceId));
  const request = useAppSelector((state) => selectServiceItemRequest(state, kind));
  const [removing, setRemoving] = useState<ServiceItem | null>(null);
  const { title, one } = LABELS[kind];
  const items = service?.[kind] ?? [];
  const pending = request.status === 'pending';
  // A new item gets a higher id: the add form then starts empty again without an effect.
  const formKey = items.reduce((max, i) => Math.max(max, i.id), 0);

  const askRemove = (item: ServiceItem) => {
    dispatch(servicesActions.writeReset());
    setRemoving(item);
  };
  // Closes once the item has left the list, which is what a successful removal does.
  const confirmOpen = removing !== null && items.some((i) => i.id === removing.id);

  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {request.status === 'failed' && !confirmOpen && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {request.error}
        </Alert>
      )}
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No {kind} yet.
        </Typography>
      ) : (
        <List dense disablePadding sx={{ mb: 1 }}>
          {items.map((item) => (
            <ListItem
              key={item.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${one} ${item.name}`}
                  onClick={() => askRemove(item)}
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <ListItemText primary={item.name} secondary={item.description || undefined} />
            </ListItem>
          ))}
        </List>
      )}
      <AddItemForm key={formKey} serviceId={serviceId} kind={kind} pending={pending} />
      <ConfirmDialog
        open={confirmOpen}
        title={`Remove this ${one}?`}
        confirmLabel="Remove"
        pending={pending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing && dispatch(servicesActions.itemRemoveRequested({ serviceId, kind, itemId: removing.id }))
        }
        error={request.status === 'failed' ? request.error : null}
      >
        {removing?.name} will be removed from {service?.title}.
      </ConfirmDialog>
    </section>
  );
}
