import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { IdParams, Text } from './common';
import { defineContract } from './contract';
import { PublicProject } from './projects';

export const ApplicationStatus = Type.Union([
  Type.Literal('Pending'),
  Type.Literal('Approved'),
  Type.Literal('Rejected'),
]);
export type ApplicationStatus = Static<typeof ApplicationStatus>;

export const ExpertiseLevel = Type.Union([
  Type.Literal('Beginner'),
  Type.Literal('Intermediate'),
  Type.Literal('Expert'),
]);
export type ExpertiseLevel = Static<typeof ExpertiseLevel>;

export const ExpertiseDto = Type.Object({
  id: Type.Integer(),
  consultantId: Type.Integer(),
  name: Type.String(),
  level: ExpertiseLevel,
  yearsOfExperience: Type.Integer(),
});
export type ExpertiseDto = Static<typeof ExpertiseDto>;

/** A consultant as the server sends it (docs/requirements.md#consultants). */
export const ConsultantDto = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  fullName: Type.String(),
  image: Type.String(),
  specialization: Type.String(),
  bio: Type.String(),
  linkedInUrl: Type.String(),
  yearsOfExperience: Type.Integer(),
  isAvailable: Type.Boolean(),
  isActive: Type.Boolean(),
  applicationStatus: ApplicationStatus,
  expertise: Type.Array(ExpertiseDto),
  /** The public page's address (/consultants/{slug}). */
  slug: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ConsultantDto = Static<typeof ConsultantDto>;

export const ConsultantListQuery = Type.Object({
  /** Matches name, specialization and expertise names, ignoring case. */
  search: Type.Optional(Text(FIELD.consultant.search)),
  /** Consultants with an expertise whose name contains this text. */
  expertise: Type.Optional(Text(FIELD.consultant.expertise)),
  isAvailable: Type.Optional(Type.Boolean()),
  /** Administrators only: include pending, rejected and inactive consultants. */
  all: Type.Optional(Type.Boolean()),
});
export type ConsultantListQuery = Static<typeof ConsultantListQuery>;

const SlugParams = Type.Object({ slug: Text(FIELD.pageAddress.slug) });
const UserIdParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
/** The client adds a cache-busting parameter; any query is accepted and ignored. */
const AnyQuery = Type.Object({}, { additionalProperties: true });

/**
 * The consultant directory: public reads, with more for administrators and owners. A consultant the
 * caller may not see answers 404.
 */
export const consultantsContract = defineContract('consultants', API.consultants, {
  list: {
    summary: 'Approved and active consultants (administrators: ?all=true for every one)',
    query: ConsultantListQuery,
    response: { 200: Type.Array(ConsultantDto) },
  },
  get: {
    summary: 'One consultant (non-public ones only for their owner and administrators)',
    params: IdParams,
    response: { 200: ConsultantDto },
  },
  bySlug: {
    summary: 'One consultant by the slug of their page',
    params: SlugParams,
    response: { 200: ConsultantDto },
  },
  byUser: {
    summary: "A user's consultant profile (others see it only once approved and active)",
    params: UserIdParams,
    query: AnyQuery,
    response: { 200: ConsultantDto },
  },
  publicProjects: {
    summary: "A public consultant's projects: name, status and dates only",
    params: IdParams,
    response: { 200: Type.Array(PublicProject) },
  },
});
