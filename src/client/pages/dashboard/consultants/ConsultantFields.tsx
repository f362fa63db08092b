import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { APPLICATION_STATUSES } from '@shared/domain/work';
import { draftProblems, type ConsultantForm } from './consultantForm';
import { SwitchField } from '@client/components/forms/SwitchField';
import { menuItems } from '@client/components/forms/menuItems';

interface ConsultantFieldsProps {
  form: ConsultantForm;
  /** Availability, active and status: the administrator's fields. */
  admin?: boolean;
}

/** The editable fields of a consultant profile. */
export function ConsultantFields({ form: { values, bind, setValue }, admin = false }: ConsultantFieldsProps) {
  const years = bind('yearsOfExperience');
  // What is typed now comes first; the server's message stands until the field is right.
  const yearsError = draftProblems(values).yearsOfExperience ?? years.helperText;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField label="Specialization" fullWidth {...bind('specialization')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {/* Text, not a number input: a number input hands over letters as an empty value, so the
            form could not say what is wrong with them. */}
        <TextField
          label="Years of experience"
          fullWidth
          {...years}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(yearsError)}
          helperText={yearsError}
        />
      </Grid>
      <Grid size={12}>
        <TextField label="Bio" fullWidth multiline minRows={3} {...bind('bio')} />
      </Grid>
      <Grid size={12}>
        <TextField label="LinkedIn URL" type="url" fullWidth {...bind('linkedInUrl')} />
      </Grid>
      {admin && (
        <>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select label="Status" fullWidth {...bind('applicationStatus')}>
              {menuItems(APPLICATION_STATUSES)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <SwitchField
              label="Available"
              value={values.isAvailable}
              onChange={(v) => setValue('isAvailable', v)}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <SwitchField label="Active" value={values.isActive} onChange={(v) => setValue('isActive', v)} />
          </Grid>
        </>
      )}
    </Grid>
  );
}
