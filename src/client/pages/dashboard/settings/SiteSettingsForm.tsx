import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { SiteSettingsField, SiteSettingsInput } from '@shared/contracts/siteSettings';
import { MSG } from '@shared/messages';
import { useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { SubmitButton } from '@client/components/SubmitButton';
import { useForm } from '@client/components/forms/useForm';
import { selectSiteSettingsSave, siteSettingsActions } from '@client/features/siteSettings';
import {
  BRANDING_SECTION,
  COMPANY_SECTION,
  SETTINGS_RULES,
  SITE_SECTION,
  SOCIAL_SECTION,
  trimmedDraft,
  type SettingsSectionSpec,
} from './settingsFields';
import { FooterPreview, TopBarPreview } from './SettingsPreview';
import { SettingsSection } from './SettingsSection';

interface SiteSettingsFormProps {
  initial: SiteSettingsInput;
}

/** Every settings field in four groups, each group beside a live preview of what it changes. */
export function SiteSettingsForm({ initial }: SiteSettingsFormProps) {
  // The save outcome in the store may come from an earlier visit: only this form's own is shown.
  const save = useRequest(useAppSelector(selectSiteSettingsSave));
  const { values, setValues, bind, handleSubmit } = useForm<SiteSettingsField>(initial, SETTINGS_RULES);
  const onValue = (name: SiteSettingsField, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const sectionProps = { bind, values, onValue };

  // The saga writes the stored record (by its id), or creates it when this browser never had one.
  const onSubmit = handleSubmit((draft) => save.send(siteSettingsActions.saveRequested(trimmedDraft(draft))));

  /** Two sections side by side on a wide screen, the first `md` columns (of 12) wide. */
  const sectionRow = (first: SettingsSectionSpec, second: SettingsSectionSpec, md: number) => (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md }}>
        <SettingsSection section={first} {...sectionProps} />
      </Grid>
      <Grid size={{ xs: 12, md: 12 - md }}>
        <SettingsSection section={second} {...sectionProps} />
      </Grid>
    </Grid>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Site settings">
      <TopBarPreview draft={values} />
      {sectionRow(SITE_SECTION, BRANDING_SECTION, 7)}
      <Stack sx={{ mt: 4 }}>
        <FooterPreview draft={values} />
      </Stack>
      {sectionRow(COMPANY_SECTION, SOCIAL_SECTION, 6)}
      <Stack spacing={2} sx={{ mt: 3 }}>
        {save.succeeded && <Alert severity="success">{MSG.siteSettingsSaved}</Alert>}
        {save.failed && <Alert severity="error">{save.error}</Alert>}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => setValues(initial)} disabled={save.pending}>
            Discard changes
          </Button>
          <SubmitButton pending={save.sent && save.pending} size="large">
            Save
          </SubmitButton>
        </Stack>
      </Stack>
    </form>
  );
}
