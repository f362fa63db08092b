import { DEFAULT_PAGE_SIZE } from '@shared/domain/numbers';
import type {
  ProjectConsultantDto,
  ProjectDetail,
  ProjectHistoryDto,
  ProjectListQuery,
  ProjectMetricDto,
  ProjectStatus,
  ProjectSummary,
  ProjectUpdateDto,
} from '@shared/contracts/projects';
import type { TaskDto } from '@shared/contracts/tasks';

export type {
  ProjectApplicationDto as ProjectApplication,
  ProjectApplicationStatus,
} from '@shared/contracts/projectApplications';
export type {
  AvailableConsultant,
  ProjectCreate,
  ProjectDetail,
  ProjectListQuery,
  ProjectMetricInput,
  ProjectPermissions,
  ProjectStatistics,
  ProjectStatus,
  ProjectUpdate as ProjectChanges,
  ProjectUpdateInput,
} from '@shared/contracts/projects';

/**
 * A project as the store keeps it: a list row's fields. A detail read lands the same fields here and
 * splits its lists into their own collections, so a list and a detail merge by id.
 */
export type Project = ProjectSummary;

/** One consultant on one project; keyed `${projectId}:${consultantId}`. */
export interface TeamMember extends ProjectConsultantDto {
  key: string;
  projectId: number;
}
export interface ProjectUpdateEntry extends ProjectUpdateDto {
  projectId: number;
}
export interface ProjectMetricEntry extends ProjectMetricDto {
  projectId: number;
}
export interface ProjectHistoryEntry extends ProjectHistoryDto {
  projectId: number;
}

export const teamKey = (projectId: number, consultantId: number) => `${projectId}:${consultantId}`;

export type ProjectScope = NonNullable<ProjectListQuery['scope']>;

/** The list the views page through: its query, and the ids and count of the page last loaded. */
export interface ProjectListState {
  ids: number[];
  total: number;
  page: number;
  pageSize: number;
  search: string;
  status: ProjectStatus | null;
  scope: ProjectScope;
}

export const initialProjectList: ProjectListState = {
  ids: [],
  total: 0,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  search: '',
  status: null,
  scope: 'all',
};

/** One page of projects, whatever shape the answer had (projectPage.ts reads it). */
export interface ProjectPage {
  data: Project[];
  total: number;
  page: number;
  pageSize: number;
}

/** The query a list state sends: blank search, no status and the default scope are left out. */
export function projectListQuery(list: ProjectListState): ProjectListQuery {
  const search = list.search.trim();
  return {
    page: list.page,
    pageSize: list.pageSize,
    ...(search ? { search } : {}),
    ...(list.status ? { status: list.status } : {}),
    ...(list.scope !== 'all' ? { scope: list.scope } : {}),
  };
}

/**
 * Only the unfiltered first page is cached (docs/requirements.md#caching, `projects`): any other query
 * is one of many, and a write could not tell which of them it made stale.
 */
export function isCachedListQuery(query: ProjectListQuery): boolean {
  return (
    query.page === 1 &&
    query.pageSize === DEFAULT_PAGE_SIZE &&
    !query.search &&
    !query.status &&
    (query.scope ?? 'all') === 'all'
  );
}

/** A detail read, split into the collections the store keeps. */
export interface SplitDetail {
  project: Project;
  team: TeamMember[];
  updates: ProjectUpdateEntry[];
  metrics: ProjectMetricEntry[];
  history: ProjectHistoryEntry[];
  tasks: TaskDto[];
}

export function splitDetail(detail: ProjectDetail): SplitDetail {
  const { consultants, updates, metrics, history, tasks, ...project } = detail;
  const projectId = project.id;
  return {
    project,
    team: consultants.map((c) => ({ ...c, projectId, key: teamKey(projectId, c.consultantId) })),
    updates: updates.map((u) => ({ ...u, projectId })),
    metrics: metrics.map((m) => ({ ...m, projectId })),
    history: history.map((h) => ({ ...h, projectId })),
    tasks,
  };
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) || 0 : 0);

/** Newest first by the given time; ties by id, newest id first. */
export const newestFirst =
  <T extends { id: number }>(at: (item: T) => string | null | undefined) =>
  (a: T, b: T) =>
    time(at(b)) - time(at(a)) || b.id - a.id;

/** The leader first, then by name. */
export function compareTeam(a: TeamMember, b: TeamMember): number {
  return Number(b.isLeader) - Number(a.isLeader) || a.fullName.localeCompare(b.fullName);
}

/** One metric over time: its readings oldest first, for a chart against its target. */
export interface MetricSeries {
  name: string;
  unit: string;
  /** The latest reading's target (null when none was set). */
  target: number | null;
  latest: ProjectMetricEntry;
  points: Array<{ id: number; recordedAt: string; value: number; target: number | null }>;
}

export function metricSeries(metrics: readonly ProjectMetricEntry[]): MetricSeries[] {
  const byName = new Map<string, ProjectMetricEntry[]>();
  for (const m of metrics) byName.set(m.name, [...(byName.get(m.name) ?? []), m]);
  return [...byName.entries()]
    .map(([name, readings]) => {
      const points = [...readings].sort((a, b) => time(a.recordedAt) - time(b.recordedAt) || a.id - b.id);
      const latest = points[points.length - 1];
      return {
        name,
        unit: latest.unit,
        target: latest.target,
        latest,
        points: points.map(({ id, recordedAt, value, target }) => ({ id, recordedAt, value, target })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
