import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { projectStatusLabel, type ProjectStatus } from '@client/features/projects';
import { dayLabel } from '../notificationStatistics/statisticsFigures';

// The charts of the administrators' overview. This module (and @mui/x-charts with it) is loaded only
// when a chart has something to draw, so the dashboard's first paint does not wait for it.

export function SignupsChart({
  days,
  height,
}: {
  days: ReadonlyArray<{ date: string; count: number }>;
  height: number;
}) {
  return (
    <LineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: days.map((d) => dayLabel(d.date)) }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={[{ data: days.map((d) => d.count), label: 'Sign-ups', area: true, showMark: false }]}
      hideLegend
    />
  );
}

type Bars = ReadonlyArray<{ label: string; count: number }>;

/** Counts as horizontal bars, one a label. */
function CountBarChart({ bars, series, height }: { bars: Bars; series: string; height: number }) {
  return (
    <BarChart
      height={height}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: bars.map((b) => b.label), width: 90 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: bars.map((b) => b.count), label: series }]}
      hideLegend
    />
  );
}

export function RolesChart({ roles, height }: { roles: Bars; height: number }) {
  return <CountBarChart bars={roles} series="Users" height={height} />;
}

export function ProjectStatusChart({
  statuses,
  height,
}: {
  statuses: ReadonlyArray<{ status: ProjectStatus; count: number }>;
  height: number;
}) {
  const bars = statuses.map((s) => ({ label: projectStatusLabel(s.status), count: s.count }));
  return <CountBarChart bars={bars} series="Projects" height={height} />;
}
