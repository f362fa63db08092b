import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { MSG } from '@shared/messages';
import { useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { useForm } from '@client/components/forms/useForm';
import { filled, numeric } from '@client/components/forms/validation';
import { EmptyState } from '@client/components/EmptyState';
import { formatDateTime, formatDayMonth } from '@client/lib/format';
import {
  selectProjectMetricSeries,
  type MetricSeries,
  type Project,
  selectProjectMetricsRequest,
  projectsActions,
} from '@client/features/projects';
import { CardForm } from '@client/components/CardForm';

function MetricChart({ series }: { series: MetricSeries }) {
  const labels = series.points.map((p) => formatDayMonth(p.recordedAt, p.recordedAt));
  const hasTarget = series.points.some((p) => p.target != null);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {series.name}
          {series.unit ? ` (${series.unit})` : ''}
        </Typography>
        <Box
          role="img"
          aria-label={`${series.name}: latest ${series.latest.value}${series.target != null ? `, target ${series.target}` : ''}`}
        >
          <LineChart
            height={220}
            xAxis={[{ scaleType: 'point', data: labels }]}
            series={[
              { data: series.points.map((p) => p.value), label: 'Value', color: '#1976d2' },
              ...(hasTarget
                ? [
                    {
                      data: series.points.map((p) => p.target),
                      label: 'Target',
                      color: '#f50057',
                      showMark: false,
                    },
                  ]
                : []),
            ]}
            margin={{ left: 8, right: 24, top: 16, bottom: 8 }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}

const NOT_A_NUMBER = 'Enter a number.';
const METRIC_RULES = {
  name: [filled(MSG.metricNameRequired)],
  value: [filled(NOT_A_NUMBER), numeric(NOT_A_NUMBER)],
  target: [numeric(NOT_A_NUMBER)],
};

function MetricForm({ projectId, onDone }: { projectId: number; onDone: () => void }) {
  const request = useRequest(
    useAppSelector((state) => selectProjectMetricsRequest(state, projectId)),
    { onSuccess: onDone },
  );
  const { bind, handleSubmit } = useForm(
    { name: '', value: '', target: '', unit: '' },
    METRIC_RULES,
    request.fieldErrors,
  );

  const submit = handleSubmit((draft) =>
    request.send(
      projectsActions.metricAddRequested({
        projectId,
        input: {
          name: draft.name.trim(),
          value: Number(draft.value),
          target: draft.target.trim() === '' ? null : Number(draft.target),
          unit: draft.unit.trim(),
        },
      }),
    ),
  );

  return (
    <CardForm
      label="Record a metric"
      onSubmit={submit}
      error={request.error}
      pending={request.pending}
      onCancel={onDone}
      submitLabel="Record"
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Name"
            required
            fullWidth
            {...bind('name')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Unit" fullWidth {...bind('unit')} slotProps={{ htmlInput: { maxLength: 30 } }} />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <TextField label="Value" type="number" required fullWidth {...bind('value')} />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <TextField label="Target" type="number" fullWidth {...bind('target')} />
        </Grid>
      </Grid>
    </CardForm>
  );
}

/** Each metric against its target over time, and every reading in a table. */
export function MetricsSection({ project }: { project: Project }) {
  const series = useAppSelector((state) => selectProjectMetricSeries(state, project.id));
  const [adding, setAdding] = useState(false);
  const readings = series.flatMap((s) => s.points.map((p) => ({ ...p, name: s.name, unit: s.unit })));

  return (
    <Stack spacing={2}>
      {project.permissions.contribute && !adding && (
        <Button variant="contained" onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
          Record a metric
        </Button>
      )}
      {adding && <MetricForm projectId={project.id} onDone={() => setAdding(false)} />}
      {series.length === 0 ? (
        <EmptyState title="No metrics recorded yet" />
      ) : (
        <>
          <Grid container spacing={2}>
            {series.map((s) => (
              <Grid key={s.name} size={{ xs: 12, md: 6 }}>
                <MetricChart series={s} />
              </Grid>
            ))}
          </Grid>
          <TableContainer>
            <Table size="small" aria-label="Metric readings">
              <TableHead>
                <TableRow>
                  <TableCell>Metric</TableCell>
                  <TableCell align="right">Value</TableCell>
                  <TableCell align="right">Target</TableCell>
                  <TableCell>Unit</TableCell>
                  <TableCell>Recorded</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {readings.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.name}</TableCell>
                    <TableCell align="right">{r.value}</TableCell>
                    <TableCell align="right">{r.target ?? '—'}</TableCell>
                    <TableCell>{r.unit || '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.recordedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Stack>
  );
}
