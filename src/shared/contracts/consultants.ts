import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { FORMAT } from '../domain/formats';
import { RANGE } from '../domain/numbers';
import { EXPERTISE_LEVELS } from '../domain/work';
import { IdParams, NoContent, OneOf, Text } from './common';
import { defineContract } from './contract';
import { Nullable } from './nullable';
import { ProjectSummary, PublicProject } from './projects';

export const ApplicationStatus = Type.Union([
  Type.Literal('Pending'),
  Type.Literal('Approved'),
  Type.Literal('Rejected'),
]);
export type ApplicationStatus = Static<typeof ApplicationStatus>;

export const ExpertiseLevel = OneOf(EXPERTISE_LEVELS);
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
  // Only for the consultant themselves and administrators (the application queue):
  email: Type.Optional(Type.String()),
  adminNotes: Type.Optional(Type.String()),
  /** A CV was uploaded with the application; it is fetched from /consultants/{id}/cv. */
  hasCv: Type.Optional(Type.Boolean()),
  appliedAt: Type.Optional(Nullable(Type.String())),
  reviewedAt: Type.Optional(Nullable(Type.String())),
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

const field = FIELD.consultant;
const Years = Type.Integer({ minimum: RANGE.yearsOfExperience.min, maximum: RANGE.yearsOfExperience.max });

/** A consultant's own description; `linkedInUrl` and `image` are http(s) addresses or site paths. */
const profileFields = {
  specialization: Text(field.specialization),
  bio: Type.Optional(Text(field.bio)),
  linkedInUrl: Type.Optional(Text(field.linkedInUrl, { format: FORMAT.safeUrl })),
  image: Type.Optional(Text(field.image, { format: FORMAT.safeUrl })),
  yearsOfExperience: Type.Optional(Years),
  isAvailable: Type.Optional(Type.Boolean()),
};

/** An administrator makes an existing user a consultant (approved and active unless told otherwise). */
export const ConsultantCreate = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  ...profileFields,
  isActive: Type.Optional(Type.Boolean()),
  applicationStatus: Type.Optional(ApplicationStatus),
});
export type ConsultantCreate = Static<typeof ConsultantCreate>;

/**
 * The fields given change. The client sends the whole record with the defaults of
 * docs/requirements.md#consultants filled in; `id`, `userId`, `name` and `surname` are accepted and
 * ignored (a name is the user's own, changed from their profile). Only administrators change
 * `isActive` and `applicationStatus`; the consultant's own edit leaves them as they are.
 */
export const ConsultantUpdate = Type.Partial(
  Type.Object({
    id: Type.Integer(),
    userId: Type.Integer(),
    name: Type.String({ maxLength: 200 }),
    surname: Type.String({ maxLength: 200 }),
    ...profileFields,
    specialization: Text(field.specialization),
    isActive: Type.Boolean(),
    applicationStatus: ApplicationStatus,
  }),
);
export type ConsultantUpdate = Static<typeof ConsultantUpdate>;

export const ExpertiseInput = Type.Object({
  name: Text(FIELD.expertise.name),
  level: Type.Optional(ExpertiseLevel),
  yearsOfExperience: Type.Optional(Years),
});
export type ExpertiseInput = Static<typeof ExpertiseInput>;

export const ExpertiseUpdate = Type.Partial(ExpertiseInput);
export type ExpertiseUpdate = Static<typeof ExpertiseUpdate>;

/** Approve or reject; the notes reach the applicant. */
export const ApplicationDecision = Type.Object({ adminNotes: Type.Optional(Text(field.adminNotes)) });
export type ApplicationDecision = Static<typeof ApplicationDecision>;

export const AvailabilityBody = Type.Object({ isAvailable: Type.Boolean() });
export type AvailabilityBody = Static<typeof AvailabilityBody>;

/**
 * The text fields of the application form, sent as multipart/form-data beside the CV file `cv` (PDF
 * or Word, at most 10 MiB). `expertise` is a comma-separated list of areas.
 */
