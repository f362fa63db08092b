import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { IdParams, NoContent } from './common';
import { defineContract } from './contract';

/** A feature or benefit of a service. */
export const ServiceItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
});
export type ServiceItem = Static<typeof ServiceItem>;

/** A service (expertise area), SUPPLEMENT section 3. */
export const ServiceDto = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  shortDescription: Type.String(),
  description: Type.String(),
  icon: Type.String(),
  imageUrl: Type.String(),
  isActive: Type.Boolean(),
  displayOrder: Type.Integer(),
  features: Type.Array(ServiceItem),
  benefits: Type.Array(ServiceItem),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ServiceDto = Static<typeof ServiceDto>;

export const ServiceItemInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type ServiceItemInput = Static<typeof ServiceItemInput>;

const serviceFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  /** Generated from the title when empty or absent. */
  slug: Type.Optional(Type.String({ maxLength: 80, pattern: '^([a-z0-9]+(-[a-z0-9]+)*)?$' })),
  shortDescription: Type.Optional(Type.String({ maxLength: 500 })),
  description: Type.Optional(Type.String({ maxLength: 20000 })),
  /** An MUI icon name, e.g. 'Cloud'. */
  icon: Type.Optional(Type.String({ maxLength: 100 })),
  imageUrl: Type.Optional(Type.String({ maxLength: 500 })),
  isActive: Type.Optional(Type.Boolean()),
  displayOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  /** When given, replaces the whole list. */
  features: Type.Optional(Type.Array(ServiceItemInput, { maxItems: 50 })),
  benefits: Type.Optional(Type.Array(ServiceItemInput, { maxItems: 50 })),
};

export const ServiceCreate = Type.Object(serviceFields);
export type ServiceCreate = Static<typeof ServiceCreate>;

/** PUT: the fields given change; the others stay. */
export const ServiceUpdate = Type.Partial(Type.Object(serviceFields));
export type ServiceUpdate = Static<typeof ServiceUpdate>;

export const ServiceListQuery = Type.Object({
  /** Administrators only; ignored for everyone else. */
  includeInactive: Type.Optional(Type.Boolean()),
});
export type ServiceListQuery = Static<typeof ServiceListQuery>;

const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });
const FeatureParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  featureId: Type.Integer({ minimum: 1 }),
});
const BenefitParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  benefitId: Type.Integer({ minimum: 1 }),
});

/** An inactive service is a draft: only administrators can open it (others get 404). */
export const servicesContract = defineContract('services', API.services, {
  list: {
    summary: 'Active services by display order (administrators may add ?includeInactive=true)',
    query: ServiceListQuery,
    response: { 200: Type.Array(ServiceDto) },
  },
  get: { summary: 'One service with features and benefits', params: IdParams, response: { 200: ServiceDto } },
  bySlug: { summary: 'One service by its slug', params: SlugParams, response: { 200: ServiceDto } },
  create: {
    summary: 'Create a service (slug from the title when absent)',
    body: ServiceCreate,
    response: { 201: ServiceDto },
  },
  update: {
    summary: 'Change a service (given fields only; features/benefits replace the lists)',
    params: IdParams,
    body: ServiceUpdate,
    response: { 200: ServiceDto },
  },
  remove: { summary: 'Delete a service', params: IdParams, response: { 204: NoContent } },
  addFeature: {
    summary: 'Add a feature to a service',
    params: IdParams,
    body: ServiceItemInput,
    response: { 201: ServiceItem },
  },
  removeFeature: {
    summary: 'Remove a feature from a service',
    params: FeatureParams,
    response: { 204: NoContent },
  },
  addBenefit: {
    summary: 'Add a benefit to a service',
    params: IdParams,
    body: ServiceItemInput,
    response: { 201: ServiceItem },
  },
  removeBenefit: {
    summary: 'Remove a benefit from a service',
    params: BenefitParams,
    response: { 204: NoContent },
  },
});
