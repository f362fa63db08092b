import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { projectStatusLabel } from '@client/features/projects/ProjectStatusChip';
import type { ProjectStatus } from '@client/features/projects/projectModel';
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

export function RolesChart({
  roles,
  height,
}: {
  roles: ReadonlyArray<{ label: string; count: number }>;
  height: number;
}) {
  return (
    <BarChart
      height={height}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: roles.map((r) => r.label), width: 90 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: roles.map((r) => r.count), label: 'Users' }]}
      hideLegend
    />
  );
}

export function ProjectStatusChart({
  statuses,
  height,
}: {
  statuses: ReadonlyArray<{ status: ProjectStatus; count: number }>;
  height: number;
}) {
  return (
    <BarChart
      height={height}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: statuses.map((s) => projectStatusLabel(s.status)), width: 90 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: statuses.map((s) => s.count), label: 'Projects' }]}
      hideLegend
    />
  );
}