export const APPLICATION_FIELDS = [
  'specialization',
  'bio',
  'linkedInUrl',
  'yearsOfExperience',
  'expertise',
] as const;
export const ApplicationForm = Type.Object({
  specialization: Text(field.specialization),
  bio: Type.Optional(Text(field.bio)),
  linkedInUrl: Type.Optional(Text(field.linkedInUrl, { format: FORMAT.safeUrl })),
  yearsOfExperience: Type.Optional(Years),
  expertise: Type.Optional(Text(field.expertise)),
});
export type ApplicationForm = Static<typeof ApplicationForm>;

/** The CV as it was uploaded (a PDF or a Word document). */
const CvFile = Type.Unsafe<string>({ type: 'string', format: 'binary' });

const SlugParams = Type.Object({ slug: Text(FIELD.pageAddress.slug) });
const admin = '(administrators)';
const adminOrOwner = '(administrators, or the consultant themselves)';
const UserIdParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
/** The client adds a cache-busting parameter; any query is accepted and ignored. */
const AnyQuery = Type.Object({}, { additionalProperties: true });

/**
 * The caller's own consultant row in whatever state (Pending, Approved or Rejected, with the
 * administrators' notes), or null before they apply: having none is an answer, not a 404.
 */
export const MyConsultant = Type.Object({ consultant: Nullable(ConsultantDto) });
export type MyConsultant = Static<typeof MyConsultant>;

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
  mine: {
    summary: "The caller's own consultant profile or application in any state, or null",
    response: { 200: MyConsultant },
  },
  publicProjects: {
    summary: "A public consultant's projects: name, status and dates only",
    params: IdParams,
    response: { 200: Type.Array(PublicProject) },
  },
  create: {
    summary: `Make an existing user a consultant ${admin}`,
    body: ConsultantCreate,
    response: { 201: ConsultantDto },
  },
  update: {
    summary: `Change a consultant's profile ${adminOrOwner}`,
    params: IdParams,
    body: ConsultantUpdate,
    response: { 200: ConsultantDto },
  },
  remove: {
    summary: `Delete a consultant; their user becomes a customer again ${admin}`,
    params: IdParams,
    response: { 204: NoContent },
  },
  addExpertise: {
    summary: `Add an area of expertise ${adminOrOwner}`,
    params: IdParams,
    body: ExpertiseInput,
    response: { 201: ExpertiseDto },
  },
  updateExpertise: {
    summary: `Change an area of expertise by its own id ${adminOrOwner}`,
    params: IdParams,
    body: ExpertiseUpdate,
    response: { 200: ExpertiseDto },
  },
  removeExpertise: {
    summary: `Remove an area of expertise by its own id ${adminOrOwner}`,
    params: IdParams,
    response: { 204: NoContent },
  },
  projects: {
    summary: "A consultant's projects, as far as the caller may see them",
    params: IdParams,
    response: { 200: Type.Array(ProjectSummary) },
  },
  apply: {
    summary: 'Apply to become a consultant, with a CV (any signed-in user without a consultant profile)',
    description: 'The text fields follow ApplicationForm; they are checked by the same rules.',
    multipart: { file: 'cv', fields: APPLICATION_FIELDS },
    response: { 201: ConsultantDto },
  },
  approve: {
    summary: `Approve a pending application: the user becomes a consultant ${admin}`,
    params: IdParams,
    body: ApplicationDecision,
    response: { 200: ConsultantDto },
  },
  reject: {
    summary: `Reject a pending application, with notes for the applicant ${admin}`,
    params: IdParams,
    body: ApplicationDecision,
    response: { 200: ConsultantDto },
  },
  cv: {
    summary: `The CV sent with an application ${adminOrOwner}`,
    params: IdParams,
    response: { 200: CvFile },
  },
  availability: {
    summary: `Mark a consultant available or not ${adminOrOwner}`,
    params: IdParams,
    body: AvailabilityBody,
    response: { 200: ConsultantDto },
  },
  userAvailability: {
    summary: `Mark the consultant of a user available or not ${adminOrOwner}`,
    params: UserIdParams,
    body: AvailabilityBody,
    response: { 200: ConsultantDto },
  },
});
