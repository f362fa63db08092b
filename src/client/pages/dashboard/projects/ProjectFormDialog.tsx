import { useState } from 'react';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PROJECT_STATUSES } from '@shared/domain/work';
import { useAppSelector } from '@client/lib/hooks';
import type { ViewRequest } from '@client/lib/useRequest';
import { isYes, useForm, yesNo } from '@client/components/forms/useForm';
import { CurrencySelect } from '@client/features/currency';
import { CustomerPicker, type CustomerChoice } from '@client/features/users';
import type { Project, ProjectCreate, ProjectStatus } from '@client/features/projects';
import { selectAllServices } from '@client/features/services';
import { FormButtons } from '@client/components/FormButtons';
import { ResponsiveDialog } from '@client/components/ResponsiveDialog';
import { SwitchField } from '@client/components/forms/SwitchField';
import { DateField } from '@client/components/forms/DateField';
import { menuItems } from '@client/components/forms/menuItems';
import { ErrorAlert } from '@client/components/ErrorAlert';

interface ProjectFormDialogProps {
  open: boolean;
  /** null: a new project. */
  project: Project | null;
  /** The save this form sent. */
  request: Pick<ViewRequest, 'pending' | 'error' | 'fieldErrors'>;
  onSubmit: (values: ProjectCreate) => void;
  onClose: () => void;
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** The project's customer as the picker shows it before any search has brought them. */
const customerOf = (project: Project | null): CustomerChoice | null =>
  project?.customerId != null ? { id: project.customerId, label: project.customerName ?? '' } : null;

const valuesOf = (project: Project | null) => ({
  name: project?.name ?? '',
  description: project?.description ?? '',
  status: project?.status ?? 'Pending',
  serviceId: project?.serviceId != null ? String(project.serviceId) : '',
  budget: project?.budget != null ? String(project.budget) : '',
  currency: project?.currency ?? 'TRY',
  startDate: day(project?.startDate),
  endDate: day(project?.endDate),
  isAvailableForApplication: yesNo(project?.isAvailableForApplication ?? false),
});

/** Create or edit a project; the draft is the form's own until it is sent. */
export function ProjectFormDialog({ open, project, request, onSubmit, onClose }: ProjectFormDialogProps) {
  const services = useAppSelector(selectAllServices);
  const { values, setValue, bind, handleSubmit } = useForm(valuesOf(project), {}, request.fieldErrors);
  // Held as given: the picker would forget what is being typed in it for a new object.
  const [customer, setCustomer] = useState(() => customerOf(project));
  const { pending } = request;
  const datesWrong = values.startDate !== '' && values.endDate !== '' && values.endDate < values.startDate;
  const endDate = bind('endDate');

  const submit = handleSubmit((v) => {
    if (!v.name.trim() || datesWrong) return;
    onSubmit({
      name: v.name.trim(),
      description: v.description,
      status: v.status as ProjectStatus,
      customerId: customer?.id ?? null,
      serviceId: v.serviceId === '' ? null : Number(v.serviceId),
      budget: v.budget === '' ? null : Number(v.budget),
      currency: v.currency,
      startDate: v.startDate || null,
      endDate: v.endDate || null,
      isAvailableForApplication: isYes(v.isAvailableForApplication),
    });
  });

  return (
    <ResponsiveDialog open={open} pending={pending} onClose={onClose} aria-labelledby="project-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="project-form-title">{project ? `Edit ${project.name}` : 'New project'}</DialogTitle>
        <DialogContent>
          <ErrorAlert error={request.error} />
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <TextField label="Name" required fullWidth autoFocus {...bind('name')} />
            </Grid>
            <Grid size={12}>
              <TextField label="Description" fullWidth multiline minRows={3} {...bind('description')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField select label="Status" fullWidth {...bind('status')}>
                {menuItems(PROJECT_STATUSES)}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField select label="Service" fullWidth {...bind('serviceId')}>
                <MenuItem value="">None</MenuItem>
                {services.map((s) => (
                  <MenuItem key={s.id} value={String(s.id)}>
                    {s.title}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <CustomerPicker
                value={customer}
                onChange={setCustomer}
                error={request.fieldErrors.customerId}
                helperText="Optional; type to search"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Budget"
                fullWidth
                type="number"
                {...bind('budget')}
                slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CurrencySelect label="Currency" fullWidth offerAll {...bind('currency')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField label="Start date" {...bind('startDate')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                label="End date"
                {...endDate}
                error={datesWrong || endDate.error}
                helperText={datesWrong ? 'The end date is before the start date.' : endDate.helperText}
              />
            </Grid>
            <Grid size={12}>
              <SwitchField
                label="Open for applications"
                value={values.isAvailableForApplication}
                onChange={(v) => setValue('isAvailableForApplication', v)}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <FormButtons onCancel={onClose} pending={pending} disabled={!values.name.trim() || datesWrong}>
            {project ? 'Save' : 'Create'}
          </FormButtons>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
