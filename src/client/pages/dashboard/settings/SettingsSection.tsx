import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { SiteSettingsField } from '@shared/contracts/siteSettings';
import type { useForm } from '@client/components/forms/useForm';
import { HEX_COLOUR } from '@shared/domain/contact';
import type { SettingsFieldSpec, SettingsSectionSpec } from './settingsFields';

type Bind = ReturnType<typeof useForm<SiteSettingsField>>['bind'];

interface FieldProps {
  field: SettingsFieldSpec;
  bind: Bind;
  value: string;
  onValue: (name: SiteSettingsField, value: string) => void;
}

/** A colour picker needs #rrggbb: short hex is expanded, anything else shows the theme colour. */
function pickerValue(value: string, fallback: string): string {
  const v = value.trim();
  if (!HEX_COLOUR.test(v)) return fallback;
  return v.length === 4 ? `#${[...v.slice(1)].map((c) => c + c).join('')}` : v.toLowerCase();
}

function SettingsInput({ field, bind, value, onValue }: FieldProps) {
  const theme = useTheme();
  const input = (
    <TextField
      label={field.label}
      type={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
      multiline={field.kind === 'multiline'}
      minRows={field.kind === 'multiline' ? 2 : undefined}
      required={field.required}
      fullWidth
      {...bind(field.name, field.helper)}
    />
  );
  if (field.kind !== 'color') return input;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={`Pick ${field.label.toLowerCase()}`}
        value={pickerValue(value, theme.palette.secondary.main)}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onValue(field.name, e.target.value)}
        sx={{
          width: 56,
          height: 56,
          p: 0.5,
          flexShrink: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
        }}
      />
      {input}
    </Stack>
  );
}

interface SettingsSectionProps {
  section: SettingsSectionSpec;
  bind: Bind;
  values: Record<SiteSettingsField, string>;
  onValue: FieldProps['onValue'];
}

/** One titled group of settings fields. */
export function SettingsSection({ section, bind, values, onValue }: SettingsSectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {section.title}
      </Typography>
      <Stack spacing={2}>
        {section.fields.map((field) => (
          <SettingsInput
            key={field.name}
            field={field}
            bind={bind}
            value={values[field.name]}
            onValue={onValue}
          />
        ))}
      </Stack>
    </Paper>
  );
}
