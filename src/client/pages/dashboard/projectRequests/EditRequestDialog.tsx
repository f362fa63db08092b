import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { SubmitButton } from '@client/components/SubmitButton';
import { useForm } from '@client/components/forms/useForm';
import { CurrencySelect } from '@client/features/currency/CurrencySelect';
import type { ProjectRequest } from '@client/features/projectRequests/projectRequestModel';
import { selectUpdateRequest } from '@client/features/projectRequests/projectRequestsSelectors';
import { projectRequestsActions } from '@client/features/projectRequests/projectRequestsSlice';
import { selectAllServices } from '@client/features/services/servicesSelectors';
import {
  EDIT_RULES,
  EDITABLE_STATUSES,
  editValuesOf,
  statusEditable,
  toChanges,
  type EditField,
} from './editRequestForm';

interface EditRequestDialogProps {
  request: ProjectRequest;
  onClose: () => void;
}

/** The admin's edit of a quote request; it closes once the server has saved the change. */
export function EditRequestDialog({ request, onClose }: EditRequestDialogProps) {
  const dispatch = useAppDispatch();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const services = useAppSelector(selectAllServices);
  const update = useAppSelector((s) => selectUpdateRequest(s, request.id));
  const [sent, setSent] = useState(false);
  const { values, bind, handleSubmit } = useForm<EditField>(editValuesOf(request), EDIT_RULES);

  useEffect(() => {
    if (sent && update.status === 'succeeded') onClose();
  }, [sent, update.status, onClose]);

  const pending = sent && update.status === 'pending';
  const failed = sent && update.status === 'failed';

  /** The field's own message first, else what the server said about it on the last save. */
  const field = (name: EditField) => {
    const bound = bind(name);
    const server = bound.error || !failed ? undefined : update.fieldErrors[name];
    return server ? { ...bound, error: true, helperText: server } : bound;
  };

  const onSubmit = handleSubmit((v) => {
    const changes = toChanges(request, v);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setSent(true);
    dispatch(projectRequestsActions.updateRequested({ id: request.id, changes }));
  });

  const serviceKnown = values.serviceId === '' || services.some((s) => String(s.id) === values.serviceId);

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="edit-request-title"
    >
      <form onSubmit={onSubmit} noValidate aria-label="Edit request">
        <DialogTitle id="edit-request-title">Edit request</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {failed && update.error && <Alert severity="error">{update.error}</Alert>}
            <TextField label="Request title" required fullWidth {...field('requestTitle')} />
            <TextField
              label="Description"
              required
              fullWidth
              multiline
              minRows={3}
              {...field('description')}
            />
            <TextField label="Service" select fullWidth {...field('serviceId')}>
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
              {!serviceKnown && (
                <MenuItem value={values.serviceId}>
                  {request.serviceName ?? `Service #${values.serviceId}`}
                </MenuItem>
              )}
              {services.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.title}
                </MenuItem>
              ))}
            </TextField>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 7 }}>
                <TextField
                  label="Budget"
                  type="number"
                  fullWidth
                  {...field('budget')}
                  slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 5 }}>
                <CurrencySelect label="Currency" fullWidth offerAll {...field('currency')} />
              </Grid>
            </Grid>
            <TextField
              label="Desired start date"
              type="date"
              fullWidth
              {...field('desiredStartDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Contact name" required fullWidth {...field('contactName')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Email" type="email" required fullWidth {...field('email')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Phone number" type="tel" fullWidth {...field('phoneNumber')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Company" fullWidth {...field('company')} />
              </Grid>
            </Grid>
            {statusEditable(request) && (
              <TextField label="Status" select fullWidth {...field('status')}>
                {EDITABLE_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField label="Admin notes" fullWidth multiline minRows={2} {...field('adminNotes')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <SubmitButton pending={pending}>Save</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
