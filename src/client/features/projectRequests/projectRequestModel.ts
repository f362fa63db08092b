import type {
  ProjectRequestCreate,
  ProjectRequestDto,
  ProjectRequestListQuery,
  ProjectRequestStatus,
  ProjectRequestUpdate,
} from '@shared/contracts/projectRequests';

export type { ProjectRequestStatus };

/** A project request (docs/requirements.md#quotes) as the server sends it and the store keeps it. */
export type ProjectRequest = ProjectRequestDto;

/** The body of POST /ProjectRequest; the currency defaults to TRY. */
export type ProjectRequestInput = ProjectRequestCreate;

/** The admin's edit (PUT /ProjectRequest/{id}): only the fields given change. */
export type ProjectRequestChanges = ProjectRequestUpdate;

/** One page of the admin queue, as GET /ProjectRequest answers it. */
export interface ProjectRequestPage {
  data: ProjectRequest[];
  total: number;
  page: number;
  pageSize: number;
}

export type { ProjectRequestListQuery };

/** Where the admin queue is: its search, page and page size, and how many requests match. */
export interface ProjectRequestListState {
  search: string;
  page: number;
  pageSize: number;
  total: number;
}

export const PROJECT_REQUEST_STATUSES: readonly ProjectRequestStatus[] = ['Pending', 'Approved', 'Rejected'];
export type ProjectRequestStatusFilter = ProjectRequestStatus | 'All';

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
