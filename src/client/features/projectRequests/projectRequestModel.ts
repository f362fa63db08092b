import { DEFAULT_CURRENCY_CODE } from '@shared/constants';
import type { ProjectRequestStatus } from '@client/api/calls/projectRequests';

export type {
  ProjectRequestChanges,
  ProjectRequestInput,
  ProjectRequestStatus,
} from '@client/api/calls/projectRequests';

export const PROJECT_REQUEST_STATUSES: readonly ProjectRequestStatus[] = ['Pending', 'Approved', 'Rejected'];
export type ProjectRequestStatusFilter = ProjectRequestStatus | 'All';

/** A quote request (SUPPLEMENT section 3) as the client keeps it: optional fields are null. */
export interface ProjectRequest {
  id: number;
  requestTitle: string;
  description: string;
  serviceId: number | null;
  /** The server's name for the service, when it sends one. */
  serviceName: string | null;
  budget: number | null;
  currency: string;
  desiredStartDate: string | null;
  contactName: string;
  email: string;
  phoneNumber: string | null;
  company: string | null;
  userId: number | null;
  status: ProjectRequestStatus;
  adminNotes: string | null;
  projectId: number | null;
  createdAt: string;
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const optionalText = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
function optionalNumber(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}
const isStatus = (v: unknown): v is ProjectRequestStatus =>
  (PROJECT_REQUEST_STATUSES as readonly unknown[]).includes(v);

/** A request from the API; a row without a numeric id is unusable and gives null. */
export function normalizeProjectRequest(raw: unknown): ProjectRequest | null {
  if (!isRecord(raw)) return null;
  const id = Number(raw.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return {
    id,
    requestTitle: text(raw.requestTitle),
    description: text(raw.description),
    serviceId: optionalNumber(raw.serviceId),
    serviceName: optionalText(raw.serviceName),
    budget: optionalNumber(raw.budget),
    currency: optionalText(raw.currency)?.toUpperCase() ?? DEFAULT_CURRENCY_CODE,
    desiredStartDate: optionalText(raw.desiredStartDate),
    contactName: text(raw.contactName),
    email: text(raw.email),
    phoneNumber: optionalText(raw.phoneNumber),
    company: optionalText(raw.company),
    userId: optionalNumber(raw.userId),
    status: isStatus(raw.status) ? raw.status : 'Pending',
    adminNotes: optionalText(raw.adminNotes),
    projectId: optionalNumber(raw.projectId),
    createdAt: text(raw.createdAt),
  };
}

/** A list answer, or a `{data}`/`{items}` wrapper; anything else is an empty list. */
export function normalizeProjectRequestList(body: unknown): ProjectRequest[] {
  const list = Array.isArray(body)
    ? body
    : isRecord(body) && Array.isArray(body.data)
      ? body.data
      : isRecord(body) && Array.isArray(body.items)
        ? body.items
        : [];
  return list.map(normalizeProjectRequest).filter((r): r is ProjectRequest => r !== null);
}

/** The approve answer `{request, project}`: the created project's id is what the admin needs. */
export function readApproval(body: unknown): { request: ProjectRequest | null; projectId: number | null } {
  const r = isRecord(body) ? body : {};
  const request = normalizeProjectRequest(r.request);
  const project = isRecord(r.project) ? optionalNumber(r.project.id) : null;
  return { request, projectId: project ?? request?.projectId ?? null };
}

/** Newest first, as the server sends the queue; ties by id. */
export function compareNewestFirst(a: ProjectRequest, b: ProjectRequest): number {
  return (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0) || b.id - a.id;
}

/** Live events that change the admin queue (snake_case `<entity>_<verb>` types). */
export const QUEUE_EVENT_TYPES: readonly string[] = [
  'project_request_created',
  'project_request_updated',
  'project_request_approved',
  'project_request_rejected',
];
