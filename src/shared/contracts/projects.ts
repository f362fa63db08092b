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

/** A project's own fields (SUPPLEMENT section 3); nested lists are added by the detail reads. */
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

/** What anyone may see of a consultant's projects: no customer, budget or description. */
export const PublicProject = Type.Object({
  name: Type.String(),
  status: ProjectStatus,
  startDate: Nullable(Type.String()),
  endDate: Nullable(Type.String()),
});
export type PublicProject = Static<typeof PublicProject>;
