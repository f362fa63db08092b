import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { NotificationStatistics } from '@shared/contracts/notifications';
import { normalizeSeverity, typeLabel } from '@client/features/notifications';
import { dayLabel, topTypes } from './statisticsFigures';

const HEIGHT = 260;

function ChartCard({ title, children, empty }: { title: string; children: ReactNode; empty: boolean }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {empty ? (
          <Typography color="text.secondary" sx={{ height: HEIGHT, display: 'grid', placeItems: 'center' }}>
            No notifications in this period.
          </Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

/** The charts of the statistics page; this module (and @mui/x-charts) loads with the page only. */
export default function StatisticsCharts({ stats }: { stats: NotificationStatistics }) {
  const theme = useTheme();
  const types = topTypes(stats.byType);
  const severities = stats.bySeverity.map((s, i) => {
    const severity = normalizeSeverity(s.severity);
    return { id: i, value: s.count, label: s.severity, color: theme.palette[severity].main };
  });
  const audiences = stats.byAudience.map((a, i) => ({ id: i, value: a.count, label: a.audience }));

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <ChartCard title="By day" empty={stats.byDay.every((d) => d.count === 0)}>
          <LineChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'point', data: stats.byDay.map((d) => dayLabel(d.date)) }]}
            series={[
              { data: stats.byDay.map((d) => d.count), label: 'Notifications', area: true, showMark: false },
            ]}
            hideLegend
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="By type" empty={types.length === 0}>
          <BarChart
            height={HEIGHT}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: types.map((t) => typeLabel(t.type)), width: 160 }]}
            series={[{ data: types.map((t) => t.count), label: 'Notifications' }]}
            hideLegend
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="By severity" empty={severities.length === 0}>
          <PieChart height={HEIGHT} series={[{ data: severities, innerRadius: 50, paddingAngle: 2 }]} />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="By audience" empty={audiences.length === 0}>
          <PieChart height={HEIGHT} series={[{ data: audiences, innerRadius: 50, paddingAngle: 2 }]} />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
