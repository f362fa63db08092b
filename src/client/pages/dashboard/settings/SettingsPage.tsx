import { useLayoutEffect } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { Spinner } from '@client/components/Spinner';
import {
  selectSiteSettings,
  selectSiteSettingsLoad,
  siteSettingsActions,
  usePageTitle,
} from '@client/features/siteSettings';
import { initialDraft } from './settingsFields';
import { SiteSettingsForm } from './SiteSettingsForm';
import { CurrenciesSection } from './CurrenciesSection';

/** Site settings (admin): the form starts from a fresh read, not from what this browser kept. */
export default function SettingsPage() {
  usePageTitle('Site settings');
  const dispatch = useAppDispatch();
  const data = useAppSelector(selectSiteSettings);
  const { status, error } = useAppSelector(selectSiteSettingsLoad);

  // Before paint, so the form never shows (and never starts from) the copy this browser kept.
  useLayoutEffect(() => {
    dispatch(siteSettingsActions.fetchRequested());
  }, [dispatch]);

  const loading = status === 'idle' || status === 'pending';
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Site settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Branding, contact details, social links and search keywords. The previews show what visitors will see
        once you save.
      </Typography>
      {loading ? (
        <Spinner />
      ) : (
        <>
          {status === 'failed' && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {`The saved settings could not be loaded (${error ?? 'unknown error'}). The form shows ${
                data ? 'the last known values' : 'the built-in defaults'
              }.`}
            </Alert>
          )}
          <SiteSettingsForm key={data?.id ?? 'defaults'} initial={initialDraft(data)} />
          <CurrenciesSection />
        </>
      )}
    </>
  );
}
