import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { SubmitButton } from '@client/components/SubmitButton';
import { useForm } from '@client/components/forms/useForm';
import { type HomepageInfo, selectHomepageSave, homepageActions } from '@client/features/content';
import {
  homepageRules,
  homepageValues,
  STAT_FIELDS,
  toHomepageInput,
  type HomepageField,
} from './homepageForm';

/** The hero and the four figures; the first save creates the homepage info, later ones update it. */
export function HomepageForm({ homepage }: { homepage: HomepageInfo | null }) {
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectHomepageSave);
  // The server names a figure 'stats.clientsServed'; fieldErrors keeps the last segment.
  const { bind, handleSubmit } = useForm<HomepageField>(
    homepageValues(homepage),
    homepageRules,
    save.fieldErrors,
  );
  const onSubmit = handleSubmit((v) => dispatch(homepageActions.saveRequested(toHomepageInput(v))));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Homepage content">
      <Stack spacing={2}>
        {save.status === 'failed' && <Alert severity="error">{save.error}</Alert>}
        {save.status === 'succeeded' && <Alert severity="success">{save.message}</Alert>}
        <Typography variant="h6" component="h2">
          Hero
        </Typography>
        <TextField label="Hero title" required fullWidth {...bind('heroTitle')} />
        <TextField label="Hero subtitle" fullWidth multiline minRows={2} {...bind('heroSubtitle')} />
        <TextField
          label="Hero image URL"
          fullWidth
          {...bind(
            'heroImageUrl',
            'Optional background picture: a web address or a path such as /uploads/hero.jpg.',
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="Button text" fullWidth {...bind('ctaText')} />
          <TextField
            label="Button link"
            fullWidth
            {...bind('ctaLink', 'A path such as /request, or a web address.')}
          />
        </Stack>
        <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
          Figures
        </Typography>
        <Grid container spacing={2}>
          {STAT_FIELDS.map(({ name, label }) => (
            <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                label={label}
                type="number"
                fullWidth
                {...bind(name)}
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
              />
            </Grid>
          ))}
        </Grid>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SubmitButton pending={save.status === 'pending'}>Save</SubmitButton>
        </Stack>
      </Stack>
    </form>
  );
}
