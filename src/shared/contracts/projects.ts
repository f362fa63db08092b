import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { RANGE } from '../domain/numbers';
import { PATTERN } from '../domain/patterns';
import { PROJECT_STATUSES } from '../domain/work';
import { IdParams, NoContent, OneOf, Page, Text } from './common';
import { defineContract } from './contract';
import { Nullable, NullableInput } from './nullable';
import { ProjectApplicationStatus } from './projectApplications';
import { TaskDto } from './tasks';

export const ProjectStatus = OneOf(PROJECT_STATUSES);
export type ProjectStatus = Static<typeof ProjectStatus>;

/** A project's own fields (docs/requirements.md#projects); nested lists are added by the detail reads. */
export const ProjectDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  status: ProjectStatus,
  customerId: Nullable(Type.Integer()),
  serviceId: Nullable(Type.Integer()),
  budget: Nullable(Type.Number()),
  currency: Type.String(),
  startDate: Nullable(Type.String()),
  endDate: Nullable(Type.String()),
  isAvailableForApplication: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ProjectDto = Static<typeof ProjectDto>;

/** A consultant on a project; a project has at most one leader. */
export const ProjectConsultantDto = Type.Object({
  consultantId: Type.Integer(),
  fullName: Type.String(),
  isLeader: Type.Boolean(),
  assignedAt: Type.String(),
});
export type ProjectConsultantDto = Static<typeof ProjectConsultantDto>;

export const ProjectUpdateDto = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  createdAt: Type.String(),
  /** The id of the user who wrote it. */
  createdBy: Nullable(Type.Integer()),
});
export type ProjectUpdateDto = Static<typeof ProjectUpdateDto>;

export const ProjectMetricDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  value: Type.Number(),
  target: Nullable(Type.Number()),
  unit: Type.String(),
  recordedAt: Type.String(),
});
export type ProjectMetricDto = Static<typeof ProjectMetricDto>;

/** One change of a project, written by the server on every change. */
export const ProjectHistoryDto = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  details: Type.String(),
  userId: Nullable(Type.Integer()),
  userName: Type.String(),
  createdAt: Type.String(),
});
export type ProjectHistoryDto = Static<typeof ProjectHistoryDto>;

/** The lists a project's detail read adds to its own fields. */
export const ProjectDetails = Type.Object({
  consultants: Type.Array(ProjectConsultantDto),
  updates: Type.Array(ProjectUpdateDto),
  metrics: Type.Array(ProjectMetricDto),
  history: Type.Array(ProjectHistoryDto),
});
export type ProjectDetails = Static<typeof ProjectDetails>;

/** What anyone may see of a consultant's projects: no customer, budget or description. */
export const PublicProject = Type.Object({
  name: Type.String(),
  status: ProjectStatus,
  startDate: Nullable(Type.String()),
  endDate: Nullable(Type.String()),
});
export type PublicProject = Static<typeof PublicProject>;

const field = FIELD.project;
const Budget = Type.Number({ minimum: RANGE.budget.min, maximum: RANGE.budget.max });
const Day = Text(field.date, { pattern: PATTERN.isoDateOrEmpty });
const Measure = Type.Number({ minimum: RANGE.metricValue.min, maximum: RANGE.metricValue.max });

/** What the caller may do with a project, decided by the server (docs/requirements.md#access). */
export const ProjectPermissions = Type.Object({
  /** Edit, delete and staff it (administrators). */
  manage: Type.Boolean(),
  /** Write updates, metrics and tasks (administrators and its consultants). */
  contribute: Type.Boolean(),
  /** Delete its tasks (administrators and its leader). */
  deleteTasks: Type.Boolean(),
  /** Apply to work on it (an approved consultant not on it, while it is open for applications). */
  apply: Type.Boolean(),
});
export type ProjectPermissions = Static<typeof ProjectPermissions>;

