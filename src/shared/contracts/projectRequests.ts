import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { FORMAT } from '../domain/formats';
import { RANGE } from '../domain/numbers';
import { PATTERN } from '../domain/patterns';
import { IdParams, Page, Text } from './common';
import { defineContract } from './contract';
import { Nullable, NullableInput } from './nullable';
import { ProjectDto } from './projects';

export const ProjectRequestStatus = Type.Union([
  Type.Literal('Pending'),
  Type.Literal('Approved'),
  Type.Literal('Rejected'),
]);
export type ProjectRequestStatus = Static<typeof ProjectRequestStatus>;

/** A project request (docs/requirements.md#quotes). */
export const ProjectRequestDto = Type.Object({
  id: Type.Integer(),
  requestTitle: Type.String(),
  description: Type.String(),
  serviceId: Nullable(Type.Integer()),
  serviceName: Nullable(Type.String()),
  budget: Nullable(Type.Number()),
  currency: Type.String(),
  desiredStartDate: Nullable(Type.String()),
  contactName: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  company: Type.String(),
  userId: Nullable(Type.Integer()),
  status: ProjectRequestStatus,
  adminNotes: Type.String(),
  projectId: Nullable(Type.Integer()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ProjectRequestDto = Static<typeof ProjectRequestDto>;

const field = FIELD.projectRequest;

const fields = {
  requestTitle: Text(field.requestTitle),
  description: Text(field.description),
  serviceId: Type.Optional(NullableInput(Type.Integer({ minimum: 1 }))),
  /** At most two decimals; a numeric string is read as a number. */
  budget: Type.Optional(NullableInput(Type.Number({ minimum: RANGE.budget.min, maximum: RANGE.budget.max }))),
  /** ISO 4217, any case; TRY when empty or absent. */
  currency: Type.Optional(Text(field.currency, { pattern: PATTERN.currencyCodeOrEmpty })),
  /** YYYY-MM-DD (a full ISO date-time is cut to its date); empty means none. */
  desiredStartDate: Type.Optional(
    NullableInput(Text(field.desiredStartDate, { pattern: PATTERN.isoDateOrEmpty })),
  ),
  contactName: Text(field.contactName),
  email: Text(field.email, { format: FORMAT.email }),
  phoneNumber: Type.Optional(Text(field.phoneNumber, { format: FORMAT.phoneOrEmpty })),
  company: Type.Optional(Text(field.company)),
};

export const ProjectRequestCreate = Type.Object(fields);
export type ProjectRequestCreate = Static<typeof ProjectRequestCreate>;

const AdminNotes = Text(field.adminNotes);

/** Admin edit: the fields given change. Approval goes through /approve, never through status here. */
export const ProjectRequestUpdate = Type.Partial(
  Type.Object({ ...fields, status: ProjectRequestStatus, adminNotes: AdminNotes }),
);
export type ProjectRequestUpdate = Static<typeof ProjectRequestUpdate>;

export const ProjectRequestDecision = Type.Object({ adminNotes: Type.Optional(AdminNotes) });
export type ProjectRequestDecision = Static<typeof ProjectRequestDecision>;

/** The admin queue, one page at a time: the same paging names and limits as the projects list. */
export const ProjectRequestListQuery = Type.Object({
  status: Type.Optional(ProjectRequestStatus),
  /** Part of the title, the contact's name, the e-mail address or the company, in any case. */
  search: Type.Optional(Text(field.search)),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: RANGE.pageSize.min, maximum: RANGE.pageSize.max })),
});
export type ProjectRequestListQuery = Static<typeof ProjectRequestListQuery>;

export const ApproveResponse = Type.Object({ request: ProjectRequestDto, project: ProjectDto });
export type ApproveResponse = Static<typeof ApproveResponse>;

/** Project requests: anyone submits one; administrators decide; a requester reads their own. */
export const projectRequestsContract = defineContract('project requests', API.projectRequests, {
  submit: {
    summary: 'Submit a project request, the quote form (anyone; a signed-in requester is linked)',
    body: ProjectRequestCreate,
    response: { 201: ProjectRequestDto },
  },
  list: {
    summary: 'One page of the project requests, newest first (?status=, ?search=, ?page=, ?pageSize=)',
    query: ProjectRequestListQuery,
    response: { 200: Page(ProjectRequestDto) },
  },
  mine: {
    summary: "The caller's requests (by account or by e-mail address), newest first",
    response: { 200: Type.Array(ProjectRequestDto) },
  },
  get: {
    summary: 'One request (administrators, or its requester)',
    params: IdParams,
    response: { 200: ProjectRequestDto },
  },
  update: {
    summary: 'Change a request: fields, status (Pending/Rejected) and admin notes',
    params: IdParams,
    body: ProjectRequestUpdate,
    response: { 200: ProjectRequestDto },
  },
  /** The body is optional: a bare POST approves without notes. */
  approve: {
    summary: 'Approve a pending request: creates the project and links or creates the customer',
    params: IdParams,
    body: ProjectRequestDecision,
    response: { 200: ApproveResponse },
  },
  /** The body is optional: a bare POST rejects without notes. */
  reject: {
    summary: 'Reject a pending request',
    params: IdParams,
    body: ProjectRequestDecision,
    response: { 200: ProjectRequestDto },
  },
});
