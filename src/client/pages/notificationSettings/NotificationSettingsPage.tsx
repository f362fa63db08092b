import { useEffect } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@client/components/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { LoadError } from '@client/components/LoadError';
import {
  NotificationSettingsForm,
  selectNotificationSettings,
  selectSettingsRequest,
  notificationsActions,
} from '@client/features/notifications';
import { usePageTitle } from '@client/features/siteSettings';

export default function NotificationSettingsPage() {
  usePageTitle('Notification Settings');
  const dispatch = useAppDispatch();
  const data = useAppSelector(selectNotificationSettings);
  const { status, error } = useAppSelector(selectSettingsRequest);
  const load = () => dispatch(notificationsActions.settingsRequested());

  useEffect(() => {
    dispatch(notificationsActions.settingsRequested());
  }, [dispatch]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Notification Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose which events reach you in the app and by e-mail. Events switched off in the app are not kept
        for you.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        {data ? (
          // A reload after a failed one remounts the form with the server's values.
          <NotificationSettingsForm key={status === 'succeeded' ? 'loaded' : 'stale'} settings={data} />
        ) : status === 'failed' ? (
          <LoadError message={error ?? ''} onRetry={load} />
        ) : (
          <div aria-busy="true" aria-label="Loading settings">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={44} />
            ))}
          </div>
        )}
      </Paper>
    </Container>
  );
}
