import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PROJECT_STATUSES } from '@shared/domain/work';
import { useAppSelector } from '@client/lib/hooks';
import type { RequestState } from '@client/lib/requestState';
import { CurrencySelect } from '@client/features/currency/CurrencySelect';
import { CustomerPicker, type CustomerChoice } from '@client/features/users/CustomerPicker';
import type { Project, ProjectCreate, ProjectStatus } from '@client/features/projects/projectModel';
import { selectAllServices } from '@client/features/services/servicesSelectors';
import { SubmitButton } from '@client/components/SubmitButton';

interface ProjectFormDialogProps {
  open: boolean;
  /** null: a new project. */
  project: Project | null;
  request: RequestState;
  onSubmit: (values: ProjectCreate) => void;
  onClose: () => void;
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** The project's customer as the picker shows it before any search has brought them. */
const customerOf = (project: Project | null): CustomerChoice | null =>
  project?.customerId != null ? { id: project.customerId, label: project.customerName ?? '' } : null;

function draftOf(project: Project | null) {
  return {
    name: project?.name ?? '',
    description: project?.description ?? '',
    status: (project?.status ?? 'Pending') as ProjectStatus,
    customer: customerOf(project),
    serviceId: project?.serviceId != null ? String(project.serviceId) : '',
    budget: project?.budget != null ? String(project.budget) : '',
    currency: project?.currency ?? 'TRY',
    startDate: day(project?.startDate),
    endDate: day(project?.endDate),
    isAvailableForApplication: project?.isAvailableForApplication ?? false,
  };
}

/** Create or edit a project; the draft is the form's own until it is sent. */
export function ProjectFormDialog({ open, project, request, onSubmit, onClose }: ProjectFormDialogProps) {
  const services = useAppSelector(selectAllServices);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState(() => draftOf(project));
  const pending = request.status === 'pending';
  const fieldError = (name: string) => (request.status === 'failed' ? request.fieldErrors[name] : undefined);
  const set =
    <K extends keyof typeof draft>(key: K) =>
    (value: (typeof draft)[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const datesWrong = draft.startDate !== '' && draft.endDate !== '' && draft.endDate < draft.startDate;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.name.trim() || datesWrong) return;
    onSubmit({
      name: draft.name.trim(),
      description: draft.description,
      status: draft.status,
      customerId: draft.customer?.id ?? null,
      serviceId: draft.serviceId === '' ? null : Number(draft.serviceId),
      budget: draft.budget === '' ? null : Number(draft.budget),
      currency: draft.currency,
      startDate: draft.startDate || null,
      endDate: draft.endDate || null,
      isAvailableForApplication: draft.isAvailableForApplication,
    });
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="project-form-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="project-form-title">{project ? `Edit ${project.name}` : 'New project'}</DialogTitle>
        <DialogContent>
          {request.status === 'failed' && request.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {request.error}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <TextField
                label="Name"
                required
                fullWidth
                autoFocus
                value={draft.name}
                onChange={(e) => set('name')(e.target.value)}
                error={Boolean(fieldError('name'))}
                helperText={fieldError('name')}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                label="Description"
                fullWidth
                multiline
                minRows={3}
                value={draft.description}
                onChange={(e) => set('description')(e.target.value)}
                error={Boolean(fieldError('description'))}
                helperText={fieldError('description')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label="Status"
                fullWidth
                value={draft.status}
                onChange={(e) => set('status')(e.target.value as ProjectStatus)}
              >
                {PROJECT_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label="Service"
                fullWidth
                value={draft.serviceId}
                onChange={(e) => set('serviceId')(e.target.value)}
              >
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
                value={draft.customer}
                onChange={set('customer')}
                error={fieldError('customerId')}
                helperText="Optional; type to search"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Budget"
                fullWidth
                type="number"
                value={draft.budget}
                onChange={(e) => set('budget')(e.target.value)}
                slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
                error={Boolean(fieldError('budget'))}
                helperText={fieldError('budget')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CurrencySelect
                label="Currency"
                fullWidth
                offerAll
                value={draft.currency}
                onChange={(e) => set('currency')(e.target.value)}
                error={Boolean(fieldError('currency'))}
                helperText={fieldError('currency')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Start date"
                type="date"
                fullWidth
                value={draft.startDate}
                onChange={(e) => set('startDate')(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="End date"
                type="date"
                fullWidth
                value={draft.endDate}
                onChange={(e) => set('endDate')(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                error={datesWrong || Boolean(fieldError('endDate'))}
                helperText={datesWrong ? 'The end date is before the start date.' : fieldError('endDate')}
              />
            </Grid>
            <Grid size={12}>
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.isAvailableForApplication}
                    onChange={(e) => set('isAvailableForApplication')(e.target.checked)}
                  />
                }
                label="Open for applications"
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <SubmitButton pending={pending} disabled={!draft.name.trim() || datesWrong}>
            {project ? 'Save' : 'Create'}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
