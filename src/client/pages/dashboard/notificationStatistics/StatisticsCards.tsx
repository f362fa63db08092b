import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { Skeleton } from '@client/components/Skeleton';
import Typography from '@mui/material/Typography';
import type { NotificationStatistics } from '@shared/contracts/notifications';
import { readRatePercent } from './statisticsFigures';

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="overline" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {value ?? <Skeleton width={80} />}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Total, unread and read rate; skeletons while nothing is loaded. */
export function StatisticsCards({ stats }: { stats: NotificationStatistics | null }) {
  const figures: Array<[string, string | null]> = [
    ['Total', stats ? String(stats.total) : null],
    ['Unread', stats ? String(stats.unread) : null],
    ['Read rate', stats ? readRatePercent(stats) : null],
  ];
  return (
    <Grid container spacing={2}>
      {figures.map(([label, value]) => (
        <Grid key={label} size={4}>
          <Figure label={label} value={value} />
        </Grid>
      ))}
    </Grid>
  );
}
