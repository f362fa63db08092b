import type { ProjectMetricDto, ProjectMetricInput } from '../../../shared/contracts/projects';
import { MSG } from '../../../shared/messages';
import { badRequest, notFound } from '../../errors';
import {
  changeMetric,
  deleteMetric,
  findMetric,
  insertMetric,
  type MetricFields,
} from '../../repositories/projectProgress';
import type { AuthUser } from '../../types';
import type { ContentContext } from '../contentEvents';
import { recorded, writer, type Writer } from './projectProgress';
import { realDate } from '../projectRequests/projectRequests';

// A project's metrics (docs/requirements.md#projects): recorded, changed and deleted by
// administrators and the project's consultants.

/** A full ISO instant; a bare date is that day's midnight UTC, and no date means now. */
function measuredAt(value: string | undefined, now: string): string {
  if (!value) return now;
  const date = value.slice(0, 10);
  const parsed = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (!realDate(date) || Number.isNaN(parsed.getTime()))
    throw badRequest(MSG.metricDateInvalid, 'recordedAt');
  return parsed.toISOString();
}

function metricFields(body: ProjectMetricInput, now: string): MetricFields {
  const name = body.name.trim();
  if (!name) throw badRequest(MSG.metricNameRequired, 'name');
  return {
    name,
    value: body.value,
    target: body.target ?? null,
    unit: body.unit?.trim() ?? '',
    recordedAt: measuredAt(body.recordedAt, now),
  };
}

const shownMetric = (m: { name: string; value: number; target: number | null; unit: string }) =>
  `${m.name}: ${m.value}${m.unit ? ` ${m.unit}` : ''}${m.target === null ? '' : ` (target ${m.target})`}`;

const metricData = (m: ProjectMetricDto) => ({
  metricId: m.id,
  metricName: m.name,
  value: m.value,
  target: m.target,
  unit: m.unit,
});

export async function addMetric(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
  body: ProjectMetricInput,
): Promise<ProjectMetricDto> {
  const w = await writer(ctx, auth, projectId);
  const fields = metricFields(body, w.now);
  return recorded(
    ctx,
    w,
    { action: 'Metric recorded', details: shownMetric(fields) },
    (trx) => insertMetric(trx, projectId, fields, auth.id, w.now),
    (metric) => ({
      type: 'project_metrics_updated',
      title: 'Project metrics updated',
      message: `Metric "${metric.name}" was recorded on project "${w.project.name}".`,
      data: metricData(metric),
      change: { kind: 'metric', metric },
    }),
  );
}

async function metricOf(ctx: ContentContext, w: Writer, metricId: number): Promise<ProjectMetricDto> {
  const metric = await findMetric(ctx.db, w.project.id, metricId);
  if (!metric) throw notFound();
  return metric;
}

export async function editMetric(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
  metricId: number,
  body: ProjectMetricInput,
): Promise<ProjectMetricDto> {
  const w = await writer(ctx, auth, projectId);
  const before = await metricOf(ctx, w, metricId);
  // A metric changed without a new date keeps the moment it was measured.
  const fields = metricFields({ ...body, recordedAt: body.recordedAt || before.recordedAt }, w.now);
  const details = `${shownMetric(before)} → ${shownMetric(fields)}`;
  return recorded(
    ctx,
    w,
    { action: 'Metric changed', details },
    async (trx) => {
      const changed = await changeMetric(trx, metricId, fields);
      // Deleted since it was read: no history entry for a change that did not happen.
      if (!changed) throw notFound();
      return changed;
    },
    (metric) => ({
      type: 'project_metrics_updated',
      title: 'Project metrics updated',
      message: `Metric "${metric.name}" was changed on project "${w.project.name}".`,
      data: metricData(metric),
      change: { kind: 'metric', metric },
    }),
  );
}

export async function removeMetric(
  ctx: ContentContext,
  auth: AuthUser,
  projectId: number,
  metricId: number,
): Promise<void> {
  const w = await writer(ctx, auth, projectId);
  const metric = await metricOf(ctx, w, metricId);
  await recorded(
    ctx,
    w,
    { action: 'Metric deleted', details: shownMetric(metric) },
    (trx) => deleteMetric(trx, metricId),
    () => ({
      type: 'project_metrics_deleted',
      title: 'Project metric deleted',
      message: `Metric "${metric.name}" was deleted from project "${w.project.name}".`,
      data: metricData(metric),
      change: { kind: 'metricDeleted', metricId },
    }),
  );
}
