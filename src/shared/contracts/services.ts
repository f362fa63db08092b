import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { FORMAT } from '../domain/formats';
import { RANGE, SERVICE_ITEMS_MAX } from '../domain/numbers';
import { PATTERN } from '../domain/patterns';
import { IdParams, NoContent, Text } from './common';
import { defineContract } from './contract';

/** A feature or benefit of a service. */
export const ServiceItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
});
export type ServiceItem = Static<typeof ServiceItem>;

/** A service, also called an expertise area (docs/requirements.md#services). */
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
  name: Text(FIELD.serviceItem.name),
  description: Type.Optional(Text(FIELD.serviceItem.description)),
});
export type ServiceItemInput = Static<typeof ServiceItemInput>;

const serviceFields = {
  title: Text(FIELD.service.title),
  /** Generated from the title when empty or absent. */
  slug: Type.Optional(Text(FIELD.service.slug, { pattern: PATTERN.slugOrEmpty })),
  shortDescription: Type.Optional(Text(FIELD.service.shortDescription)),
  description: Type.Optional(Text(FIELD.service.description)),
  /** An MUI icon name, e.g. 'Cloud'. */
  icon: Type.Optional(Text(FIELD.service.icon)),
  imageUrl: Type.Optional(Text(FIELD.service.imageUrl, { format: FORMAT.safeUrl })),
  isActive: Type.Optional(Type.Boolean()),
  displayOrder: Type.Optional(
    Type.Integer({ minimum: RANGE.serviceDisplayOrder.min, maximum: RANGE.serviceDisplayOrder.max }),
  ),
  /** When given, replaces the whole list. */
  features: Type.Optional(Type.Array(ServiceItemInput, { maxItems: SERVICE_ITEMS_MAX })),
  benefits: Type.Optional(Type.Array(ServiceItemInput, { maxItems: SERVICE_ITEMS_MAX })),
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

const SlugParams = Type.Object({ slug: Text(FIELD.pageAddress.slug) });
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
