import { Type, type Static } from 'typebox';
import { Nullable } from './nullable';

export const ProjectStatus = Type.Union([
  Type.Literal('Pending'),
  Type.Literal('Active'),
  Type.Literal('OnHold'),
  Type.Literal('Completed'),
  Type.Literal('Cancelled'),
]);
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