/** A row of a project list: the project's fields and what a list shows beside them. */
export const ProjectSummary = Type.Object({
  ...ProjectDto.properties,
  customerName: Nullable(Type.String()),
  serviceName: Nullable(Type.String()),
  teamSize: Type.Integer(),
  leaderName: Nullable(Type.String()),
  openTasks: Type.Integer(),
  /** The caller's own application to this project, if they made one. */
  myApplicationStatus: Nullable(ProjectApplicationStatus),
  permissions: ProjectPermissions,
});
export type ProjectSummary = Static<typeof ProjectSummary>;

/** One project with everything its page shows. */
export const ProjectDetail = Type.Object({
  ...ProjectSummary.properties,
  ...ProjectDetails.properties,
  tasks: Type.Array(TaskDto),
});
export type ProjectDetail = Static<typeof ProjectDetail>;

/** `scope`: a consultant's own projects (`mine`) or those open for applications (`available`). */
export const ProjectListQuery = Type.Object({
  search: Type.Optional(Text(field.search)),
  status: Type.Optional(ProjectStatus),
  scope: Type.Optional(OneOf(['all', 'mine', 'available'] as const)),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: RANGE.pageSize.min, maximum: RANGE.pageSize.max })),
});
export type ProjectListQuery = Static<typeof ProjectListQuery>;

const projectFields = {
  name: Text(field.name),
  description: Type.Optional(Text(field.description)),
  status: Type.Optional(ProjectStatus),
  customerId: Type.Optional(NullableInput(Type.Integer({ minimum: 1 }))),
  serviceId: Type.Optional(NullableInput(Type.Integer({ minimum: 1 }))),
  /** At most two decimals. */
  budget: Type.Optional(NullableInput(Budget)),
  /** ISO 4217, any case; TRY when empty or absent. */
  currency: Type.Optional(Text(field.currency, { pattern: PATTERN.currencyCodeOrEmpty })),
  /** YYYY-MM-DD; empty means none. */
  startDate: Type.Optional(NullableInput(Day)),
  endDate: Type.Optional(NullableInput(Day)),
  isAvailableForApplication: Type.Optional(Type.Boolean()),
};

export const ProjectCreate = Type.Object(projectFields);
export type ProjectCreate = Static<typeof ProjectCreate>;

export const ProjectUpdate = Type.Partial(Type.Object(projectFields));
export type ProjectUpdate = Static<typeof ProjectUpdate>;

export const AssignConsultantBody = Type.Object({
  consultantId: Type.Integer({ minimum: 1 }),
  isLeader: Type.Optional(Type.Boolean()),
});
/** `projectId`, when sent, must be the project of the path. */
export const AssignConsultantPut = Type.Object({
  ...AssignConsultantBody.properties,
  projectId: Type.Optional(Type.Integer({ minimum: 1 })),
});
/** The team becomes exactly these consultants, with this leader (or none). */
export const AssignConsultantsBody = Type.Object({
  consultantIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50, uniqueItems: true }),
  leaderConsultantId: Type.Optional(NullableInput(Type.Integer({ minimum: 1 }))),
});
export type AssignConsultantsBody = Static<typeof AssignConsultantsBody>;

export const ProjectUpdateInput = Type.Object({
  title: Text(FIELD.projectUpdate.title),
  content: Text(FIELD.projectUpdate.content),
});
export type ProjectUpdateInput = Static<typeof ProjectUpdateInput>;

export const ProjectMetricInput = Type.Object({
  name: Text(FIELD.projectMetric.name),
  value: Measure,
  target: Type.Optional(NullableInput(Measure)),
  unit: Type.Optional(Text(FIELD.projectMetric.unit)),
  /** When it was measured (ISO 8601); now when absent. */
  recordedAt: Type.Optional(Text(field.date, { pattern: PATTERN.isoDateOrEmpty })),
});
export type ProjectMetricInput = Static<typeof ProjectMetricInput>;

/** A consultant the project can be staffed with: approved, active and available. */
export const AvailableConsultant = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  fullName: Type.String(),
  specialization: Type.String(),
  image: Type.String(),
  yearsOfExperience: Type.Integer(),
  expertise: Type.Array(Type.String()),
});
export type AvailableConsultant = Static<typeof AvailableConsultant>;

