import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ProjectMetricDto, ProjectUpdateDto } from '../../shared/contracts/projects';
import type { ProjectMetricsTable, ProjectUpdatesTable } from '../db/contentTypes';
import type { Database } from '../db/types';

// A project's progress: the updates its team posts and the metrics it records.

type Db = Kysely<Database> | Transaction<Database>;

const toUpdateDto = (r: Selectable<ProjectUpdatesTable>): ProjectUpdateDto => ({
  id: r.id,
  title: r.title,
  content: r.content,
  createdAt: r.created_at,
  createdBy: r.created_by,
});

const toMetricDto = (r: Selectable<ProjectMetricsTable>): ProjectMetricDto => ({
  id: r.id,
  name: r.name,
  value: Number(r.value),
  target: r.target === null ? null : Number(r.target),
  unit: r.unit,
  recordedAt: r.recorded_at,
});

/** A project's updates, newest first. */
export async function updatesOf(db: Db, projectId: number): Promise<ProjectUpdateDto[]> {
  const rows = await db
    .selectFrom('project_updates')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toUpdateDto);
}

/** An update of this project; one of another project reads as missing. */
export async function findUpdate(
  db: Db,
  projectId: number,
  updateId: number,
): Promise<ProjectUpdateDto | undefined> {
  const row = await db
    .selectFrom('project_updates')
    .selectAll()
    .where('id', '=', updateId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row && toUpdateDto(row);
}

export interface UpdateText {
  title: string;
  content: string;
}

export async function insertUpdate(
  db: Db,
  projectId: number,
  text: UpdateText,
  userId: number,
  now: string,
): Promise<ProjectUpdateDto> {
  const row = await db
    .insertInto('project_updates')
    .values({ project_id: projectId, ...text, created_by: userId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUpdateDto(row);
}

/** The changed update; undefined when it was deleted meanwhile. */
export async function changeUpdate(
  db: Db,
  updateId: number,
  text: UpdateText,
  now: string,
): Promise<ProjectUpdateDto | undefined> {
  const row = await db
    .updateTable('project_updates')
    .set({ ...text, updated_at: now })
    .where('id', '=', updateId)
    .returningAll()
    .executeTakeFirst();
  return row && toUpdateDto(row);
}

export async function deleteUpdate(db: Db, updateId: number): Promise<void> {
  await db.deleteFrom('project_updates').where('id', '=', updateId).execute();
}

/** A project's metrics in the order they were measured. */
export async function metricsOf(db: Db, projectId: number): Promise<ProjectMetricDto[]> {
  const rows = await db
    .selectFrom('project_metrics')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
  return rows.map(toMetricDto);
}

export async function findMetric(
  db: Db,
  projectId: number,
  metricId: number,
): Promise<ProjectMetricDto | undefined> {
  const row = await db
    .selectFrom('project_metrics')
    .selectAll()
    .where('id', '=', metricId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row && toMetricDto(row);
}

export interface MetricFields {
  name: string;
  value: number;
  target: number | null;
  unit: string;
  recordedAt: string;
}

export async function insertMetric(
  db: Db,
  projectId: number,
  m: MetricFields,
  userId: number,
  now: string,
): Promise<ProjectMetricDto> {
  const row = await db
    .insertInto('project_metrics')
    .values({
      project_id: projectId,
      name: m.name,
      value: m.value,
      target: m.target,
      unit: m.unit,
      recorded_at: m.recordedAt,
      created_by: userId,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMetricDto(row);
}

/** The changed metric; undefined when it was deleted meanwhile. */
export async function changeMetric(
  db: Db,
  metricId: number,
  m: MetricFields,
): Promise<ProjectMetricDto | undefined> {
  const row = await db
    .updateTable('project_metrics')
    .set({ name: m.name, value: m.value, target: m.target, unit: m.unit, recorded_at: m.recordedAt })
    .where('id', '=', metricId)
    .returningAll()
    .executeTakeFirst();
  return row && toMetricDto(row);
}

export async function deleteMetric(db: Db, metricId: number): Promise<void> {
  await db.deleteFrom('project_metrics').where('id', '=', metricId).execute();
}
