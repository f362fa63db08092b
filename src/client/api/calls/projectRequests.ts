import type {
  ProjectRequestCreate,
  ProjectRequestStatus,
  ProjectRequestUpdate,
} from '@shared/contracts/projectRequests';
import { http } from '@client/api/client';

/** The body of POST /ProjectRequest (SUPPLEMENT section 3); the currency defaults to TRY. */
export type ProjectRequestInput = ProjectRequestCreate;
/** The admin's edit (PUT /ProjectRequest/{id}). */
export type ProjectRequestChanges = ProjectRequestUpdate;
export type { ProjectRequestStatus };

const BASE = '/ProjectRequest';

// Bodies are checked by features/projectRequests, which tolerates the server's optional fields.
export const createProjectRequest = (body: ProjectRequestInput) => http.post<unknown>(BASE, body);

export const listProjectRequests = (status?: ProjectRequestStatus) =>
  http.get<unknown>(BASE, status ? { params: { status } } : undefined);

export const listMyProjectRequests = () => http.get<unknown>(`${BASE}/mine`);

export const updateProjectRequest = (id: number, changes: ProjectRequestChanges) =>
  http.put<unknown>(`${BASE}/${id}`, changes);

export const approveProjectRequest = (id: number) => http.post<unknown>(`${BASE}/${id}/approve`, {});

export const rejectProjectRequest = (id: number, adminNotes: string) =>
  http.post<unknown>(`${BASE}/${id}/reject`, { adminNotes });
