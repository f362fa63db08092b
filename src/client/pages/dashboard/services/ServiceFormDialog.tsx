import { useState } from 'react';
import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { useForm } from '@client/components/forms/useForm';
import {
  type Service,
  isKnownServiceIcon,
  ServiceIcon,
  selectServiceSave,
  servicesActions,
} from '@client/features/services';
import { ServiceItemsEditor } from './ServiceItemsEditor';
import { serviceFormRules, serviceFormValues, toServiceInput } from './serviceForm';
import { FormButtons } from '@client/components/FormButtons';
import { ResponsiveDialog } from '@client/components/ResponsiveDialog';

interface ServiceFormDialogProps {
  /** null creates a new service. */
  service: Service | null;
  open: boolean;
  onClose: () => void;
}

/** Mounted afresh for each opening, so the draft starts from the service as it is now. */
export function ServiceFormDialog({ service, open, onClose }: ServiceFormDialogProps) {
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectServiceSave);
  const pending = save.status === 'pending';
  const [isActive, setIsActive] = useState(service?.isActive ?? true);
  // The server's messages stand beside the client's until the next save.
  const { values, bind, handleSubmit } = useForm(
    serviceFormValues(service),
    serviceFormRules,
    save.fieldErrors,
  );

  const onSubmit = handleSubmit((v) => {
    const input = toServiceInput(v, isActive);
    if (service) dispatch(servicesActions.updateRequested({ id: service.id, changes: input }));
    else dispatch(servicesActions.createRequested(input));
  });

  const iconHint =
    values.icon.trim() && !isKnownServiceIcon(values.icon)
      ? 'Unknown name: the generic icon is shown.'
      : 'An MUI icon name, e.g. Cloud, Security, Analytics.';

  return (
    <ResponsiveDialog open={open} pending={pending} onClose={onClose} maxWidth="md">
      <DialogTitle>{service ? `Edit ${service.title}` : 'New service'}</DialogTitle>
      <DialogContent dividers>
        <form
          id="service-form"
          onSubmit={onSubmit}
          noValidate
          aria-label={service ? 'Edit service' : 'New service'}
        >
          <Stack spacing={2}>
            {save.status === 'failed' && <Alert severity="error">{save.error}</Alert>}
            <TextField label="Title" required fullWidth autoFocus {...bind('title')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Slug"
                fullWidth
                {...bind('slug', 'Optional: made from the title when empty.')}
              />
              <TextField
                label="Display order"
                type="number"
                fullWidth
                {...bind('displayOrder')}
                slotProps={{ htmlInput: { min: 0, max: 100000, step: 1 } }}
              />
            </Stack>
            <TextField
              label="Short description"
              fullWidth
              multiline
              minRows={2}
              {...bind('shortDescription')}
            />
            <TextField label="Description" fullWidth multiline minRows={4} {...bind('description')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Icon name"
                fullWidth
                {...bind('icon', iconHint)}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <ServiceIcon name={values.icon} aria-hidden />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <TextField label="Image URL" fullWidth {...bind('imageUrl')} />
            </Stack>
            <FormControlLabel
              control={<Switch checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />}
              label="Active (shown to visitors)"
            />
          </Stack>
        </form>
        {service ? (
          <>
            <Divider sx={{ my: 3 }} />
            <ServiceItemsEditor serviceId={service.id} kind="features" />
            <Divider sx={{ my: 3 }} />
            <ServiceItemsEditor serviceId={service.id} kind="benefits" />
          </>
        ) : (
          <Alert severity="info" sx={{ mt: 3 }}>
            Features and benefits can be added once the service is created.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <FormButtons onCancel={onClose} pending={pending} form="service-form">
          {service ? 'Save' : 'Create'}
        </FormButtons>
      </DialogActions>
    </ResponsiveDialog>
  );
}
