import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { useForm } from '@client/components/forms/useForm';
import { CurrencySelect } from '@client/features/currency';
import type { Service } from '@client/features/services';
import { todayIso } from './requestDates';
import type { RequestField } from './requestForm';
import { DateField } from '@client/components/forms/DateField';

type Binding = ReturnType<ReturnType<typeof useForm<string>>['bind']>;

interface RequestFieldsProps {
  bind(name: RequestField): Binding;
  /** The chosen service's id ('' for none). */
  serviceId: string;
  services: readonly Service[];
  /**
   * The admin's edit of someone's request: no autofill from the admin's own details, any currency,
   * any start date, and a service no longer offered named as the request names it.
   */
  admin?: { serviceName?: string | null };
}

/** The fields of a project request, in the public quote form and in the admin's edit of one. */
export function RequestFields({ bind, serviceId, services, admin }: RequestFieldsProps) {
  const serviceKnown = serviceId === '' || services.some((s) => String(s.id) === serviceId);
  const auto = (hint: string) => (admin ? undefined : hint);
  return (
    <>
      <TextField
        label={admin ? 'Request title' : 'Project title'}
        required
        fullWidth
        autoFocus={!admin}
        {...bind('requestTitle')}
      />
      <TextField
        label="Description"
        required
        fullWidth
        multiline
        minRows={admin ? 3 : 4}
        {...bind('description')}
      />
      <TextField label="Service" select fullWidth {...bind('serviceId')}>
        <MenuItem value="">
          <em>{admin ? 'None' : 'Not sure yet'}</em>
        </MenuItem>
        {!serviceKnown && (
          <MenuItem value={serviceId}>{admin?.serviceName ?? `Service #${serviceId}`}</MenuItem>
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
            {...bind('budget')}
            slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <CurrencySelect
            label="Currency"
            required={!admin}
            fullWidth
            offerAll={Boolean(admin)}
            {...bind('currency')}
          />
        </Grid>
      </Grid>
      <DateField
        label="Desired start date"
        {...bind('desiredStartDate')}
        min={admin ? undefined : todayIso()}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Contact name"
            required
            fullWidth
            autoComplete={auto('name')}
            {...bind('contactName')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Email"
            type="email"
            required
            fullWidth
            autoComplete={auto('email')}
            {...bind('email')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Phone number"
            type="tel"
            fullWidth
            autoComplete={auto('tel')}
            {...bind('phoneNumber')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Company" fullWidth autoComplete={auto('organization')} {...bind('company')} />
        </Grid>
      </Grid>
    </>
  );
}
