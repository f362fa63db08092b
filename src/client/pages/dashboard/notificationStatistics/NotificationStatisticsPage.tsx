import { lazy, Suspense, useEffect } from 'react';
import Grid from '@mui/material/Grid';
import { Skeleton } from '@client/components/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { LoadError } from '@client/components/LoadError';
import {
  selectNotificationStatistics,
  selectStatisticsRequest,
  notificationsActions,
} from '@client/features/notifications';
import { usePageTitle } from '@client/features/siteSettings';
import type { TimeRange } from '@shared/contracts/notifications';
import { StatisticsCards } from './StatisticsCards';

// The charts library is large; it arrives after the figures instead of holding them up.
const StatisticsCharts = lazy(
  () => import(/* webpackChunkName: "notification-charts" */ './StatisticsCharts'),
);

const RANGES: Array<{ value: TimeRange; label: string }> = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: 'all', label: 'All time' },
];

function ChartsSkeleton() {
  return (
    <Grid container spacing={2} aria-busy="true" aria-label="Loading charts">
      <Grid size={12}>
        <Skeleton variant="rounded" height={320} />
      </Grid>
      {[0, 1].map((i) => (
        <Grid key={i} size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
      ))}
    </Grid>
  );
}

export default function NotificationStatisticsPage() {
  usePageTitle('Notification Statistics');
  const dispatch = useAppDispatch();
  const { range, data } = useAppSelector(selectNotificationStatistics);
  const { status, error } = useAppSelector(selectStatisticsRequest);
  const request = (next: TimeRange) => dispatch(notificationsActions.statisticsRequested(next));

  useEffect(() => {
    dispatch(notificationsActions.statisticsRequested(range));
    // Once per visit; later ranges are asked for by the toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const ready = status === 'succeeded' && data !== null;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Notification Statistics
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          aria-label="Time range"
          onChange={(_e, value: TimeRange | null) => value && request(value)}
        >
          {RANGES.map((r) => (
            <ToggleButton key={r.value} value={r.value}>
              {r.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {status === 'failed' ? (
        <LoadError message={error ?? ''} onRetry={() => request(range)} />
      ) : (
        <>
          <StatisticsCards stats={ready ? data : null} />
          {ready ? (
            <Suspense fallback={<ChartsSkeleton />}>
              <StatisticsCharts stats={data} />
            </Suspense>
          ) : (
            <ChartsSkeleton />
          )}
        </>
      )}
    </Stack>
  );
}