export const ProjectStatistics = Type.Object({
  total: Type.Integer(),
  byStatus: Type.Array(Type.Object({ status: ProjectStatus, count: Type.Integer() })),
  /** Budgets summed per currency. */
  budgets: Type.Array(Type.Object({ currency: Type.String(), total: Type.Number() })),
  openTasks: Type.Integer(),
  completedTasks: Type.Integer(),
  pendingApplications: Type.Integer(),
});
export type ProjectStatistics = Static<typeof ProjectStatistics>;

const ProjectUpdateParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  updateId: Type.Integer({ minimum: 1 }),
});
const MetricParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  metricId: Type.Integer({ minimum: 1 }),
});
const ConsultantParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  consultantId: Type.Integer({ minimum: 1 }),
});
const AvailableQuery = Type.Object({
  /** Leave out the consultants already on this project. */
  projectId: Type.Optional(Type.Integer({ minimum: 1 })),
  search: Type.Optional(Text(field.search)),
});

const admin = '(administrators)';
const team = '(administrators and the project’s consultants)';

/**
 * Projects (docs/requirements.md#projects). A customer sees their own projects, a consultant those
 * they are on and those open for applications, an administrator all; any other project answers
 * 404. Writes a role may never make answer 403.
 */
export const projectsContract = defineContract('projects', API.projects, {
  list: {
    summary: 'The projects the caller may see, newest first, one page at a time',
    query: ProjectListQuery,
    response: { 200: Page(ProjectSummary) },
  },
  statistics: {
    summary: 'Counts over the projects the caller may see (administrators and consultants)',
    response: { 200: ProjectStatistics },
  },
  availableConsultants: {
    summary: 'Consultants a project can be staffed with (administrators and consultants)',
    query: AvailableQuery,
    response: { 200: Type.Array(AvailableConsultant) },
  },
  get: {
    summary: 'One project with its team, updates, metrics, history and tasks',
    params: IdParams,
    response: { 200: ProjectDetail },
  },
  create: { summary: `Create a project ${admin}`, body: ProjectCreate, response: { 201: ProjectDetail } },
  update: {
    summary: `Change a project's fields ${admin}`,
    params: IdParams,
    body: ProjectUpdate,
    response: { 200: ProjectDetail },
  },
  remove: { summary: `Delete a project ${admin}`, params: IdParams, response: { 204: NoContent } },
  assignConsultant: {
    summary: `Put a consultant on the project, or change whether they lead it ${admin}`,
    params: IdParams,
    body: AssignConsultantPut,
    response: { 200: ProjectDetail },
  },
  addConsultant: {
    summary: `Put a consultant on the project ${admin}`,
    params: IdParams,
    body: AssignConsultantBody,
    response: { 200: ProjectDetail },
  },
  assignConsultants: {
    summary: `Set the project's team and its leader in one call ${admin}`,
    params: IdParams,
    body: AssignConsultantsBody,
    response: { 200: ProjectDetail },
  },
  unassignConsultant: {
    summary: `Take a consultant off the project ${admin}`,
    params: ConsultantParams,
    response: { 200: ProjectDetail },
  },
  addUpdate: {
    summary: `Post a progress update ${team}`,
    params: IdParams,
    body: ProjectUpdateInput,
    response: { 201: ProjectUpdateDto },
  },
  editUpdate: {
    summary: `Change an update ${team}`,
    params: ProjectUpdateParams,
    body: ProjectUpdateInput,
    response: { 200: ProjectUpdateDto },
  },
  removeUpdate: {
    summary: `Delete an update ${team}`,
    params: ProjectUpdateParams,
    response: { 204: NoContent },
  },
  addMetric: {
    summary: `Record a metric ${team}`,
    params: IdParams,
    body: ProjectMetricInput,
    response: { 201: ProjectMetricDto },
  },
  editMetric: {
    summary: `Change a metric ${team}`,
    params: MetricParams,
    body: ProjectMetricInput,
    response: { 200: ProjectMetricDto },
  },
  removeMetric: { summary: `Delete a metric ${team}`, params: MetricParams, response: { 204: NoContent } },
  history: {
    summary: "The project's history, newest first",
    params: IdParams,
    response: { 200: Type.Array(ProjectHistoryDto) },
  },
});
