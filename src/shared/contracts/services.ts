import { Type, type Static } from 'typebox';

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
