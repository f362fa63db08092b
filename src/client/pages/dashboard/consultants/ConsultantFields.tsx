import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { APPLICATION_STATUSES } from '@shared/domain/work';
import type { ApplicationStatus } from '@client/features/consultants/consultantModel';
import { draftProblems, type ConsultantDraft } from './consultantForm';

interface ConsultantFieldsProps {
  draft: ConsultantDraft;
  onChange: (draft: ConsultantDraft) => void;
  fieldErrors?: Record<string, string>;
  /** Availability, active and status: the administrator's fields. */
  admin?: boolean;
}

/** The editable fields of a consultant profile. */
export function ConsultantFields({
  draft,
  onChange,
  fieldErrors = {},
  admin = false,
}: ConsultantFieldsProps) {
  const set = <K extends keyof ConsultantDraft>(key: K, value: ConsultantDraft[K]) =>
    onChange({ ...draft, [key]: value });
  // What is typed now comes first; the server's message stands until the field is right.
  const yearsError = draftProblems(draft).yearsOfExperience ?? fieldErrors.yearsOfExperience;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField
          label="Specialization"
          fullWidth
          value={draft.specialization}
          onChange={(e) => set('specialization', e.target.value)}
          error={Boolean(fieldErrors.specialization)}
          helperText={fieldErrors.specialization}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {/* Text, not a number input: a number input hands over letters as an empty value, so the
            form could not say what is wrong with them. */}
        <TextField
          label="Years of experience"
          fullWidth
          value={draft.yearsOfExperience}
          onChange={(e) => set('yearsOfExperience', e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(yearsError)}
          helperText={yearsError}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Bio"
          fullWidth
          multiline
          minRows={3}
          value={draft.bio}
          onChange={(e) => set('bio', e.target.value)}
          error={Boolean(fieldErrors.bio)}
          helperText={fieldErrors.bio}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="LinkedIn URL"
          type="url"
          fullWidth
          value={draft.linkedInUrl}
          onChange={(e) => set('linkedInUrl', e.target.value)}
          error={Boolean(fieldErrors.linkedInUrl)}
          helperText={fieldErrors.linkedInUrl}
        />
      </Grid>
      {admin && (
        <>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              label="Status"
              fullWidth
              value={draft.applicationStatus}
              onChange={(e) => set('applicationStatus', e.target.value as ApplicationStatus)}
            >
              {APPLICATION_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormControlLabel
              control={
                <Switch checked={draft.isAvailable} onChange={(e) => set('isAvailable', e.target.checked)} />
              }
              label="Available"
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormControlLabel
              control={
                <Switch checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />
              }
              label="Active"
            />
          </Grid>
        </>
      )}
    </Grid>
  );
}
