/** A project as the server sends it (SUPPLEMENT section 3); nested lists arrive only on detail reads. */
export type ProjectStatus = 'Pending' | 'Active' | 'OnHold' | 'Completed' | 'Cancelled';

export interface ProjectConsultant {
  consultantId: number;
  fullName: string;
  isLeader: boolean;
  assignedAt?: string;
}

export interface ProjectUpdate {
  id: number;
  title: string;
  content: string;
  createdAt: string;
  createdBy?: string | number | null;
}

export interface ProjectMetric {
  id: number;
  name: string;
  value: number;
  target?: number | null;
  unit?: string;
  recordedAt?: string;
}

export interface ProjectHistoryEntry {
  id: number;
  action: string;
  details?: string;
  userId?: number | null;
  userName?: string;
  createdAt: string;
}

export interface Project {
  id: number;
  name?: string;
  description?: string;
  status?: ProjectStatus | string;
  customerId?: number | null;
  serviceId?: number | null;
  budget?: number | null;
  currency?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  isAvailableForApplication?: boolean;
  createdAt?: string;
  updatedAt?: string;
  consultants?: ProjectConsultant[];
  updates?: ProjectUpdate[];
  metrics?: ProjectMetric[];
  history?: ProjectHistoryEntry[];
}

const isProject = (v: unknown): v is Project =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (v as { id?: unknown }).id != null;

/**
 * GET /projects may answer an array, an object holding `data` or `projects`, or a single project
 * (product-spec section 7). Anything else is an empty list.
 */
export function normalizeProjectsResponse(body: unknown): Project[] {
  if (Array.isArray(body)) return body.filter(isProject);
  if (typeof body !== 'object' || body === null) return [];
  const holder = body as { data?: unknown; projects?: unknown };
  if (holder.data !== undefined) return normalizeProjectsResponse(holder.data);
  if (holder.projects !== undefined) return normalizeProjectsResponse(holder.projects);
  return isProject(body) ? [body] : [];
}

/** Case-insensitive match of the search text against the visible text fields. */
export function projectMatches(project: Project, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [project.name, project.description, project.status]
    .filter((v): v is string => typeof v === 'string')
    .some((v) => v.toLowerCase().includes(needle));
}
