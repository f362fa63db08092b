import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
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
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { formatDateTime, formatDayMonth } from '@client/lib/format';
import { selectProjectMetricSeries } from '@client/features/projects/projectDetailSelectors';
import type { MetricSeries, Project } from '@client/features/projects/projectModel';
import { selectProjectMetricsRequest } from '@client/features/projects/projectsSelectors';
import { projectsActions } from '@client/features/projects/projectsSlice';
import { SubmitButton } from '@client/components/SubmitButton';

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

const blank = { name: '', value: '', target: '', unit: '' };

function MetricForm({ projectId, onDone }: { projectId: number; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectProjectMetricsRequest(state, projectId));
  const [draft, setDraft] = useState(blank);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (sent && request.status === 'succeeded') onDone();
  }, [sent, request.status, onDone]);

  const set = (field: keyof typeof blank) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(draft.value);
    const target = draft.target.trim() === '' ? null : Number(draft.target);
    const next: Record<string, string> = {};
    if (!draft.name.trim()) next.name = MSG.metricNameRequired;
    if (draft.value.trim() === '' || !Number.isFinite(value)) next.value = 'Enter a number.';
    if (target != null && !Number.isFinite(target)) next.target = 'Enter a number.';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSent(true);
    dispatch(
      projectsActions.metricAddRequested({
        projectId,
        input: { name: draft.name.trim(), value, target, unit: draft.unit.trim() },
      }),
    );
  };

  const err = (field: string) => errors[field] ?? request.fieldErrors[field];
  const pending = request.status === 'pending';
  return (
    <Card variant="outlined" component="form" onSubmit={submit} noValidate aria-label="Record a metric">
      <CardContent>
        {sent && request.status === 'failed' && request.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {request.error}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Name"
              value={draft.name}
              onChange={set('name')}
              required
              fullWidth
              error={Boolean(err('name'))}
              helperText={err('name')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Unit"
              value={draft.unit}
              onChange={set('unit')}
              fullWidth
              error={Boolean(err('unit'))}
              helperText={err('unit')}
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <TextField
              label="Value"
              type="number"
              value={draft.value}
              onChange={set('value')}
              required
              fullWidth
              error={Boolean(err('value'))}
              helperText={err('value')}
            />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <TextField
              label="Target"
              type="number"
              value={draft.target}
              onChange={set('target')}
              fullWidth
              error={Boolean(err('target'))}
              helperText={err('target')}
            />
          </Grid>
        </Grid>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton pending={pending}>Record</SubmitButton>
      </CardActions>
    </Card>
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
